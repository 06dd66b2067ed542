import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  newCustomer,
  openMyBookings,
  paidBooking,
  type BookingPlace,
  type E2eCustomer,
} from '#tests/support/e2e-bookings.ts';
import { signInAsOperator } from '#tests/support/e2e-operator.ts';
import { press } from '#tests/support/e2e-press.ts';
import { atWidth } from '#tests/support/e2e-width.ts';

/*
 * Issue 45, decision 145: a customer's regular cleaning and its changes, at both widths. The plan
 * is bought as the wizard buys it, through its API (the quote's every 2 weeks, then the payment);
 * its later visits are written by the visit writer, which the payment asks the queue to run.
 * The writer writes five weeks from today, so the first visit is two weeks or so ahead and the
 * plan has a second: Calgary mornings, desktop days 15 and 29, phone 16 and 30, which no other
 * spec books (Calgary's evenings and its first eleven days are other specs').
 */

const PLACES: Record<'desktop' | 'phone', BookingPlace & { days: number }> = {
  desktop: {
    city: 'Calgary',
    timeZone: 'America/Edmonton',
    address: '415 9 Ave SW, Calgary, AB T2P 1B3',
    postalCode: 'T2P 1B3',
    days: 15,
  },
  phone: {
    city: 'Calgary',
    timeZone: 'America/Edmonton',
    address: '416 9 Ave SW, Calgary, AB T2P 1B3',
    postalCode: 'T2P 1B3',
    days: 16,
  },
};

async function buyPlan(api: APIRequestContext, tag: string): Promise<{ customer: E2eCustomer }> {
  const place = atWidth(PLACES);
  const customer = await newCustomer(api, tag);
  await paidBooking(
    api,
    customer,
    place,
    place.days,
    { from: '9:00AM', until: '1:00PM' },
    'pm_card_visa',
    { everyWeeks: 2 },
  );
  return { customer };
}

async function shot(page: Page, name: string) {
  await page.screenshot({
    path: `test-results/plans/${name}-${atWidth({ desktop: 'desktop', phone: 'phone' })}.png`,
    fullPage: true,
  });
}

test('a customer skips a visit, pauses, changes and ends a regular cleaning, each after its cost', async ({
  page,
  request,
}) => {
  const { customer } = await buyPlan(
    request,
    atWidth({ desktop: 'plan-desk', phone: 'plan-phone' }),
  );
  await openMyBookings(page, customer);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your regular cleanings' })).toBeVisible({
    timeout: 10_000,
  });
  await shot(page, 'dashboard');
  await press(page.getByRole('link', { name: /^Open: Every 2 weeks on / }));
  await expect(page).toHaveURL(/\/plans\/pln_[\w-]+$/);
  // The payment asked the queue for the plan's later visits: the second is there too (read again
  // should the page have come before the queue's run).
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('button', { name: /^Skip the visit of / })).toHaveCount(2, {
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your regular cleaning' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Your regular cleaning | MapleShine');
  await shot(page, 'plan');

  await press(page.getByRole('button', { name: /^Skip the visit of / }).nth(1));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('No cancellation fee.')).toBeVisible();
  await shot(page, 'skip-dialog');
  await press(dialog.getByRole('button', { name: 'Skip visit' }));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Past visits' })).toBeVisible();

  await press(page.getByRole('button', { name: 'Pause' }));
  await expect(dialog.getByText(/^Pausing for 2 weeks/)).toBeVisible();
  await shot(page, 'pause-dialog');
  await press(dialog.getByRole('button', { name: 'Pause plan' }));
  await expect(page.getByText(/^Paused until /)).toBeVisible();

  await press(page.getByRole('button', { name: 'Change frequency or day' }));
  await expect(
    dialog.getByText('Choose a new frequency or day to see what it costs.'),
  ).toBeVisible();
  await press(dialog.getByRole('button', { name: 'Keep as it is' }));
  await expect(dialog).toBeHidden();

  await press(page.getByRole('button', { name: 'End plan' }));
  await expect(dialog.getByText(/^Ending the plan cancels every upcoming visit/)).toBeVisible();
  await shot(page, 'end-dialog');
  await press(dialog.getByRole('button', { name: 'End plan' }));
  await expect(page.getByText('Ended', { exact: true })).toBeVisible();
  await shot(page, 'ended');
});

test('an operator finds the plans in the console', async ({ page }) => {
  await signInAsOperator(page);
  await page.goto('/admin/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Regular cleanings' })).toBeVisible({
    timeout: 10_000,
  });
  await shot(page, 'admin-plans');
  const first = page.getByRole('link', { name: /^Open the regular cleaning of / }).first();
  if (await first.isVisible()) {
    await press(first);
    await expect(page.getByRole('heading', { name: 'Visits' })).toBeVisible({ timeout: 10_000 });
    await shot(page, 'admin-plan');
  }
});
