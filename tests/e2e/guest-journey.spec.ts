import { test } from '@playwright/test';
import { guestJourney } from '#tests/support/e2e-guest-journey.ts';
import { atWidth } from '#tests/support/e2e-width.ts';

// Issue 40's journey at both widths, each on a day of its own in Winnipeg (2 and 3 days ahead);
// on the phone every control is tapped.
test('a guest books, follows each e-mail to the booking page, sees a cleaner accept, is reminded the day before, and reads the receipt of the done cleaning', async ({
  page,
  playwright,
}) => {
  // Booking, six e-mails, four states of the page and a PDF, on a loaded 2-core machine.
  test.setTimeout(3 * 60_000);
  await guestJourney(
    page,
    playwright.request,
    atWidth({
      desktop: { tag: 'guest-desktop', daysAhead: 2 },
      phone: { tag: 'guest-phone', daysAhead: 3 },
    }),
  );
});
