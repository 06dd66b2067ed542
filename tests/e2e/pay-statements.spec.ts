import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoContractorEmail } from '#server/db/seed/accounts.ts';
import { formatMoney } from '#shared/i18n/format.ts';
import { cleanedByCalgarysCleaner } from '#tests/support/e2e-admin-bookings.ts';
import { seriousAxeViolations } from '#tests/support/e2e-axe.ts';
import { payingCustomer, paidCalgaryBooking } from '#tests/support/e2e-bookings.ts';
import { press } from '#tests/support/e2e-press.ts';
import { keepScreenshot } from '#tests/support/e2e-screenshot.ts';
import { atWidth } from '#tests/support/e2e-width.ts';

/*
 * Issue 43's "done when" for pay statements (decision 136): Calgary's demo cleaner completes a
 * job, opens their pay statements, finds this week with the job and its pay, and downloads the
 * week's CSV. Each width books a Calgary morning no other spec of its project books (held card:
 * within 5 days).
 */

type Envelope<T> = { code: number; message: string; data?: T };
type ContractorJob = { vBookingNo: string; vPay: string | null };

async function completedPay(cleaner: APIRequestContext, bookingNo: string): Promise<number> {
  const response = await cleaner.post('/api/contractor/get_contractor_Job', {
    data: { eStatus: 'Completed', iLimit: 50 },
  });
  const json = (await response.json()) as Envelope<ContractorJob[]>;
  const job = json.data?.find((entry) => entry.vBookingNo === bookingNo);
  if (!job?.vPay) throw new Error(`${bookingNo} is not among the cleaner's completed jobs`);
  return Number(job.vPay);
}

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

test('a cleaner completes a job, finds it with its pay on this week’s statement and downloads the CSV', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { tag, daysAhead } = atWidth({
    desktop: { tag: 'statements-desktop', daysAhead: 1 },
    phone: { tag: 'statements-phone', daysAhead: 5 },
  });
  const customer = await payingCustomer(page.request, tag);
  const bookingNo = await paidCalgaryBooking(page.request, customer, daysAhead, {
    from: '6:00AM',
    until: '10:00AM',
  });
  const cleaner = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  let pay: number;
  try {
    await cleanedByCalgarysCleaner(cleaner, bookingNo);
    pay = await completedPay(cleaner, bookingNo);
  } finally {
    await cleaner.dispose();
  }

  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Welcome Back' });
  await form.getByRole('textbox', { name: 'Email' }).fill(demoContractorEmail('Calgary'));
  await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await press(form.getByRole('button', { name: 'Log In' }));
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await page.goto('/pay-statements');

  await expect(page.getByRole('heading', { level: 1, name: 'Pay statements' })).toBeVisible({
    timeout: 10_000,
  });
  // The newest week is this one: the job was completed just now.
  const week = page.getByRole('article', { name: /^Week of / }).first();
  await expect(week).toBeVisible({ timeout: 10_000 });
  await expect(week.getByRole('group', { name: 'Earned' })).toContainText(/\$[\d,]+\.\d\d/);
  await settled(page);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await keepScreenshot(page, { path: `test-results/${tag}-weeks.png`, fullPage: true });

  await press(week.getByRole('link', { name: /^See the week of / }));
  await expect(page).toHaveURL(/\/pay-statements\?week=\d{4}-\d{2}-\d{2}$/);
  const monday = /week=(\d{4}-\d{2}-\d{2})/.exec(page.url())?.[1] ?? '';
  const jobs = page.getByRole('region', { name: 'Completed jobs' });
  const row = jobs.getByRole('row').filter({ hasText: bookingNo });
  await expect(row).toBeVisible({ timeout: 10_000 });
  await expect(row).toContainText(formatMoney(pay, 'en-CA'));
  await expect(page.getByRole('region', { name: 'Totals' })).toBeVisible();
  await settled(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await keepScreenshot(page, { path: `test-results/${tag}-week.png`, fullPage: true });

  const downloading = page.waitForEvent('download');
  await press(page.getByRole('button', { name: 'Download CSV' }));
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`statement-${monday}.csv`);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\ufeffType,Date,Booking,Description,Hours,Amount (CAD)\r\n')).toBe(true);
  const line = csv.split('\r\n').find((entry) => entry.includes(bookingNo));
  expect(line).toMatch(new RegExp(`^Job,\\d{4}-\\d{2}-\\d{2},${bookingNo},.*,${pay.toFixed(2)}$`));
});
