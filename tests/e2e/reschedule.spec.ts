import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { demoContractorEmail, DEMO_PASSWORD } from '#server/db/seed/accounts.ts';
import { axeFindings } from '#tests/support/e2e-axe.ts';
import { newCustomer, openMyBookings, paidCalgaryBooking } from '#tests/support/e2e-bookings.ts';
import { press } from '#tests/support/e2e-press.ts';
import { atWidth } from '#tests/support/e2e-width.ts';

/*
 * Issue 42's reschedule (decisions 121, 126) at both widths: a customer whose booking Calgary's
 * demo cleaner accepted opens it, presses "Choose another time", chooses the booking's own day
 * among the next two weeks' days, picks the latest of the cleaner’s free times that day and moves
 * the booking there; the page, the customer's e-mail and the cleaner's say the new time. Then,
 * the booking priced as before a rate rise (/dev/bookings/older-price), a second move costs more:
 * the time says "Was $X, now $Y" and the customer presses "Accept $Y and move". Calgary, on days
 * no other spec books there (e2e-bookings.ts): 9 on the desktop, 11 on the phone; the moves stay
 * on that day (the times near now are wanted by the specs that bring a job forward: tips, refunds).
 */

type JobOnList = { iBookingId: number; vBookingNo: string };

/** The city's date `daysAhead` from today, and its day chip's name ("Tue, Dec 8"). */
function calgaryDay(daysAhead: number): { date: string; chip: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Edmonton' }).format(
    new Date(),
  );
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + daysAhead));
  const chip = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(date);
  return { date: date.toISOString().slice(0, 10), chip };
}

/** A time's hours on its button: "6:00PM–8:00PM". */
const HOURS = /^\d{1,2}:\d{2}[AP]M–\d{1,2}:\d{2}[AP]M$/;

/** The new time the confirmation names: "Tuesday, December 8, 2026, 6:00PM to 8:00PM". */
async function whenOf(confirm: Locator): Promise<string> {
  const text = (await confirm.getByText(/^Move your booking to /).textContent()) ?? '';
  const when = /^Move your booking to (\w+day, \w+ \d{1,2}, \d{4}, .+ to .+)\?$/.exec(text)?.[1];
  if (!when) throw new Error(`the confirmation says: ${text}`);
  return when;
}

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
    await expect(main.locator('.mantine-Badge-root[data-size="xl"]')).toHaveText(
      'Cleaner assigned',
    );
    const section = main.getByRole('region', { name: 'Change the time' });
    await expect(section).toContainText(
      'Your booking keeps its time until the new one is confirmed.',
    );
    await press(section.getByRole('button', { name: 'Choose another time' }));

    const dialog = page.getByRole('dialog', { name: 'Choose a new time' });
    const days = dialog.getByRole('group', { name: 'Choose a day' });
    await expect(days.getByRole('button')).toHaveCount(15, { timeout: 15_000 });
    await expect(dialog).toContainText('You can move this booking 2 more times.');
    // The first day with a free time is shown first; the customer chooses the booking's own day.
    await expect(days.getByRole('button', { pressed: true })).toHaveCount(1);
    const ownDay = calgaryDay(day);
    const chip = days.getByRole('button', { name: ownDay.chip, exact: true });
    await press(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    const cleanerTimes = dialog.getByRole('group', { name: 'Your cleaner’s free times' });
    await expect(cleanerTimes.getByRole('button').first()).toBeVisible({ timeout: 15_000 });
    await expect(cleanerTimes.getByRole('button').first()).toContainText(/Same price: \$\d/);
    await expect(dialog).toHaveCSS('opacity', '1');
    expect(await axeFindings(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/${tag}-times.png` });

    // The day's times say their hours only, under the day's heading; the latest is taken.
    const ownDayWords = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(`${ownDay.date}T00:00:00Z`));
    await expect(dialog.getByText(`Free times on ${ownDayWords}`, { exact: true })).toBeVisible();
    const latest = cleanerTimes.getByRole('button').last();
    const hours = (await latest.getByText(HOURS).textContent()) ?? '';
    await press(latest);
    const confirm = page.getByRole('dialog', { name: 'Change the time' });
    const when = await whenOf(confirm);
    expect(when).toBe(`${ownDayWords}, ${hours.replace('–', ' to ')}`);
    await expect(confirm).toContainText(`Move your booking to ${when}?`);
    await expect(confirm).toHaveCSS('opacity', '1');
    await page.screenshot({ path: `/tmp/${tag}-confirm.png` });
    await press(confirm.getByRole('button', { name: 'Move my booking' }));

    await expect(confirm).toBeHidden({ timeout: 10_000 });
    await expect(section.getByRole('status')).toHaveText(`Your booking is moved to ${when}.`);
    await expect(main.locator('.mantine-Badge-root[data-size="xl"]')).toHaveText(
      'Cleaner assigned',
    );
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

    // The second move costs more: the booking was priced before a rate rise of $15.00.
    await post(api, '/dev/bookings/older-price', { vBookingNo: bookingNo, iLessCents: 1500 });
    await page.goto(`/booking/${bookingNo}`);
    await press(section.getByRole('button', { name: 'Choose another time' }));
    await expect(dialog).toContainText('You can move this booking 1 more time.', {
      timeout: 15_000,
    });
    await press(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    const dearer = cleanerTimes.getByRole('button').last();
    await expect(dearer).toContainText(/Was \$[\d,]+\.\d{2}, now \$[\d,]+\.\d{2}$/, {
      timeout: 15_000,
    });
    const price = /now (\$[\d,]+\.\d{2})$/.exec((await dearer.textContent()) ?? '')?.[1] ?? '';
    await press(dearer);
    const newWhen = await whenOf(confirm);
    expect(newWhen).not.toBe(when);
    await expect(confirm).toContainText(`Move your booking to ${newWhen}?`);
    await expect(confirm).toContainText(
      'The new time costs more. We place a hold for the new price on your card before we release the current hold.',
    );
    await expect(confirm.getByRole('button', { name: 'Move my booking' })).toHaveCount(0);
    await expect(confirm).toHaveCSS('opacity', '1');
    expect(await axeFindings(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/${tag}-accept.png` });
    await press(confirm.getByRole('button', { name: `Accept ${price} and move` }));

    await expect(confirm).toBeHidden({ timeout: 10_000 });
    await expect(section.getByRole('status')).toHaveText(`Your booking is moved to ${newWhen}.`);
    await page.goto('/dev/outbox');
    const dearerMail = page
      .locator('article')
      .filter({ hasText: `To: ${customer.email} ` })
      .filter({ hasText: `it is now ${price}.` });
    await expect(dearerMail).toHaveCount(1);
  } finally {
    await api.dispose();
    await cleaner.dispose();
  }
});
