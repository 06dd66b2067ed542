import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, demoContractorEmail, demoOperator } from '#server/db/seed/accounts.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { accessNotesTexts } from '#src/components/dashboard-texts/access-notes.ts';
import { myBookingsTexts } from '#src/components/dashboard-texts/my-bookings.ts';
import { workingHoursTexts } from '#src/components/dashboard-texts/working-hours.ts';
import {
  adminBookingsTexts,
  adminCoreTexts,
  adminLedgerTexts,
  adminPeopleTexts,
  adminSystemTexts,
  adminTexts,
  everyConsoleText,
} from '#src/features/console/components/console-texts.ts';
import type { Texts } from '#src/i18n/texts.ts';
import { renderApp } from '../support/render-app.tsx';
import { renderAppIn } from '../support/render-in-locale.tsx';
import { actAs, signInAs } from '../support/ui-accounts.ts';

/*
 * Decision 158: a person's first screen waits only for the catalogue modules it reads
 * (shell-route-texts.test.tsx checks which); the layout's other screens' modules load once its
 * frame has shown, so a screen, dialog or toast opened next finds its texts there.
 */

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/**
 * The modules as a first visit finds them: not loaded in either language. The UI files share
 * their modules (isolate: false), and one that ran before may have loaded them already.
 */
function unloaded(modules: Texts<unknown>[]): Texts<unknown>[] {
  for (const texts of modules) {
    delete texts.loaded['en-CA'];
    delete texts.loaded['fr-CA'];
    texts.pending.clear();
  }
  return modules;
}

function loadedIn(locale: Locale, modules: Texts<unknown>[]): string[] {
  return modules.filter((texts) => texts.loaded[locale] !== undefined).map((texts) => texts.name);
}

describe("a person's page's other texts", () => {
  it("are the console's other modules, loaded once Today has shown", async () => {
    // Today's frame and page read these three (shell-route-texts.test.tsx); any other is later.
    const firstScreen: Texts<unknown>[] = [adminTexts, adminCoreTexts, adminBookingsTexts];
    const later = unloaded(everyConsoleText.filter((texts) => !firstScreen.includes(texts)));
    expect(later).toHaveLength(7);
    const operator = await signInAs(demoOperator.email, DEMO_PASSWORD);
    actAs(operator);
    renderAppIn('fr-CA', '/admin', { cookie: operator.cookie });
    await screen.findByRole('heading', { level: 1, name: 'Aujourd’hui' });
    await waitFor(() => expect(loadedIn('fr-CA', later)).toEqual(later.map((t) => t.name)));
    // The page's language only.
    expect(loadedIn('en-CA', later)).toEqual([]);
  });

  it('are asked for with the session on a console screen other than Today, as it opens', async () => {
    const operator = await signInAs(demoOperator.email, DEMO_PASSWORD);
    actAs(operator);
    // Every answer held, as a slow network would: the frame cannot show before the session is in.
    const real = globalThis.fetch;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      await released;
      return real(input, init);
    });
    const everyModule = unloaded([
      adminPeopleTexts,
      adminSystemTexts,
      adminLedgerTexts,
    ] as Texts<unknown>[]);
    renderApp('/admin/bookings', { cookie: operator.cookie });
    await waitFor(() =>
      expect(loadedIn('en-CA', everyModule)).toEqual(everyModule.map((t) => t.name)),
    );
    release();
    await screen.findByRole('heading', { level: 1, name: 'Bookings' }, { timeout: 15_000 });
  });

  it("are the dashboard's other modules, loaded once a cleaner's job list has shown", async () => {
    const later = unloaded([
      myBookingsTexts,
      workingHoursTexts,
      accessNotesTexts,
    ] as Texts<unknown>[]);
    const cleaner = await signInAs(demoContractorEmail('Mississauga'), DEMO_PASSWORD);
    actAs(cleaner);
    renderApp('/jobs', { cookie: cleaner.cookie });
    await screen.findByRole('heading', { level: 1, name: 'Jobs' });
    await waitFor(() => expect(loadedIn('en-CA', later)).toEqual(later.map((t) => t.name)));
    expect(loadedIn('fr-CA', later)).toEqual([]);
  });
});
