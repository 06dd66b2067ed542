import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoContractorEmail, demoOperator } from '#server/db/seed/accounts.ts';
import { TextsReadProvider } from '#src/i18n/texts.ts';
import { shellRoutePages } from '../../scripts/shell-route-pages.ts';
import { renderApp } from '../support/render-app.tsx';
import { actAs, signInAs } from '../support/ui-accounts.ts';
import { bookingLinkPath, paidGuestBooking, slotInDays } from '../support/ui-bookings.ts';

/*
 * The HTML of a person's page names the catalogue modules its first screen reads, so they load
 * beside the entry (scripts/shell-route-pages.ts): these are the modules each first screen
 * reads, its loading state and then its data, with the header's and footer's.
 */

afterEach(() => sessionStorage.clear());

async function textsRead(path: string, heading: string, cookie?: string): Promise<string[]> {
  const read = new Set<string>();
  renderApp(path, {
    ...(cookie ? { cookie } : {}),
    wrap: (app) => <TextsReadProvider value={read}>{app}</TextsReadProvider>,
  });
  await screen.findByRole('heading', { level: 1, name: heading });
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  return [...read].sort();
}

const sorted = (names: readonly string[]) => [...names].sort();

/**
 * Read only when the job list shows a regular plan's visit (plan-visit.tsx): other test files may
 * give this cleaner one, and the HTML names only what every cleaner's first screen reads.
 */
const onlyWithAPlanVisit = 'regular-plan-cleaner';

describe("the texts named in a person's page's HTML", () => {
  it("are those the cleaner's job list reads", async () => {
    // A city few other files' cleaners work in (one may still give this cleaner a plan's visit).
    const cleaner = await signInAs(demoContractorEmail('Mississauga'), DEMO_PASSWORD);
    actAs(cleaner);
    const read = await textsRead('/jobs', 'Jobs', cleaner.cookie);
    expect(read.filter((name) => name !== onlyWithAPlanVisit)).toEqual(
      sorted(shellRoutePages['/jobs'].texts),
    );
  });

  it("are those the console's Today reads", async () => {
    const operator = await signInAs(demoOperator.email, DEMO_PASSWORD);
    expect(await textsRead('/admin', 'Today', operator.cookie)).toEqual(
      sorted(shellRoutePages['/admin'].texts),
    );
  });

  it('are those a booking opened from its e-mail reads', async () => {
    const guest = { fullName: 'Ayaan Siddiqui', email: `ui.shell.${Date.now()}@example.ca` };
    // Days past booking-page.test.tsx's (30 to 230 ahead), so the two never want one slot.
    const days = 300 + Math.floor(Math.random() * 60);
    const bookingNo = await paidGuestBooking(guest, slotInDays('Ottawa', days));
    expect(await textsRead(await bookingLinkPath(bookingNo), 'Your booking')).toEqual(
      sorted(shellRoutePages['/booking-link/:token'].texts),
    );
  });
});
