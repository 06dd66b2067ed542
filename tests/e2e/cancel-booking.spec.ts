import { test } from '@playwright/test';
import { cancelJourney } from '#tests/support/e2e-cancel-booking.ts';

// The phone's run of the same journey is cancel-booking.phone.spec.ts (its own days).
test('the cancel dialog says what happens to a held and to a saved card; a cancelled booking is listed under Cancelled bookings', async ({
  page,
}) => {
  await cancelJourney(page, page.request, { tag: 'cancel-desktop', heldDay: 3, savedDay: 20 });
});
