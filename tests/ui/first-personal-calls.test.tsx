import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, demoContractorEmail, demoOperator } from '#server/db/seed/accounts.ts';
import { basenameOf, localeOfPath, type Locale } from '#shared/i18n/locale.ts';
import { createApiClient } from '#src/api/client.ts';
import { AppProviders } from '#src/app/providers.tsx';
import { createRouteMemoryHistory } from '#src/app/route-history.ts';
import { AppRoutes, routes } from '#src/app/router.tsx';
import { dashboardShellTexts } from '#src/components/dashboard-texts/dashboard-shell.ts';
import { defaultUiTimings, UiTimingsContext } from '#src/components/ui-timings.ts';
import { adminTexts } from '#src/features/console/components/console-texts.ts';
import type { Texts } from '#src/i18n/texts.ts';
import { apiUrl } from '../support/ui-api-url.ts';
import { actAs, signInAs, type SignedIn } from '../support/ui-accounts.ts';

// Decision 155: a personal page's own calls leave with its layout's (the profile, the console's
// session), not one round trip after them. Every answer, and the layout's texts, are held back
// here until the calls of the page are all asked: a call that waited for another's answer, for
// the layout's texts or for the page's code to run would never be asked, and the test would fail.
// (It did for the cleaner's profile while the calls were started during the layout's render: the
// layout's own query waited, uncommitted, for the shell's texts.) The French addresses (/fr/…)
// get the same start: the router is made as the browser's entry makes it, /fr its basename.

/** The app at an address as src/main.tsx shows it: the language and basename from the address. */
function renderAt(address: string, cookie: string) {
  const { locale } = localeOfPath(address);
  const history = createRouteMemoryHistory(routes, address);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient(apiUrl(), { locale, headers: { cookie } });
  render(
    <AppProviders client={client} queryClient={queryClient} env="test" locale={locale}>
      <UiTimingsContext.Provider value={defaultUiTimings}>
        <HistoryRouter history={history} basename={basenameOf(locale)}>
          <AppRoutes />
        </HistoryRouter>
      </UiTimingsContext.Provider>
    </AppProviders>,
  );
}

/**
 * Every call the app makes, its path recorded, its answer held until `release`; so are the
 * layout's texts (`texts` in `locale`), as a slow network would hold them.
 */
function holdAnswers<English>(texts: Texts<English>, locale: Locale) {
  const real = globalThis.fetch;
  const asked: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    asked.push(new URL(url).pathname);
    await released;
    return real(input, init);
  });
  const load = texts.load as Record<Locale, () => Promise<unknown>>;
  const loadNow = load[locale];
  Reflect.deleteProperty(texts.loaded, locale);
  texts.pending.delete(locale);
  load[locale] = async () => {
    await released;
    return loadNow();
  };
  afterRelease = () => {
    load[locale] = loadNow;
  };
  return { asked, release };
}

let afterRelease = () => {};
afterEach(() => {
  vi.restoreAllMocks();
  afterRelease();
});

let cleaner: SignedIn;
let operator: SignedIn;
beforeAll(async () => {
  cleaner = await signInAs(demoContractorEmail('Edmonton'), DEMO_PASSWORD);
  operator = await signInAs(demoOperator.email, DEMO_PASSWORD);
});

describe("a personal page's first calls leave together with its layout's", () => {
  it.each(['/jobs', '/fr/jobs'])(
    '%s: the profile, the jobs and the time requests',
    async (address) => {
      actAs(cleaner);
      const calls = holdAnswers(dashboardShellTexts, localeOfPath(address).locale);
      renderAt(address, cleaner.cookie);
      const together = [
        '/api/contractor/get_by_id',
        '/api/contractor/get_contractor_Job',
        '/api/contractor/time-requests',
      ];
      await waitFor(() => expect(calls.asked).toEqual(expect.arrayContaining(together)), {
        timeout: 10_000,
      });
      calls.release();
      // Each once: the page's own queries find them started.
      for (const path of together) {
        expect(calls.asked.filter((asked) => asked === path)).toHaveLength(1);
      }
      await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    },
  );

  it.each(['/admin', '/fr/admin'])('%s: the console session and Today', async (address) => {
    actAs(operator);
    const calls = holdAnswers(adminTexts, localeOfPath(address).locale);
    renderAt(address, operator.cookie);
    const together = ['/api/admin/session', '/api/admin/today'];
    await waitFor(() => expect(calls.asked).toEqual(expect.arrayContaining(together)), {
      timeout: 10_000,
    });
    calls.release();
    for (const path of together) {
      expect(calls.asked.filter((asked) => asked === path)).toHaveLength(1);
    }
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  });
});
