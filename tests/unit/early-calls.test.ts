import { runInNewContext } from 'node:vm';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { EARLY_CALLS_SCRIPT } from '../../server/http/early-calls-script.ts';
import { ApiError, createApiClient } from '../../src/api/client.ts';
import { adoptingFetch, takeEarlyCalls } from '../../src/api/early-calls.ts';
import { adminSessionQuery } from '../../src/app/console/console-session.ts';
import { todayQuery } from '../../src/features/console/today/queries.ts';
import { bookingLinkQuery } from '../../src/features/my-bookings/booking-view-queries.ts';
import { SESSION_KEYS } from '../../src/session/role.ts';
import { EARLY_CALLS_GLOBAL } from '#shared/early-calls.ts';
import type { Locale } from '#shared/i18n/locale.ts';

/*
 * Decision 157: the inline script of a booking's page and the console's Today starts those pages'
 * first calls; the app's API client adopts each answer once. The script runs here as a browser
 * runs it (its own global scope, the page's address and session storage), and the app's own
 * query options then ask through the client the browser gets.
 */

const ORIGIN = 'http://mapleshine.test';
const TOKEN = 'Qm9va2luZ0xpbmtUb2tlbl8xMjM0NTY3ODkwYWJjZGVm';

type Sent = { url: string; method: string; credentials: string; headers: Headers; body: string };

/** The page's script, run at `pathname`; what it asked and what it left for the app. */
function runPageScript(
  pathname: string,
  { storage = {}, answer }: { storage?: Record<string, string>; answer: () => Promise<Response> },
) {
  const sent: Sent[] = [];
  const page: Record<string, unknown> = {
    location: { pathname },
    sessionStorage: { getItem: (key: string) => storage[key] ?? null },
    fetch: (url: string, init: RequestInit) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        credentials: init.credentials ?? '',
        headers: new Headers(init.headers),
        body: String(init.body),
      });
      return answer();
    },
  };
  page.window = page;
  runInNewContext(EARLY_CALLS_SCRIPT, page);
  return { sent, early: takeEarlyCalls(page), left: page };
}

/** The browser's client (src/main.tsx) and the requests that reached the network through it. */
function appClient(
  early: ReturnType<typeof takeEarlyCalls>,
  { locale = 'en-CA' as Locale, here = '/', answer = () => json(200, { data: {} }) } = {},
) {
  const network: Request[] = [];
  const send = (input: RequestInfo | URL) => {
    if (input instanceof Request) network.push(input);
    return answer();
  };
  const client = createApiClient(ORIGIN, { locale, fetch: adoptingFetch(early, send, () => here) });
  return { client, network, queries: new QueryClient() };
}

function json(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const booking = { data: { vBookingNo: 'MS-1001' } };

describe('the early calls of a booking page', () => {
  it('asks for the booking exactly as the app would, and the app takes that answer once', async () => {
    const { sent, early } = runPageScript(`/booking-link/${TOKEN}`, {
      answer: () => json(200, booking),
    });
    const { client, network, queries } = appClient(early, { here: `/booking-link/${TOKEN}` });

    // What the app's own call sends, for comparison: the same request, field by field.
    const own = appClient(null);
    await own.queries.fetchQuery(bookingLinkQuery(own.client, TOKEN));
    const [ownRequest] = own.network;
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(new URL(ownRequest?.url ?? '').pathname);
    expect(sent[0]?.method).toBe(ownRequest?.method);
    expect(sent[0]?.credentials).toBe(ownRequest?.credentials);
    expect(sent[0]?.body).toBe(await ownRequest?.text());
    expect(Object.fromEntries(sent[0]?.headers ?? [])).toEqual(
      Object.fromEntries(ownRequest?.headers ?? []),
    );

    const shown = await queries.fetchQuery(bookingLinkQuery(client, TOKEN));
    expect(shown).toEqual(booking.data);
    expect(network).toHaveLength(0);
    // Taken once: the page's refresh asks the server.
    await queries.refetchQueries(bookingLinkQuery(client, TOKEN));
    expect(network).toHaveLength(1);
  });

  it('asks in French on the French page, and only a French call adopts it', async () => {
    const { sent, early } = runPageScript(`/fr/booking-link/${TOKEN}/`, {
      answer: () => json(200, booking),
    });
    expect(sent[0]?.headers.get('x-mapleshine-locale')).toBe('fr-CA');
    const english = appClient(early, { here: `/fr/booking-link/${TOKEN}/` });
    await english.queries.fetchQuery(bookingLinkQuery(english.client, TOKEN));
    expect(english.network).toHaveLength(1);

    const again = runPageScript(`/fr/booking-link/${TOKEN}/`, { answer: () => json(200, booking) });
    const french = appClient(again.early, { locale: 'fr-CA', here: `/fr/booking-link/${TOKEN}/` });
    await french.queries.fetchQuery(bookingLinkQuery(french.client, TOKEN));
    expect(french.network).toHaveLength(0);
  });

  it("hands the app a refusal as the server's own answer to its call", async () => {
    const { early } = runPageScript(`/booking-link/${TOKEN}`, {
      answer: () => json(404, { code: 'NOT_FOUND', message: 'This link opens no booking.' }),
    });
    const { client, network, queries } = appClient(early, { here: `/booking-link/${TOKEN}` });
    const failure = queries.fetchQuery(bookingLinkQuery(client, TOKEN));
    await expect(failure).rejects.toThrow('This link opens no booking.');
    await expect(failure).rejects.toMatchObject({ status: 404 });
    expect(network).toHaveLength(0);
  });

  it('hands the app a failed request as its own failed request, without asking twice', async () => {
    const { early, left } = runPageScript(`/booking-link/${TOKEN}`, {
      answer: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(left[EARLY_CALLS_GLOBAL]).toBeUndefined();
    const { client, network, queries } = appClient(early, { here: `/booking-link/${TOKEN}` });
    await expect(queries.fetchQuery(bookingLinkQuery(client, TOKEN))).rejects.toThrow(
      'Failed to fetch',
    );
    expect(network).toHaveLength(0);
  });

  it('is not taken by a call made once the app has moved to another address', async () => {
    const { early } = runPageScript(`/booking-link/${TOKEN}`, { answer: () => json(200, booking) });
    const { client, network, queries } = appClient(early, { here: '/book-now' });
    await queries.fetchQuery(bookingLinkQuery(client, TOKEN));
    expect(network).toHaveLength(1);
  });

  it("is not taken by a call for another booking's token", async () => {
    const { early } = runPageScript(`/booking-link/${TOKEN}`, { answer: () => json(200, booking) });
    const { client, network, queries } = appClient(early, { here: `/booking-link/${TOKEN}` });
    await queries.fetchQuery(bookingLinkQuery(client, `${TOKEN}x`));
    expect(network).toHaveLength(1);
  });
});

describe('the early calls of the console', () => {
  const operator = { [SESSION_KEYS.operatorUniqueCode]: 'opr_123' };

  it("asks for the session and Today's figures in a tab with an operator's login, the app takes both", async () => {
    const { sent, early } = runPageScript('/admin', {
      storage: operator,
      answer: () => json(200, { data: { fullName: 'Olive Operator' } }),
    });
    expect(sent.map((call) => [call.url, call.body])).toEqual([
      ['/api/admin/session', '{}'],
      ['/api/admin/today', '{}'],
    ]);
    const { client, network, queries } = appClient(early, { here: '/admin' });
    await queries.fetchQuery(adminSessionQuery(client));
    await queries.fetchQuery(todayQuery(client));
    expect(network).toHaveLength(0);
  });

  it('hands the app an ended session as its own call answered 401', async () => {
    const refusal = { code: 'UNAUTHENTICATED', message: 'Sign in again.' };
    const { early } = runPageScript('/fr/admin/', {
      storage: operator,
      answer: () => json(401, refusal),
    });
    const { client, network, queries } = appClient(early, { locale: 'fr-CA', here: '/fr/admin/' });
    const adopted = await queries.fetchQuery(adminSessionQuery(client)).catch((e: unknown) => e);

    const own = appClient(null, { locale: 'fr-CA', answer: () => json(401, refusal) });
    const asked = await own.queries
      .fetchQuery(adminSessionQuery(own.client))
      .catch((e: unknown) => e);
    expect(adopted).toBeInstanceOf(ApiError);
    expect(adopted).toEqual(asked);
    expect(network).toHaveLength(0);
  });

  it('starts nothing in a tab without an operator’s login (signed out, a customer, a cleaner)', () => {
    const tabs: Record<string, string>[] = [
      {},
      { [SESSION_KEYS.customerUniqueCode]: 'cus_1' },
      { [SESSION_KEYS.contractorUniqueCode]: 'con_1' },
    ];
    for (const storage of tabs) {
      const { sent, early } = runPageScript('/admin', { storage, answer: () => json(200, {}) });
      expect(sent).toEqual([]);
      expect(early).toBeNull();
    }
  });
});

describe('the addresses that start nothing', () => {
  it.each([
    '/',
    '/jobs',
    '/admin/bookings',
    '/booking-link/',
    '/booking-link/a%20b',
    `/booking-link/${TOKEN}/more`,
    `/fr-booking-link/${TOKEN}`,
  ])('%s', (pathname) => {
    const { sent, early } = runPageScript(pathname, {
      storage: { [SESSION_KEYS.operatorUniqueCode]: 'opr_123' },
      answer: () => json(200, {}),
    });
    expect(sent).toEqual([]);
    expect(early).toBeNull();
  });
});
