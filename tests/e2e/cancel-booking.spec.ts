import { test } from '@playwright/test';
import { cancelJourney } from '#tests/support/e2e-cancel-booking.ts';
import { atWidth } from '#tests/support/e2e-width.ts';

// Both widths, each on days of its own; on the phone every control is tapped.
test('the cancel dialog says what happens to a held and to a saved card; a cancelled booking is listed under Cancelled bookings', async ({
  page,
}) => {
  await cancelJourney(
    page,
    page.request,
    atWidth({
      desktop: { tag: 'cancel-desktop', heldDay: 3, savedDay: 20 },
      phone: { tag: 'cancel-phone', heldDay: 4, savedDay: 21 },
    }),
  );
});
