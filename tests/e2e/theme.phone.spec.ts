import { expect, test } from '@playwright/test';
import { contactToastShownMs } from '#tests/support/e2e-toast-timing.ts';

test('the contact form\'s "Thank you" toast stays on screen for 2 seconds on a phone (spec §9)', async ({
  page,
}) => {
  const shownMs = await contactToastShownMs(page, 'tap');
  expect(shownMs).toBeGreaterThanOrEqual(1500);
  expect(shownMs).toBeLessThanOrEqual(2500);
});
