import { test } from '@playwright/test';
import { refundJourney } from '#tests/support/e2e-admin-bookings.ts';
import { atWidth } from '#tests/support/e2e-width.ts';

// Both widths, each on a Calgary day of its own; on the phone every control is tapped.
test('an operator finds a completed booking and refunds it; the test gateway records the refund and the page shows it', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await refundJourney(page, playwright, {
    ...atWidth({
      desktop: { tag: 'refund-desktop', daysAhead: 2 },
      phone: { tag: 'refund-phone', daysAhead: 1 },
    }),
    baseURL: baseURL ?? '',
  });
});
