import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoOperator } from '#server/db/seed/accounts.ts';
import { todayLabels } from '#shared/catalogue/en-CA/admin-core.ts';
import { seriousAxeViolations } from './e2e-axe.ts';
import { logInOperatorThroughApi, signInAsOperator } from './e2e-operator.ts';
import { onPhone } from './e2e-press.ts';
import { atWidth, type PerWidth } from './e2e-width.ts';
import { POSTAL_CODES } from './postal-codes.ts';
import { uniqueEmail } from './e2e-same-day.ts';
import { cleanerApi, readHours, restoreHours, saturdayAhead } from './e2e-working-hours.ts';
import { keepScreenshot } from './e2e-screenshot.ts';

/*
 * Decision 057, run by uncovered-job.spec.ts at both widths: a customer pays for a Saturday, then
 * the city's only Saturday cleaner (the demo cleaner, decision 044's seed) takes that Saturday off.
 * The operator finds the job on Today as one no cleaner can take, and the alert e-mail on
 * /dev/outbox with its delivery status. Each project uses a city of its own and a Saturday seven
 * weeks ahead, which no other spec books, and gives the cleaner back their hours and cancels the
 * booking afterwards.
 */

type Envelope<T> = { code: number; message: string; data?: T; id?: string; final_price?: number };

async function post<T>(api: APIRequestContext, url: string, body: object, headers = {}) {
  const response = await api.post(url, { data: body, headers });
  const envelope = (await response.json()) as Envelope<T>;
  expect(response.status(), envelope.message).toBe(200);
  return envelope;
}

/** An anonymous customer books and pays a Deep Cleaning on `day` from 9:00AM; its number. */
async function paidBooking(api: APIRequestContext, city: string, day: string) {
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
  const started = await post<never>(api, '/api/cleaning/book-same-day', {
    vFullName: 'Amelia Tremblay',
    vEmail: uniqueEmail('uncovered'),
    vMobile: '7805550142',
  });
  const quote = await post<never>(
    api,
    '/api/cleaning/schedule-cleaning',
    {
      vResidence: 'House',
      iServiceId: services.data?.find((s) => s.vServiceName === 'Deep Cleaning')?.iServiceId,
      iCityId: cities.data?.find((entry) => entry.vCity === city)?.iCityId,
      vBedrooms: '2',
      vBathrooms: '1',
      vExtras: [],
      vUnit: '',
      vAddress: `100 Main St, ${city}`,
      vPostalCode: POSTAL_CODES[city],
      vDate: day,
      vFrom: '9:00AM',
      vUntill: '5:00PM',
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

/** Cancels the booking as an operator, so no later spec finds it on a job board. */
async function cancelAsOperator(api: APIRequestContext, bookingNo: string) {
  // The password, then a code of the operator's app (decision 078).
  await logInOperatorThroughApi(api, test.info().project.use.baseURL ?? '');
  const list = await post<{ items: { id: number; bookingNo: string }[] }>(
    api,
    '/api/admin/bookings/list',
    { bookingNo },
  );
  const id = list.data?.items.find((item) => item.bookingNo === bookingNo)?.id;
  if (id) await post(api, '/api/admin/bookings/cancel', { bookingId: id });
}

function shot(page: Page, name: string) {
  return keepScreenshot(page, {
    path: `test-results/screens/${test.info().project.name}/${name}.png`,
    fullPage: true,
  });
}

export function uncoveredJobTests(cities: PerWidth<string>) {
  test('a paid Saturday its only cleaner takes off shows on Today as one no cleaner can take, and the alert on /dev/outbox', async ({
    page,
    playwright,
  }) => {
    const city = atWidth(cities);
    const baseURL = test.info().project.use.baseURL;
    const cleaner = await playwright.request.newContext({ baseURL });
    const customer = await playwright.request.newContext({ baseURL });
    const operator = await playwright.request.newContext({ baseURL });
    await cleanerApi(cleaner, city);
    const before = await readHours(cleaner);
    const saturday = saturdayAhead(before.vTimeZone, 7);
    let bookingNo = '';
    try {
      bookingNo = await paidBooking(customer, city, saturday);
      await restoreHours(cleaner, {
        ...before,
        aDaysOff: [...before.aDaysOff, { dFrom: saturday, dUntil: saturday }],
      });

      await signInAsOperator(page);
      // A table at desktop width, a list of cards on a phone (PagedList).
      const row = onPhone()
        ? page
            .getByRole('list', { name: todayLabels.AT_RISK_HEADING })
            .getByRole('listitem')
            .filter({ hasText: bookingNo })
        : page
            .getByRole('table', { name: todayLabels.AT_RISK_HEADING })
            .getByRole('row')
            .filter({ hasText: bookingNo });
      await expect(row).toBeVisible({ timeout: 10_000 });
      await expect(row.getByText(todayLabels.NO_CLEANER)).toBeVisible();
      await expect(row.getByText(city)).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await row.scrollIntoViewIfNeeded();
      await shot(page, 'admin-today-no-cleaner');

      await page.goto('/dev/outbox');
      const alert = page
        .locator('article')
        .filter({ hasText: `To: ${demoOperator.email} ` })
        .filter({ hasText: `${bookingNo}: Deep Cleaning` })
        .first();
      await expect(
        alert.getByRole('heading', { name: `No cleaner can take 1 paid job in ${city}` }),
      ).toBeVisible();
      await expect(alert.getByText(/^Status: (pending|sent)/)).toBeVisible();
      await alert.scrollIntoViewIfNeeded();
      await shot(page, 'dev-outbox-status');
    } finally {
      await restoreHours(cleaner, before);
      if (bookingNo) await cancelAsOperator(operator, bookingNo);
      await cleaner.dispose();
      await customer.dispose();
      await operator.dispose();
    }
  });
}
