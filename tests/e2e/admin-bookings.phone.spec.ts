import { test } from '@playwright/test';
import { refundJourney } from '#tests/support/e2e-admin-bookings.ts';

// The desktop's run is admin-bookings.spec.ts; here every control is tapped (390×844, touch).
test('on a phone, an operator finds a completed booking and refunds it; the test gateway records the refund and the page shows it', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await refundJourney(page, playwright, {
    tag: 'refund-phone',
    daysAhead: 1,
    baseURL: baseURL ?? '',
  });
});
