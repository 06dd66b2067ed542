import { test } from '@playwright/test';
import { cancelJourney } from '#tests/support/e2e-cancel-booking.ts';

// The desktop's run is cancel-booking.spec.ts; here every control is tapped (390×844, touch).
test('on a phone, the cancel dialog says what happens to a held and to a saved card; a cancelled booking is listed under Cancelled bookings', async ({
  page,
}) => {
  await cancelJourney(page, page.request, { tag: 'cancel-phone', heldDay: 4, savedDay: 21 });
});
