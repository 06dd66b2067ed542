import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoContractorEmail } from '#server/db/seed/accounts.ts';
import { bookingLabels } from '#shared/catalogue/en-CA/dashboard.ts';
import { jobsLabels } from '#shared/catalogue/en-CA/jobs.ts';
import { seriousAxeViolations } from './e2e-axe.ts';
import { newCustomer, openMyBookings, type E2eCustomer } from './e2e-bookings.ts';
import { logInOperatorThroughApi } from './e2e-operator.ts';
import { press } from './e2e-press.ts';
import { atWidth, type PerWidth } from './e2e-width.ts';
import { POSTAL_CODES } from './postal-codes.ts';
import { keepScreenshot } from './e2e-screenshot.ts';

/*
 * Decision 054 on the real server, run by paged-lists.spec.ts at both widths: a new customer books
 * PAST_ITEMS cleanings in one city, that city's demo cleaner takes each and an operator cancels
 * each, so both have more past work than the first page (10) holds. Each presses "Show earlier …"
 * until it goes and sees every one of these cleanings once. Each project has its own city and days
 * (far ahead, which no other spec books); cancelled jobs leave the job boards of later specs alone.
 */

const PAST_ITEMS = 12;

type Envelope<T> = { code: number; message: string; data?: T; id?: string; final_price?: number };

async function post<T>(api: APIRequestContext, url: string, body: object, headers = {}) {
  const response = await api.post(url, { data: body, headers });
  const envelope = (await response.json()) as Envelope<T>;
  expect(response.status(), `${url}: ${envelope.message}`).toBe(200);
  return envelope;
}

function dayAhead(daysAhead: number): string {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** The signed-in customer books and pays a Routine Clean in `city` on `day`, 10:00AM to 1:00PM. */
async function paidBooking(
  api: APIRequestContext,
  customer: E2eCustomer,
  city: string,
  day: string,
  n: number,
) {
  const cities = await post<{ iCityId: number; vCity: string }[]>(
    api,
    '/api/city/get_all_data',
    {},
  );
  const services = await post<{ iServiceId: number; vServiceName: string }[]>(
    api,
    '/api/service/get_all_data',
    {},
  );
  // The booking is the signed-in customer's whatever address it names; one address a booking
  // stays under the limit of booking starts per e-mail.
  const started = await post<never>(api, '/api/cleaning/book-same-day', {
    vFullName: customer.fullName,
    vEmail: customer.email.replace('@', `+${n}@`),
    vMobile: '4035550199',
  });
  const quote = await post<never>(
    api,
    '/api/cleaning/schedule-cleaning',
    {
      vResidence: 'Apartment or Condo',
      iServiceId: services.data?.find((s) => s.vServiceName === 'Routine Clean')?.iServiceId,
      iCityId: cities.data?.find((entry) => entry.vCity === city)?.iCityId,
      vBedrooms: '1',
      vBathrooms: '1',
      vExtras: [],
      vUnit: '',
      vAddress: `${100 + n} Main St, ${city}`,
      vPostalCode: POSTAL_CODES[city],
      vDate: day,
      vFrom: '10:00AM',
      vUntill: '1:00PM',
    },
    { vUniqueCode: started.id },
  );
  const paid = await post<{ vBookingNo: string }>(api, '/api/cleaning/payment_autorization', {
    vUniqueCode: started.id,
    amount: quote.final_price,
    currency: 'cad',
    paymentMethodId: 'pm_card_visa',
    coupon_code: '',
  });
  return paid.data?.vBookingNo ?? '';
}

/** The city's demo cleaner takes the jobs and an operator cancels them: past work for both. */
async function takenAndCancelled(
  cleaner: APIRequestContext,
  operator: APIRequestContext,
  city: string,
  bookingNos: string[],
) {
  await post(cleaner, '/api/auth/login', {
    vEmail: demoContractorEmail(city),
    vPassword: DEMO_PASSWORD,
  });
  // The password, then a code of the operator's app (decision 078).
  await logInOperatorThroughApi(operator, test.info().project.use.baseURL ?? '');
  const open = await post<{ iBookingId: number; vBookingNo: string }[]>(
    cleaner,
    '/api/contractor/get_contractor_Job',
    { eStatus: 'Open' },
  );
  for (const bookingNo of bookingNos) {
    const job = open.data?.find((entry) => entry.vBookingNo === bookingNo);
    if (!job) throw new Error(`${bookingNo} is not among ${city}'s open jobs`);
    await post(cleaner, '/api/cleaning/accept_job', { iBookingId: job.iBookingId });
    await post(operator, '/api/admin/bookings/cancel', { bookingId: job.iBookingId });
  }
}

/** Presses "Show earlier …" until it goes, then sees each booking once. */
async function showAllEarlier(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  button: string,
  bookingNos: string[],
) {
  const more = page.getByRole('button', { name: button });
  await expect(more).toBeVisible({ timeout: 10_000 });
  // The newest page: ten of these cleanings, the two oldest not yet.
  await expect(scope.getByRole('article', { name: bookingNos[0] })).toHaveCount(1);
  await expect(scope.getByRole('article', { name: bookingNos.at(-1) })).toHaveCount(0);
  const articles = scope.getByRole('article');
  for (let presses = 0; (await more.count()) > 0 && presses < 20; presses += 1) {
    const shown = await articles.count();
    await press(more);
    // The next page is in once more cards are shown (the button may go in the same moment); only
    // then is the button, if still there, the one to press again.
    await expect(async () => {
      expect(await articles.count()).toBeGreaterThan(shown);
    }).toPass({ timeout: 10_000 });
    await expect(more.and(page.locator('[data-loading]'))).toHaveCount(0, { timeout: 10_000 });
  }
  await expect(more).toHaveCount(0);
  for (const bookingNo of bookingNos) {
    await expect(scope.getByRole('article', { name: bookingNo })).toHaveCount(1);
  }
}

function shot(page: Page, name: string) {
  return keepScreenshot(page, {
    path: `test-results/screens/${test.info().project.name}/${name}.png`,
    fullPage: true,
  });
}

export function pagedListTests(where: PerWidth<{ city: string; firstDay: number }>) {
  const cities = `${where.desktop.city} at desktop width, ${where.phone.city} on a phone`;
  test(`a customer and the city's cleaner (${cities}) with more past work than a page see it all after "Show earlier …", once each`, async ({
    page,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const { city, firstDay } = atWidth(where);
    const baseURL = test.info().project.use.baseURL;
    const customerApi = await playwright.request.newContext({ baseURL });
    const cleaner = await playwright.request.newContext({ baseURL });
    const operator = await playwright.request.newContext({ baseURL });
    const bookingNos: string[] = [];
    try {
      const customer = await newCustomer(customerApi, `paged-${test.info().project.name}`);
      // Newest cleaning first: the booking furthest ahead leads both lists.
      for (let n = PAST_ITEMS - 1; n >= 0; n -= 1) {
        bookingNos.push(await paidBooking(customerApi, customer, city, dayAhead(firstDay + n), n));
      }
      await takenAndCancelled(cleaner, operator, city, bookingNos);

      await openMyBookings(page, customer);
      const cancelled = page.getByRole('region', { name: 'Cancelled bookings' });
      await showAllEarlier(page, cancelled, bookingLabels.SHOW_EARLIER_BOOKINGS, bookingNos);
      await expect(cancelled.getByRole('article')).toHaveCount(PAST_ITEMS);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, 'paged-bookings');

      await page.context().clearCookies();
      await page.goto('/login');
      await page.evaluate(() => sessionStorage.clear());
      const form = page.getByRole('form', { name: 'Welcome Back' });
      await form.getByRole('textbox', { name: 'Email' }).fill(demoContractorEmail(city));
      await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await press(form.getByRole('button', { name: 'Log In' }));
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
      await page.goto('/jobs');
      await press(page.getByRole('tab', { name: /^Cancelled/ }));
      const panel = page.getByRole('tabpanel', { name: /^Cancelled/ });
      await showAllEarlier(page, panel, jobsLabels.SHOW_EARLIER_JOBS, bookingNos);
      await expect(page.getByRole('tab', { name: /^Cancelled \(\d+\)$/ })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, 'paged-jobs');
    } finally {
      await customerApi.dispose();
      await cleaner.dispose();
      await operator.dispose();
    }
  });
}
