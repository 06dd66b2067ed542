import { test } from '@playwright/test';
import { tipJourney } from '#tests/support/e2e-tips.ts';
import { atWidth } from '#tests/support/e2e-width.ts';

// Both widths, each on a Calgary day of its own; on the phone every control is tapped.
test('a customer tips after completion and the cleaner’s earnings show the tip', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await tipJourney(page, playwright, {
    ...atWidth({
      desktop: { tag: 'tips-desktop', daysAhead: 4 },
      phone: { tag: 'tips-phone', daysAhead: 2 },
    }),
    baseURL: baseURL ?? '',
  });
});
