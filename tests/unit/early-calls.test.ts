import { runInNewContext } from 'node:vm';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { EARLY_CALLS_SCRIPT } from '../../server/http/early-calls-script.ts';
import { ApiError, createApiClient } from '../../src/api/client.ts';
import { adminSessionQuery } from '../../src/app/console/console-session.ts';
import { todayQuery } from '../../src/features/console/today/queries.ts';
import { bookingLinkQuery } from '../../src/features/my-bookings/booking-view-queries.ts';
import { SESSION_KEYS } from '../../src/session/role.ts';
import type { Locale } from '#shared/i18n/locale.ts';

/*
 * Decision 157: the inline script of the console's Today starts that page's first calls and hands each answer once to the app's same request. The script runs here as a
 * browser runs it (its own global scope, the page's address and session storage, the page's
 * fetch), and the app's own query options then ask through the client the browser makes, whose
 * fetch is the page's fetch as the script left it.
 */

const ORIGIN = 'http://mapleshine.test';
const TOKEN = 'Qm9va2luZ0xpbmtUb2tlbl8xMjM0NTY3ODkwYWJjZGVm';

type Sent = { url: string; method: string; credentials: string; headers: Headers; body: string };

/**
 * The page at `pathname` once its script has run: what the script sent (`early`), what the app's
 * requests sent past it (`network`), and its client, made as src/main.tsx makes it.
 */
function openPage(
  pathname: string,
  {
    storage = {},
    locale = 'en-CA' as Locale,
    answer,
  }: { storage?: Record<string, string>; locale?: Locale; answer: () => Promise<Response> },
) {
  const early: Sent[] = [];
  const network: Request[] = [];
  const location = { pathname, origin: ORIGIN };
  const page: Record<string, unknown> = {
    location,
    Request,
    URL,
    sessionStorage: { getItem: (key: string) => storage[key] ?? null },
    fetch: (input: string | Request, init?: RequestInit) => {
      if (input instanceof Request) network.push(input);
      else {
        early.push({
          url: input,
          method: init?.method ?? 'GET',
          credentials: init?.credentials ?? '',
          headers: new Headers(init?.headers),
          body: String(init?.body),
        });
      }
      return answer();
    },
  };
  page.window = page;
  runInNewContext(EARLY_CALLS_SCRIPT, page);
  const client = createApiClient(ORIGIN, { locale, fetch: page.fetch as typeof fetch });
  return { early, network, client, queries: new QueryClient(), location };
}

function json(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const operator = { [SESSION_KEYS.operatorUniqueCode]: 'opr_123' };
const session = { data: { fullName: 'Olive Operator' } };

describe('how the app takes an early call', () => {
  it('asks exactly as the app would, and the app takes that answer once', async () => {
    const page = openPage('/admin', { storage: operator, answer: () => json(200, session) });

    // What the app's own call sends, on a page without the script: the same request.
    const own = openPage('/book-now', { answer: () => json(200, session) });
    await own.queries.fetchQuery(adminSessionQuery(own.client));
    const [ownRequest] = own.network;
    const [early] = page.early;
    expect(early?.url).toBe(new URL(ownRequest?.url ?? '').pathname);
    expect(early?.method).toBe(ownRequest?.method);
    expect(early?.credentials).toBe(ownRequest?.credentials);
    expect(early?.body).toBe(await ownRequest?.text());
    expect(Object.fromEntries(early?.headers ?? [])).toEqual(
      Object.fromEntries(ownRequest?.headers ?? []),
    );

    const shown = await page.queries.fetchQuery(adminSessionQuery(page.client));
    expect(shown).toEqual(session.data);
    expect(page.network).toHaveLength(0);
    // Taken once: the page's refresh asks the server.
    await page.queries.refetchQueries(adminSessionQuery(page.client));
    expect(page.network).toHaveLength(1);
    expect(page.early).toHaveLength(2);
  });

  it('asks in French on the French page, and only a French request takes it', async () => {
    const english = openPage('/fr/admin/', { storage: operator, answer: () => json(200, session) });
    expect(english.early[0]?.headers.get('x-mapleshine-locale')).toBe('fr-CA');
    await english.queries.fetchQuery(adminSessionQuery(english.client));
    expect(english.network).toHaveLength(1);

    const french = openPage('/fr/admin/', {
      storage: operator,
      locale: 'fr-CA',
      answer: () => json(200, session),
    });
    await french.queries.fetchQuery(adminSessionQuery(french.client));
    expect(french.network).toHaveLength(0);
  });

  it('hands the app a failed request as its own failed request, without asking twice', async () => {
    const page = openPage('/admin', {
      storage: operator,
      answer: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(page.queries.fetchQuery(todayQuery(page.client))).rejects.toThrow(
      'Failed to fetch',
    );
    expect(page.network).toHaveLength(0);
  });

  it('is not taken by a request made once the app has moved to another address', async () => {
    const page = openPage('/admin', { storage: operator, answer: () => json(200, session) });
    page.location.pathname = '/admin/bookings';
    await page.queries.fetchQuery(adminSessionQuery(page.client));
    page.location.pathname = '/admin';
    await page.queries.refetchQueries(adminSessionQuery(page.client));
    expect(page.network).toHaveLength(2);
  });

  it('is not taken by a request for anything else', async () => {
    const page = openPage('/admin', { storage: operator, answer: () => json(200, session) });
    await page.queries.fetchQuery(bookingLinkQuery(page.client, TOKEN));
    expect(page.network).toHaveLength(1);
  });
});

describe('the early calls of the console', () => {
  it("asks for the session and Today's figures in a tab with an operator's login, the app takes both", async () => {
    const page = openPage('/admin', {
      storage: operator,
      answer: () => json(200, { data: { fullName: 'Olive Operator' } }),
    });
    expect(page.early.map((call) => [call.url, call.body])).toEqual([
      ['/api/admin/session', '{}'],
      ['/api/admin/today', '{}'],
    ]);
    await page.queries.fetchQuery(adminSessionQuery(page.client));
    await page.queries.fetchQuery(todayQuery(page.client));
    expect(page.network).toHaveLength(0);
  });

  it('hands the app an ended session as its own call answered 401', async () => {
    const refusal = { code: 'UNAUTHENTICATED', message: 'Sign in again.' };
    const page = openPage('/fr/admin/', {
      storage: operator,
      locale: 'fr-CA',
      answer: () => json(401, refusal),
    });
    const taken = await page.queries
      .fetchQuery(adminSessionQuery(page.client))
      .catch((error: unknown) => error);

    const own = openPage('/fr/book-now', { locale: 'fr-CA', answer: () => json(401, refusal) });
    const asked = await own.queries
      .fetchQuery(adminSessionQuery(own.client))
      .catch((error: unknown) => error);
    expect(taken).toBeInstanceOf(ApiError);
    expect(taken).toEqual(asked);
    expect(page.network).toHaveLength(0);
  });

  it('starts nothing in a tab without an operator’s login (signed out, a customer, a cleaner)', async () => {
    const tabs: Record<string, string>[] = [
      {},
      { [SESSION_KEYS.customerUniqueCode]: 'cus_1' },
      { [SESSION_KEYS.contractorUniqueCode]: 'con_1' },
    ];
    for (const storage of tabs) {
      const page = openPage('/admin', { storage, answer: () => json(401, {}) });
      expect(page.early).toEqual([]);
      // The app's own request still goes out, once.
      await page.queries.fetchQuery(adminSessionQuery(page.client)).catch(() => undefined);
      expect(page.network).toHaveLength(1);
    }
  });
});

describe('the addresses that start nothing', () => {
  it.each([
    '/',
    '/jobs',
    '/admin/bookings',
    // A booking's page is rendered by the server with its booking (decision 159).
    `/booking-link/${TOKEN}`,
    `/fr/booking-link/${TOKEN}/`,
    '/booking-link/',
    '/booking-link/a%20b',
    `/booking-link/${TOKEN}/more`,
    `/fr-booking-link/${TOKEN}`,
  ])('%s', (pathname) => {
    const page = openPage(pathname, {
      storage: { [SESSION_KEYS.operatorUniqueCode]: 'opr_123' },
      answer: () => json(200, {}),
    });
    expect(page.early).toEqual([]);
  });
});
