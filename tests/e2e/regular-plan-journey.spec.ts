import { readFile } from 'node:fs/promises';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { extractText } from 'unpdf';
import { formatDay, formatWeekdayDay } from '#shared/i18n/format.ts';
import { cityDay as dayInCity, newCustomer, openMyBookings } from '#tests/support/e2e-bookings.ts';
import { approvedByOperator, newCleaner } from '#tests/support/e2e-new-cleaner.ts';
import { press } from '#tests/support/e2e-press.ts';
import { choose, fillCard } from '#tests/support/e2e-same-day.ts';
import { signIn } from '#tests/support/e2e-tax-details.ts';
import { calendarLabel, worksEveryDay } from '#tests/support/e2e-working-hours.ts';
import { atWidth, thisWidth } from '#tests/support/e2e-width.ts';

/*
 * Issue 45's end-to-end journey ("Done when", its first point) at both widths: a new customer
 * buys a cleaning every 2 weeks in the wizard; a new cleaner of the city, whose hours cover it,
 * presses "Accept every visit" on its first visit; the second visit (written by the visit writer
 * when the plan was paid) is brought to now and held, then started and completed, so its card is
 * charged the discounted price; the customer skips the first visit and pauses the plan for 2
 * weeks on the plan's page, each dialog showing its cost; and the cleaner's jobs list exactly the
 * visit that remains, the third.
 *
 * The test clock is the development routes: /dev/jobs/soon brings the second visit within the
 * hour (so within the 24 hours of its hold), /dev/payments/authorize-due runs the saved-card
 * holds now instead of at their ten-minute schedule, /dev/jobs/worked moves its start back.
 *
 * Every 2 weeks with the writer's five weeks ahead gives three visits: days D, D + 14 and D + 28.
 * Winnipeg from 9:00AM to 1:00PM, D = 5 on the desktop and 6 on the phone (so the third visit is
 * within the writer's 35 days), then days 19/20 and 33/34: no other spec books Winnipeg on these
 * days (guest-journey 2 and 3, cleaner-paid 4, every-route 52 to 54, paged-lists 200 on).
 */

const CITY = 'Winnipeg';
const ZONE = 'America/Winnipeg';
const ADDRESS = '201 Portage Ave, Winnipeg, MB R3B 3K6';
const POSTAL_CODE = 'R3B 3K6';

/** Winnipeg's date `daysAhead` after today, YYYY-MM-DD. */
const cityDay = (daysAhead: number) => dayInCity(ZONE, daysAhead);

function shot(page: Page, name: string) {
  return page.screenshot({
    path: `test-results/plan-journey/${name}-${thisWidth()}.png`,
    fullPage: true,
  });
}

/** A page of its own for one person, at the project's width (and touch on the phone). */
async function personPage(browser: Browser): Promise<Page> {
  const { viewport, hasTouch, isMobile, baseURL } = test.info().project.use;
  const context = await browser.newContext({ viewport, hasTouch, isMobile, baseURL });
  return context.newPage();
}

async function devPost(api: APIRequestContext, url: string, data: object) {
  const answer = await api.post(url, { data });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { data?: unknown };
}

type ListedJob = { iBookingId: number; vBookingNo: string; vDate: string; estimatedHour: number };

/** The signed-in cleaner's jobs of a status, as their jobs screen reads them. */
async function jobsOf(api: APIRequestContext, eStatus: string): Promise<ListedJob[]> {
  const answer = await api.post('/api/contractor/get_contractor_Job', { data: { eStatus } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: ListedJob[] }).data;
}

/** /jobs, one of its tabs opened: the tab's panel. */
async function jobsTab(page: Page, tab: RegExp): Promise<Locator> {
  await page.goto('/jobs');
  await press(page.getByRole('tab', { name: tab }));
  return page.getByRole('tabpanel', { name: tab });
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(bytes, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test('a customer books every 2 weeks, the cleaner accepts the plan, a visit is held and charged, the customer skips and pauses, and the cleaner keeps exactly the rest', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(4 * 60_000);
  const server = baseURL ?? '';
  const width = thisWidth();
  const first = atWidth({ desktop: 5, phone: 6 });
  const dates = [cityDay(first), cityDay(first + 14), cityDay(first + 28)] as const;
  const [firstDate, secondDate, thirdDate] = dates;

  const customerApi = await playwright.request.newContext({ baseURL: server });
  const cleanerApi = await playwright.request.newContext({ baseURL: server });
  const operatorApi = await playwright.request.newContext({ baseURL: server });
  const cleanerPage = await personPage(browser);
  try {
    const customer = await newCustomer(customerApi, `plan-journey-${width}`);
    const cleaner = await newCleaner(cleanerApi, {
      tag: 'plan-journey',
      city: CITY,
      fullName: atWidth({ desktop: 'Danielle Fontaine', phone: 'Kwame Mensah' }),
    });
    await approvedByOperator(operatorApi, server, cleaner);
    await devPost(cleanerApi, '/api/auth/login', {
      vEmail: cleaner.email,
      vPassword: cleaner.password,
    });
    // Approval gives weekday 9-to-5 hours (decision 044): the plan's weekday may be a weekend.
    await worksEveryDay(cleanerApi);

    let perVisit = '';
    let firstNo = '';
    await test.step('the customer books a cleaning every 2 weeks in the wizard', async () => {
      await openMyBookings(page, customer);
      await page.goto('/book-now');
      const contact = page.getByRole('form', { name: /find a same-day cleaner now/i });
      // Signed in: the contact details are the account's.
      await expect(contact.getByRole('textbox', { name: 'Email' })).toHaveValue(customer.email);
      await press(contact.getByRole('button', { name: 'Continue' }));
      const details = page.getByRole('form', {
        name: `${customer.fullName}, you're almost there!`,
      });
      await expect(details).toBeVisible({ timeout: 10_000 });
      await choose(page, details, 'Type of Residence', 'Apartment or Condo');
      await choose(page, details, 'Bedrooms', '1');
      await choose(page, details, 'Bathrooms', '1');
      await choose(page, details, 'Service', 'Routine Clean');
      await choose(page, details, 'City', CITY);
      await details.getByRole('textbox', { name: 'Full Address' }).fill(ADDRESS);
      await details.getByRole('textbox', { name: 'Postal Code' }).fill(POSTAL_CODE);
      await press(details.getByRole('button', { name: /Date/ }));
      await expect(page.getByRole('dialog')).toBeVisible();
      const day = page.getByRole('button', { name: calendarLabel(firstDate), exact: true });
      for (let month = 0; month < 2 && !(await day.isVisible()); month += 1) {
        await press(page.getByRole('button', { name: 'Next month' }));
      }
      await press(day);
      await expect(page.getByRole('dialog')).toBeHidden();
      await choose(page, details, 'From', '9:00AM');
      await choose(page, details, 'Until', '1:00PM');
      const every2 = details
        .getByRole('group', { name: 'Make it regular' })
        .getByRole('button', { name: 'Every 2 weeks · save 10%' });
      await press(every2);
      await expect(every2).toHaveAttribute('aria-pressed', 'true');
      await press(details.getByRole('button', { name: 'Check Availability' }));

      const summary = page.getByRole('region', { name: 'Your Cleaning Summary' });
      await expect(summary).toBeVisible({ timeout: 10_000 });
      await expect(
        summary.getByRole('row', { name: /^Regular cleaning discount \(10%\) −\$\d+\.\d{2}$/ }),
      ).toBeVisible();
      const perVisitRow = summary.getByRole('row', { name: /^Price per visit/ });
      perVisit = /\$[\d,]+\.\d{2}/.exec((await perVisitRow.textContent()) ?? '')?.[0] ?? '';
      expect(perVisit).not.toBe('');
      await expect(summary.getByTestId('plan-repeat-line')).toContainText(`${perVisit} per visit`);
      await shot(page, 'quote');
      await press(summary.getByRole('button', { name: 'Book Now' }));

      const payment = page.getByRole('form', { name: 'Payment Details' });
      await expect(payment).toBeVisible({ timeout: 10_000 });
      await fillCard(payment, '4242 4242 4242 4242');
      await press(payment.getByRole('button', { name: /^Pay / }));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Thank you for your booking!' }),
      ).toBeVisible({ timeout: 20_000 });
      const longSecond = new Intl.DateTimeFormat('en-CA', {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${secondDate}T00:00:00Z`));
      await expect(
        page.getByText(`Your regular cleaning is set: every 2 weeks. Next visit: ${longSecond}.`),
      ).toBeVisible();
      firstNo =
        (await page
          .getByRole('region', { name: 'Your booking' })
          .getByRole('definition')
          .first()
          .textContent()) ?? '';
      expect(firstNo).toMatch(/^MS-\d+$/);
    });

    await test.step('the new cleaner accepts every visit on the first', async () => {
      await signIn(cleanerPage, cleaner.email, cleaner.password);
      const available = await jobsTab(cleanerPage, /^Available Jobs/);
      // The payment asked the queue to write the later visits: they come on the board too.
      await expect(available.getByText('Regular: every 2 weeks')).toHaveCount(3, {
        timeout: 20_000,
      });
      const card = available.getByRole('article', { name: firstNo });
      await expect(card).toContainText(formatDay(firstDate, 'en-CA'));
      await shot(cleanerPage, 'board');
      await press(card.getByRole('button', { name: 'Accept every visit' }));
      const ask = cleanerPage.getByRole('dialog', { name: 'Accept every visit?' });
      await expect(ask).toContainText('You will clean this home every 2 weeks on ');
      await expect(ask).toContainText(', 9:00AM – 1:00PM.');
      await shot(cleanerPage, 'accept-dialog');
      await press(ask.getByRole('button', { name: 'Accept every visit' }));
      // Told in a toast: the visit leaves the board, and its card with it.
      await expect(
        cleanerPage
          .locator('.mantine-Notification-root')
          .getByText('You accepted every visit of this regular cleaning.'),
      ).toBeVisible({ timeout: 10_000 });
      const mine = await jobsTab(cleanerPage, /^My Jobs/);
      await expect(mine.getByRole('article')).toHaveCount(3, { timeout: 10_000 });
      for (const date of dates) {
        await expect(mine.getByText(formatDay(date, 'en-CA'), { exact: false })).toHaveCount(1);
      }
      await shot(cleanerPage, 'mine-accepted');
    });

    let secondNo = '';
    await test.step('the next visit comes within 24 hours and is held', async () => {
      const second = (await jobsOf(cleanerApi, 'Assigned')).find((job) => job.vDate === secondDate);
      if (!second) throw new Error(`no visit of ${secondDate} among the cleaner's jobs`);
      secondNo = second.vBookingNo;
      await page.goto(`/booking/${secondNo}`);
      const money = page.getByRole('region', { name: 'Payment' });
      await expect(money).toContainText(`Your card is saved. ${perVisit} will be held on it on`, {
        timeout: 10_000,
      });

      // The test clock: the visit starts in 30 minutes, and the saved-card holds run now.
      await devPost(cleanerApi, '/dev/jobs/soon', { iBookingId: second.iBookingId, minutes: 30 });
      const holds = (await devPost(cleanerApi, '/dev/payments/authorize-due', {})) as {
        data: { authorized: number[] };
      };
      expect(holds.data.authorized).toContain(second.iBookingId);
      await page.reload();
      await expect(money).toContainText(
        `${perVisit} is held on your card. You are charged only when the cleaning is done.`,
        { timeout: 10_000 },
      );
      await shot(page, 'visit-held');
    });

    await test.step('the cleaner starts and completes it: the card is charged', async () => {
      const mine = await jobsTab(cleanerPage, /^My Jobs/);
      await press(mine.getByRole('link', { name: `View Details: ${secondNo}` }));
      await expect(
        cleanerPage.getByRole('heading', { level: 1, name: 'Job Details' }),
      ).toBeVisible();
      const main = cleanerPage.getByRole('main');
      const actions = main.getByRole('group', { name: 'Job actions' });
      await press(actions.getByRole('button', { name: 'Start' }));
      await expect(main.getByRole('status')).toHaveText('Job started.', { timeout: 10_000 });
      const [started] = (await jobsOf(cleanerApi, 'InProgress')).filter(
        (job) => job.vBookingNo === secondNo,
      );
      if (!started) throw new Error(`${secondNo} is not in progress`);
      await devPost(cleanerApi, '/dev/jobs/worked', {
        iBookingId: started.iBookingId,
        minutes: started.estimatedHour * 30 + 1,
      });
      await cleanerPage.reload();
      await press(actions.getByRole('button', { name: 'Complete' }));
      const ask = cleanerPage.getByRole('dialog', { name: 'Complete this job?' });
      await press(ask.getByRole('button', { name: 'Complete' }));
      await expect(main.getByRole('status')).toHaveText('Job completed.', { timeout: 10_000 });

      await page.reload();
      const money = page.getByRole('region', { name: 'Payment' });
      await expect(money).toContainText(`Total ${perVisit}`, { timeout: 10_000 });
      await expect(money.getByText(/ was charged to your card on /)).toHaveText(
        new RegExp(`^\\${perVisit} was charged to your card on \\w+ \\d{1,2}, \\d{4}\\.$`),
      );
      await shot(page, 'visit-charged');
      // The receipt prints the plan's discount, named as the plan's (decision 148): its subtotal
      // less 10%, plus tax, is the total.
      const downloading = page.waitForEvent('download');
      await press(money.getByRole('button', { name: /^Download receipt/ }));
      const text = await pdfText(new Uint8Array(await readFile(await (await downloading).path())));
      const cents = (pattern: string) => {
        const amount = new RegExp(`${pattern} -?−?\\$([\\d,]+\\.\\d{2})`).exec(text)?.[1];
        return Math.round(Number((amount ?? 'NaN').replace(/,/g, '')) * 100);
      };
      const subtotal = cents('Subtotal');
      const discount = cents('Regular cleaning discount \\(10%\\)');
      expect(discount, text).toBe(Math.round(subtotal * 0.1));
      expect(text).toContain(`Total ${perVisit}`);
      expect(cents('GST \\(5%\\)')).toBe(Math.round((subtotal - discount) * 0.05));
    });

    await test.step('the customer skips the first visit and pauses the plan', async () => {
      await page.goto('/dashboard');
      await press(page.getByRole('link', { name: /^Open: Every 2 weeks on / }));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your regular cleaning' }),
      ).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole('heading', { name: 'Past visits' })).toBeVisible();
      await expect(page.getByText(`Cleaner: ${cleaner.fullName.split(' ')[0]}`)).toBeVisible();
      await expect(page.getByText('Your cleaner: Accepted every visit')).toBeVisible();
      await shot(page, 'plan');

      const firstName = formatWeekdayDay(firstDate, 'en-CA');
      await press(page.getByRole('button', { name: `Skip the visit of ${firstName}` }));
      const dialog = page.getByRole('dialog', { name: 'Skip this visit?' });
      await expect(dialog.getByText(/^Skipping this visit cancels it/)).toBeVisible();
      await expect(dialog.getByText('No cancellation fee.')).toBeVisible();
      await shot(page, 'skip-dialog');
      await press(dialog.getByRole('button', { name: 'Skip visit' }));
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('button', { name: `Skip the visit of ${firstName}` }),
      ).toHaveCount(0);

      await press(page.getByRole('button', { name: 'Pause' }));
      const pause = page.getByRole('dialog', { name: 'Pause your regular cleaning' });
      const resumes = formatWeekdayDay(cityDay(14), 'en-CA');
      await expect(
        pause.getByText(`Pausing for 2 weeks cancels the visits until ${resumes}`, {
          exact: false,
        }),
      ).toBeVisible({ timeout: 10_000 });
      await expect(pause.getByText('No cancellation fee.')).toBeVisible();
      await shot(page, 'pause-dialog');
      await press(pause.getByRole('button', { name: 'Pause plan' }));
      await expect(pause).toBeHidden();
      await expect(page.getByText(`Paused until ${resumes}`, { exact: true })).toBeVisible();
      // What is left: the third visit, after the pause.
      await expect(page.getByRole('button', { name: /^Skip the visit of / })).toHaveCount(1);
      await expect(
        page.getByRole('button', {
          name: `Skip the visit of ${formatWeekdayDay(thirdDate, 'en-CA')}`,
        }),
      ).toBeVisible();
      await shot(page, 'plan-paused');
    });

    await test.step('the cleaner’s jobs list exactly the visit that remains', async () => {
      const mine = await jobsTab(cleanerPage, /^My Jobs/);
      await expect(cleanerPage.getByRole('tab', { name: /^My Jobs/ })).toHaveText('My Jobs (1)');
      const left = mine.getByRole('article');
      await expect(left).toHaveCount(1);
      await expect(left.first()).toContainText(formatDay(thirdDate, 'en-CA'));
      await expect(left.first()).toContainText('Regular: every 2 weeks');
      await shot(cleanerPage, 'mine-left');

      const done = await jobsTab(cleanerPage, /^Completed/);
      await expect(done.getByRole('article')).toHaveCount(1);
      await expect(done.getByRole('article', { name: secondNo })).toBeVisible();
      const cancelled = await jobsTab(cleanerPage, /^Cancelled/);
      await expect(cancelled.getByRole('article')).toHaveCount(1);
      await expect(cancelled.getByRole('article', { name: firstNo })).toContainText(
        formatDay(firstDate, 'en-CA'),
      );
      await expect(
        (await jobsTab(cleanerPage, /^Available Jobs/)).getByText('Regular: every 2 weeks'),
      ).toHaveCount(0);
    });
  } finally {
    await cleanerPage.context().close();
    await customerApi.dispose();
    await cleanerApi.dispose();
    await operatorApi.dispose();
  }
});
