import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoContractorEmail, DEMO_PASSWORD } from '#server/db/seed/accounts.ts';
import { axeFindings } from '#tests/support/e2e-axe.ts';
import { newCustomer, openMyBookings, paidCalgaryBooking } from '#tests/support/e2e-bookings.ts';
import { press } from '#tests/support/e2e-press.ts';
import { atWidth } from '#tests/support/e2e-width.ts';

/*
 * Issue 42's reschedule (decision 121) at both widths: a customer whose booking Calgary's demo
 * cleaner accepted opens it, presses "Choose another time", picks the latest of the cleaner’s free
 * times and moves the booking there; the page, the customer's e-mail and the cleaner's say the
 * new time. Calgary, on days no other spec books there (e2e-bookings.ts): 9 on the desktop, 11
 * on the phone.
 */

type JobOnList = { iBookingId: number; vBookingNo: string };

async function post<T>(api: APIRequestContext, url: string, body: object): Promise<T> {
  const response = await api.post(url, { data: body });
  const json = (await response.json()) as { message?: string } & T;
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${json.message}`);
  return json;
}

test('a customer moves the booking their cleaner accepted into the cleaner’s free time', async ({
  page,
  playwright,
}) => {
  test.setTimeout(2 * 60_000);
  const { tag, day } = atWidth({
    desktop: { tag: 'reschedule-desktop', day: 9 },
    phone: { tag: 'reschedule-phone', day: 11 },
  });
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const cleaner = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  try {
    const customer = await newCustomer(api, tag);
    const bookingNo = await paidCalgaryBooking(api, customer, day);
    await post(cleaner, '/api/auth/login', {
      vEmail: demoContractorEmail('Calgary'),
      vPassword: DEMO_PASSWORD,
    });
    const open = await post<{ data: JobOnList[] }>(cleaner, '/api/contractor/get_contractor_Job', {
      eStatus: 'Open',
    });
    const job = open.data.find((entry) => entry.vBookingNo === bookingNo);
    if (!job) throw new Error(`${bookingNo} is not among Calgary's open jobs`);
    await post(cleaner, '/api/contractor/assign_contractor_to_booking', {
      iBookingId: job.iBookingId,
    });

    await openMyBookings(page, customer);
    await page.goto(`/booking/${bookingNo}`);
    const main = page.getByRole('main');
    await expect(main.locator('.mantine-Badge-root')).toHaveText('Cleaner assigned');
    const section = main.getByRole('region', { name: 'Change the time' });
    await expect(section).toContainText(
      'Your booking keeps its time until the new one is confirmed.',
    );
    await press(section.getByRole('button', { name: 'Choose another time' }));

    const dialog = page.getByRole('dialog', { name: 'Choose a new time' });
    const cleanerTimes = dialog.getByRole('group', { name: 'Your cleaner’s free times' });
    await expect(cleanerTimes.getByRole('button').first()).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText('You can move this booking 2 more times.');
    await expect(cleanerTimes.getByRole('button').first()).toContainText(/Same price: \$\d/);
    await expect(dialog).toHaveCSS('opacity', '1');
    expect(await axeFindings(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/${tag}-times.png` });

    // The latest time offered: the first ones start within the hour, when the Calgary cleaner is
    // wanted by the specs that bring a job forward to finish it (tips, refunds).
    const latest = cleanerTimes.getByRole('button').last();
    const whenText = latest.getByText(
      /^\w+day, \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2}[AP]M to \d{1,2}:\d{2}[AP]M$/,
    );
    const when = (await whenText.textContent()) ?? '';
    await press(latest);
    const confirm = page.getByRole('dialog', { name: 'Change the time' });
    await expect(confirm).toContainText(`Move your booking to ${when}?`);
    await expect(confirm).toHaveCSS('opacity', '1');
    await page.screenshot({ path: `/tmp/${tag}-confirm.png` });
    await press(confirm.getByRole('button', { name: 'Move my booking' }));

    await expect(confirm).toBeHidden({ timeout: 10_000 });
    await expect(section.getByRole('status')).toHaveText(`Your booking is moved to ${when}.`);
    await expect(main.locator('.mantine-Badge-root')).toHaveText('Cleaner assigned');
    expect(await axeFindings(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/${tag}-moved.png`, fullPage: true });

    // Both are told: the customer by e-mail with the price, the cleaner with the new time.
    await page.goto('/dev/outbox');
    const mails = page.locator('article');
    const customerMail = mails.filter({ hasText: `To: ${customer.email} ` }).filter({
      has: page.getByRole('heading', {
        level: 2,
        name: `Your MapleShine booking ${bookingNo} is moved`,
      }),
    });
    await expect(customerMail).toHaveCount(1);
    await expect(customerMail).toContainText('The price stays');
    await expect(customerMail).toContainText('is still your cleaner and has the new time.');
    const cleanerMail = mails.filter({
      has: page.getByRole('heading', { level: 2, name: `Job ${bookingNo} has a new time` }),
    });
    await expect(cleanerMail).toHaveCount(1);
  } finally {
    await api.dispose();
    await cleaner.dispose();
  }
});
