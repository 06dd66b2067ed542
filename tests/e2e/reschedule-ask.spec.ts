import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '#server/db/seed/accounts.ts';
import { axeFindings } from '#tests/support/e2e-axe.ts';
import { newCustomer, openMyBookings } from '#tests/support/e2e-bookings.ts';
import { press } from '#tests/support/e2e-press.ts';
import {
  chooseLatestTimeToAsk,
  emilysBooking,
  WEEKDAY_CLEANER,
  weekdayFrom,
} from '#tests/support/e2e-reschedule-ask.ts';
import { atWidth } from '#tests/support/e2e-width.ts';

/*
 * Issue 42's reschedule outside the assigned cleaner's hours (decision 125) at both widths: a
 * booking accepted by Calgary's weekday cleaner (Emily Chen, Monday to Friday 8:00AM–4:00PM,
 * seeded) is asked for a time outside her hours, when another cleaner is free; the booking page
 * says it waits for her answer; she accepts on her jobs screen; the booking page then shows the
 * new time. Calgary, on weekdays no other spec books there: the first weekday from 10 days ahead
 * on the desktop, from 12 on the phone (the picker offers today and the next 14 days).
 */

/** Signs in through the form as someone else on the same page. */
async function signInAs(page: Page, email: string, password: string) {
  // Signed out as a tab is: the session cookie and the tab's remembered role gone.
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Welcome Back' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await press(form.getByRole('button', { name: 'Log In' }));
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
}

test('a customer asks for a time outside their cleaner’s hours and the cleaner accepts', async ({
  page,
  playwright,
}) => {
  test.setTimeout(3 * 60_000);
  const { tag, from } = atWidth({
    desktop: { tag: 'reschedule-ask-desktop', from: 10 },
    phone: { tag: 'reschedule-ask-phone', from: 12 },
  });
  const day = weekdayFrom(from);
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const cleaner = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  try {
    const customer = await newCustomer(api, tag);
    const bookingNo = await emilysBooking(api, cleaner, customer, day);

    await openMyBookings(page, customer);
    await page.goto(`/booking/${bookingNo}`);
    const main = page.getByRole('main');
    await expect(main.locator('.mantine-Badge-root[data-size="xl"]')).toHaveText(
      'Cleaner assigned',
    );
    const section = main.getByRole('region', { name: 'Change the time' });
    await press(section.getByRole('button', { name: 'Choose another time' }));

    const { when, dayText, fromText, confirm } = await chooseLatestTimeToAsk(
      page,
      day,
      async (dialog) => {
        await expect(dialog).toHaveCSS('opacity', '1');
        expect(await axeFindings(page)).toEqual([]);
        await page.screenshot({ path: `/tmp/${tag}-times.png` });
      },
    );
    await expect(confirm).toHaveCSS('opacity', '1');
    await page.screenshot({ path: `/tmp/${tag}-ask.png` });
    await press(confirm.getByRole('button', { name: /^Ask my cleaner/ }));
    await expect(confirm).toBeHidden({ timeout: 10_000 });

    // The booking keeps its time while Emily has not answered.
    const waiting = section.getByRole('status');
    await expect(waiting).toContainText(/Waiting for Emily to answer by \w+day, /);
    await expect(waiting).toContainText(`Asked for: ${when}`);
    expect(await axeFindings(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/${tag}-waiting.png`, fullPage: true });

    // Emily accepts on her jobs screen.
    await signInAs(page, WEEKDAY_CLEANER, DEMO_PASSWORD);
    await page.goto('/jobs');
    const card = page.getByRole('article', { name: 'New time asked' }).filter({
      hasText: `Job ${bookingNo}`,
    });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card).toContainText(`Asked: ${when}`);
    expect(await axeFindings(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/${tag}-cleaner.png` });
    await press(card.getByRole('button', { name: `Accept the new time of job ${bookingNo}` }));
    await expect(card).toBeHidden({ timeout: 10_000 });

    // The booking page shows the new time, still with its cleaner.
    await signInAs(page, customer.email, customer.password);
    await page.goto(`/booking/${bookingNo}`);
    await expect(main.locator('.mantine-Badge-root[data-size="xl"]')).toHaveText(
      'Cleaner assigned',
    );
    await expect(main).toContainText(dayText);
    await expect(main).toContainText(fromText);
    await expect(section.getByRole('status')).toHaveCount(0);
    await page.screenshot({ path: `/tmp/${tag}-moved.png`, fullPage: true });

    await page.goto('/dev/outbox');
    const mails = page.locator('article');
    await expect(
      mails.filter({
        has: page.getByRole('heading', {
          level: 2,
          name: `Job ${bookingNo}: the customer asks for a new time`,
        }),
      }),
    ).toHaveCount(1);
    await expect(
      mails.filter({ hasText: `To: ${customer.email} ` }).filter({
        has: page.getByRole('heading', {
          level: 2,
          name: `Your MapleShine booking ${bookingNo} is moved`,
        }),
      }),
    ).toHaveCount(1);
  } finally {
    await api.dispose();
    await cleaner.dispose();
  }
});
