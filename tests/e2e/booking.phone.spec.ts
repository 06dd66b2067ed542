import { expect, test } from '@playwright/test';
import { press } from '#tests/support/e2e-press.ts';
import { axeFindings } from '#tests/support/e2e-axe.ts';
import {
  expectThankYouBooking,
  fillCard,
  fillDetails,
  reachDetails,
  reachPayment,
} from '#tests/support/e2e-same-day.ts';
import { keepScreenshot } from '#tests/support/e2e-screenshot.ts';

/*
 * A guest's same-day booking on a phone (decision 029), in the phone project only (390×844, touch):
 * every control is tapped. Edmonton days 8 and 9 ahead are this spec's own, so its paid booking
 * never competes with the desktop spec's for Edmonton's one demo cleaner.
 */

test('a guest books a deep clean from /book-now to /thank-you with taps, paying with 4242 4242 4242 4242', async ({
  page,
}) => {
  const payment = await reachPayment(page, 'phone-paid', 8);
  await fillCard(payment, '4242 4242 4242 4242');
  // Side by side, the expiry's two-line label must not push its box below the CVC's.
  const bottom = async (name: string) => {
    const box = await payment.getByRole('textbox', { name }).boundingBox();
    return Math.round((box?.y ?? 0) + (box?.height ?? 0));
  };
  expect(await bottom('Expiry date (MM/YY)')).toBe(await bottom('CVC'));
  const pay = payment.getByRole('button', { name: /^Pay \$\d+\.\d{2}$/ });
  const amount = ((await pay.textContent()) ?? '').replace('Pay $', '');
  await press(pay);

  await expect(page).toHaveURL(/\/thank-you$/, { timeout: 15_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your booking!' }),
  ).toBeVisible();
  // Eight days ahead the card is only saved, and held 24 hours before the cleaning.
  await expectThankYouBooking(page, { daysAhead: 8, amount, card: 'saved' });
  expect(await axeFindings(page)).toEqual([]);
  await keepScreenshot(page, { path: 'test-results/thank-you-phone.png', fullPage: true });
});

test('a window too short for the job is answered in view, beside Check Availability, and focused', async ({
  page,
}) => {
  const details = await reachDetails(page, 'too-short');
  await fillDetails(page, details, { daysAhead: 9, from: '9:00AM', until: '10:00AM' });
  const check = details.getByRole('button', { name: 'Check Availability' });
  await press(check);

  const refusal = details.getByRole('alert');
  await expect(refusal).toHaveText(
    'This cleaning takes about 3.5 hours, so please choose a window of at least 3.5 hours (for example 9:00AM to 1:00PM).',
    { timeout: 10_000 },
  );
  await expect(refusal).toBeInViewport();
  await expect(refusal).toBeFocused();
  await expect(check).toBeInViewport();
});

test('a Check Availability pressed with nothing chosen brings the first missing choice into view, focused', async ({
  page,
}) => {
  const details = await reachDetails(page, 'missing');
  const residence = details.getByRole('combobox', { name: 'Type of Residence', exact: true });
  const check = details.getByRole('button', { name: 'Check Availability' });
  await check.scrollIntoViewIfNeeded();
  await expect(residence).not.toBeInViewport();
  await press(check);

  await expect(details.getByText('Please select the type of residence.')).toBeInViewport();
  await expect(residence).toBeFocused();
  await expect(residence).toBeInViewport();
});
