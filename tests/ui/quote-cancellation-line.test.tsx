import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { zonedInstant } from '#server/domain/local-time.ts';
import { formatMomentIn, plainSpaces } from '#shared/i18n/format.ts';
import { renderApp } from '../support/render-app.tsx';
import { edmontonDate, quoteEdmontonCondo } from '../support/ui-same-day.ts';
import { FAST, saveDraft } from '../support/same-day-wizard-ui.ts';

/*
 * The quote step's cancellation line (issue 42, operation cleaningCancellationTerms): under the
 * price, until when cancelling is free once a cleaner accepts, in the address's time zone, with
 * the time left outside the polite live region (a screen reader hears the tier, not each tick).
 */

const details = {
  vResidence: 'Apartment or Condo',
  iServiceId: 4,
  vBedrooms: '1',
  vBathrooms: '1',
  vExtras: [],
  vUnit: '1204',
  vAddress: '10180 103 St NW, Edmonton, AB T5J 0L6',
  vPostalCode: 'T5J 0L6',
  vFrom: '9:00AM',
  vUntill: '5:00PM',
  vCity: 'Edmonton',
  vServiceName: 'Routine Clean',
};

describe("the quote step's cancellation line", () => {
  it('says cancelling is free until 24 hours before the start, with the time left', async () => {
    const date = edmontonDate(16);
    const quoted = await quoteEdmontonCondo({ date, from: '9:00AM', until: '5:00PM' });
    saveDraft('bookNow', {
      stage: 'summary',
      contact: quoted.contact,
      bookingId: quoted.bookingId,
      details: { ...details, iCityId: quoted.cityId, vDate: date },
      quote: quoted.quote,
      isSubmitted: true,
      isAvailabilityChecked: true,
    });
    renderApp('/book-now', { timings: FAST });
    const summary = await screen.findByRole('region', { name: 'Your Cleaning Summary' });
    expect(within(summary).getByRole('row', { name: /^Cleaning Window/ })).toHaveTextContent(
      /^Cleaning Window9:00AM - /,
    );

    // The seeded policy's first fee tier begins 24 hours before the start.
    const freeUntil = new Date(
      zonedInstant(date, 9 * 60, 'America/Edmonton').getTime() - 24 * 60 * 60 * 1000,
    );
    const line = await within(summary).findByTestId('cancellation-line');
    const tier = line.querySelector('[aria-live="polite"]');
    expect(plainSpaces(tier?.textContent ?? '')).toBe(
      plainSpaces(
        `Free cancellation until ${formatMomentIn(freeUntil, 'America/Edmonton', 'en-CA')}`,
      ),
    );
    expect(plainSpaces(tier?.textContent ?? '')).toMatch(/ at 9:00AM M[SD]T$/);
    expect(line).toHaveTextContent(/ · 1[45] days \d+ h left$/);
    expect(tier).not.toHaveTextContent('left');
  });
});
