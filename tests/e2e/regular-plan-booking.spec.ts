import { expect, test } from '@playwright/test';
import { press } from '#tests/support/e2e-press.ts';
import {
  edmontonLongDate,
  fillCard,
  fillDetails,
  reachDetails,
} from '#tests/support/e2e-same-day.ts';
import { atWidth } from '#tests/support/e2e-width.ts';

/*
 * A regular cleaning bought through the wizard (issue 45, decision 143) at both widths: a visitor
 * chooses every 2 weeks, reads the price per visit and what follows, the payment's sentence about
 * the saved card, pays, and finds the plan named on the thank-you page. No other spec books
 * Edmonton this far ahead: the desktop 45 days, the phone 46, from 6:00AM to 5:00PM.
 */

test('a customer books a cleaning every 2 weeks and sees the plan on the thank-you page', async ({
  page,
}) => {
  test.setTimeout(2 * 60_000);
  const { tag, daysAhead } = atWidth({
    desktop: { tag: 'plan-desktop', daysAhead: 45 },
    phone: { tag: 'plan-phone', daysAhead: 46 },
  });
  const details = await reachDetails(page, tag);
  await fillDetails(page, details, { daysAhead, from: '6:00AM', until: '5:00PM' });
  const regular = details.getByRole('group', { name: 'Make it regular' });
  await expect(regular.getByRole('button', { name: 'One time' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const every2 = regular.getByRole('button', { name: 'Every 2 weeks · save 10%' });
  await press(every2);
  await expect(every2).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: `test-results/screens/plan-details-${tag}.png`, fullPage: true });
  await press(details.getByRole('button', { name: 'Check Availability' }));

  const summary = page.getByRole('region', { name: 'Your Cleaning Summary' });
  await expect(summary).toBeVisible({ timeout: 10_000 });
  await expect(
    summary.getByRole('row', { name: /^Regular cleaning discount \(10%\)/ }),
  ).toBeVisible();
  await expect(summary.getByRole('row', { name: /^Price per visit/ })).toBeVisible();
  await expect(summary.getByTestId('plan-repeat-line')).toHaveText(
    /^Then every 2 weeks on \w+days, 6:00AM – \d{1,2}:\d{2}(AM|PM): \$\d+\.\d{2} per visit, starting \w+ \d+, \d{4}\.$/,
  );
  await page.screenshot({ path: `test-results/screens/plan-quote-${tag}.png`, fullPage: true });
  await press(summary.getByRole('button', { name: 'Book Now' }));

  const payment = page.getByRole('form', { name: 'Payment Details' });
  await expect(payment).toBeVisible({ timeout: 10_000 });
  await expect(payment.getByText(/^Your card is saved for the later visits/)).toBeVisible();
  await fillCard(payment, '4242 4242 4242 4242');
  await press(payment.getByRole('button', { name: /^Pay / }));

  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your booking!' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByText(
      `Your regular cleaning is set: every 2 weeks. Next visit: ${edmontonLongDate(daysAhead + 14)}.`,
    ),
  ).toBeVisible();
  await page.screenshot({ path: `test-results/screens/plan-thanks-${tag}.png`, fullPage: true });
});
