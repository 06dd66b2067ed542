import { test } from '@playwright/test';
import { refundJourney } from '#tests/support/e2e-admin-bookings.ts';

// The phone's run is admin-bookings.phone.spec.ts (its own Calgary day).
test('an operator finds a completed booking and refunds it; the test gateway records the refund and the page shows it', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await refundJourney(page, playwright, {
    tag: 'refund-desktop',
    daysAhead: 2,
    baseURL: baseURL ?? '',
  });
});
