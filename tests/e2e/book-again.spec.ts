import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  DEMO_PASSWORD,
  demoContractorEmail,
  demoContractorName,
} from '#server/db/seed/accounts.ts';
import { newCustomer, openMyBookings } from '#tests/support/e2e-bookings.ts';
import { fillCard } from '#tests/support/e2e-same-day.ts';
import { press } from '#tests/support/e2e-press.ts';
import { keepScreenshot } from '#tests/support/e2e-screenshot.ts';
import { atWidth } from '#tests/support/e2e-width.ts';

/*
 * Issue 42's "done when" (decision 120): "Book again" books the same cleaner. A new customer's
 * routine clean is done by the city's demo cleaner (booked, paid, accepted, brought forward,
 * started and completed through the API, as the journey specs do); the customer presses Book
 * again on it, picks one of that cleaner's free times, checks the filled-in details, pays, and the
 * same cleaner finds the job among theirs and accepts it. Each width books a city no other spec
 * books: Toronto on the desktop, Mississauga on the phone, three days ahead.
 */

type City = { name: string; zone: string; address: string; postalCode: string };

const CITIES: Record<'desktop' | 'phone', City> = {
  desktop: {
    name: 'Toronto',
    zone: 'America/Toronto',
    address: '100 Queen St W, Toronto, ON M5H 2N2',
    postalCode: 'M5H 2N2',
  },
  phone: {
    name: 'Mississauga',
    zone: 'America/Toronto',
    address: '300 City Centre Dr, Mississauga, ON L5B 3C1',
    postalCode: 'L5B 3C1',
  },
};

async function post<T>(api: APIRequestContext, url: string, body: object, headers = {}) {
  const response = await api.post(url, { data: body, headers });
  const json = (await response.json()) as { data?: T; message?: string; id?: string } & T;
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${json.message}`);
  return json;
}

function dayAhead(zone: string, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

type Job = { iBookingId: number; vBookingNo: string };

async function jobNumbered(cleaner: APIRequestContext, bookingNo: string): Promise<Job | null> {
  const jobs = await post<Job[]>(cleaner, '/api/contractor/get_contractor_Job', {});
  return jobs.data?.find((job) => job.vBookingNo === bookingNo) ?? null;
}

/** A routine clean of the customer's, paid, then accepted, done and completed by the cleaner. */
async function completedCleaning(
  customer: APIRequestContext,
  cleaner: APIRequestContext,
  city: City,
  contact: { fullName: string; email: string },
): Promise<string> {
  const cities = await post<{ iCityId: number; vCity: string }[]>(
    customer,
    '/api/city/get_all_data',
    {},
  );
  const services = await post<{ iServiceId: number; vServiceName: string }[]>(
    customer,
    '/api/service/get_all_data',
    {},
  );
  const iCityId = cities.data?.find((each) => each.vCity === city.name)?.iCityId;
  const iServiceId = services.data?.find((s) => s.vServiceName === 'Routine Clean')?.iServiceId;
  if (!iCityId || !iServiceId) throw new Error(`the seed has no ${city.name} or no Routine Clean`);
  const { id } = await post<never>(customer, '/api/cleaning/book-same-day', {
    vFullName: contact.fullName,
    vEmail: contact.email,
    vMobile: '4035550199',
  });
  if (!id) throw new Error('book-same-day answered no booking code');
  const quote = await post<never>(
    customer,
    '/api/cleaning/schedule-cleaning',
    {
      vResidence: 'Apartment or Condo',
      iServiceId,
      iCityId,
      vBedrooms: '1',
      vBathrooms: '1',
      vExtras: ['Inside Fridge'],
      vUnit: '1204',
      vAddress: city.address,
      vPostalCode: city.postalCode,
      vDate: dayAhead(city.zone, 3),
      vFrom: '6:00PM',
      vUntill: '11:00PM',
      accessNotes: { vEntryCode: 'Buzz 1204', vParking: '', vPets: 'A calm cat', tOther: '' },
    },
    { vUniqueCode: id },
  );
  const finalPrice = (quote as { final_price?: number }).final_price;
  const paid = await post<{ vBookingNo: string }>(customer, '/api/cleaning/payment_autorization', {
    vUniqueCode: id,
    amount: finalPrice,
    currency: 'cad',
    paymentMethodId: 'pm_card_visa',
    coupon_code: '',
  });
  const bookingNo = paid.data?.vBookingNo;
  if (!bookingNo) throw new Error('payment_autorization answered no booking');

  await post(cleaner, '/api/auth/login', {
    vEmail: demoContractorEmail(city.name),
    vPassword: DEMO_PASSWORD,
  });
  const job = await jobNumbered(cleaner, bookingNo);
  if (!job) throw new Error(`${bookingNo} is not on the cleaner's board`);
  const iBookingId = job.iBookingId;
  await post(cleaner, '/api/cleaning/accept_job', { iBookingId });
  await post(cleaner, '/dev/jobs/soon', { iBookingId, minutes: 30 });
  await post(cleaner, '/api/contractor/start_booking', { iBookingId });
  await post(cleaner, '/dev/jobs/worked', { iBookingId, minutes: 240 });
  await post(cleaner, '/api/contractor/complete_booking', { iBookingId });
  return bookingNo;
}

test('"Book again" books the same cleaner: one of their free times, the details filled in, paid, and they accept it', async ({
  page,
  playwright,
}) => {
  test.setTimeout(180_000);
  const city = atWidth(CITIES);
  const width = atWidth({ desktop: 'desktop', phone: 'phone' });
  const baseURL = test.info().project.use.baseURL;
  const customerApi = await playwright.request.newContext({ baseURL });
  const cleanerApi = await playwright.request.newContext({ baseURL });
  const cleanerFirstName = demoContractorName(city.name).split(' ')[0] ?? '';

  const customer = await newCustomer(customerApi, `again-${width}`);
  const past = await completedCleaning(customerApi, cleanerApi, city, customer);

  await openMyBookings(page, customer);
  const card = page
    .getByRole('region', { name: 'Past bookings' })
    .getByRole('article', { name: past });
  await expect(card).toContainText('Completed');
  await press(card.getByRole('link', { name: 'Book again' }));

  await expect(
    page.getByRole('heading', { level: 1, name: 'Book your cleaning again' }),
  ).toBeVisible({
    timeout: 10_000,
  });
  await expect(
    page.getByRole('heading', {
      name: `${cleanerFirstName}’s free times in the next two weeks`,
    }),
  ).toBeVisible({ timeout: 10_000 });
  // Continue without a time says what to do.
  await press(page.getByRole('button', { name: 'Continue' }));
  await expect(page.getByRole('alert')).toHaveText(
    'Please choose one of the times, or tick “or anyone available”.',
  );
  const firstDay = page.getByRole('group', { name: /day, / }).first();
  const firstTime = firstDay.getByRole('button').first();
  const chosenTime = (await firstTime.textContent()) ?? '';
  await press(firstTime);
  await expect(firstTime).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('checkbox', { name: 'or anyone available' })).not.toBeChecked();
  await keepScreenshot(page, {
    path: `test-results/book-again-${width}-times.png`,
    fullPage: true,
  });
  await press(page.getByRole('button', { name: 'Continue' }));

  // The wizard opens at its details, filled in from the past booking.
  const details = page.getByRole('form', { name: "Noah Tremblay, you're almost there!" });
  await expect(details).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`Booking again with ${cleanerFirstName}.`)).toBeVisible();
  await expect(details.getByRole('textbox', { name: 'Full Address' })).toHaveValue(city.address);
  await expect(details.getByRole('textbox', { name: 'Postal Code' })).toHaveValue(city.postalCode);
  await expect(details.getByRole('textbox', { name: 'Entry or buzzer code' })).toHaveValue(
    'Buzz 1204',
  );
  await keepScreenshot(page, {
    path: `test-results/book-again-${width}-details.png`,
    fullPage: true,
  });
  await press(details.getByRole('button', { name: 'Check Availability' }));

  const summary = page.getByRole('region', { name: 'Your Cleaning Summary' });
  await expect(summary).toBeVisible({ timeout: 15_000 });
  await expect(summary.getByText('Routine Clean')).toBeVisible();
  await expect(summary).toContainText(chosenTime.replace(/\s/g, '').slice(0, 4));
  await press(summary.getByRole('button', { name: 'Book Now' }));
  const payment = page.getByRole('form', { name: 'Payment Details' });
  await expect(payment).toBeVisible({ timeout: 15_000 });
  await fillCard(payment, '4242 4242 4242 4242');
  await press(payment.getByRole('button', { name: /^Pay \$\d+\.\d{2}$/ }));

  await expect(page).toHaveURL(/\/thank-you$/, { timeout: 20_000 });
  const booked = page.getByRole('region', { name: 'Your booking' });
  const bookingNo = ((await booked.getByRole('definition').first().textContent()) ?? '').trim();
  expect(bookingNo).toMatch(/^MS-\d+$/);
  expect(bookingNo).not.toBe(past);
  await keepScreenshot(page, {
    path: `test-results/book-again-${width}-thank-you.png`,
    fullPage: true,
  });

  // Until they accept, the booking's page says it is offered to them only (decision 128).
  await page.goto(`/booking/${bookingNo}`);
  await expect(page.getByTestId('requested-cleaner')).toHaveText(
    `As you asked, this booking is offered to ${cleanerFirstName} only.`,
    { timeout: 10_000 },
  );
  await page.screenshot({ path: `/tmp/leftovers-requested-${width}.png`, fullPage: true });

  // The same cleaner has it on their board, and accepts it.
  const job = await jobNumbered(cleanerApi, bookingNo);
  expect(job).not.toBeNull();
  const accepted = await post<{ vBookingNo: string }>(cleanerApi, '/api/cleaning/accept_job', {
    iBookingId: job?.iBookingId,
  });
  expect(accepted.data?.vBookingNo).toBe(bookingNo);

  await customerApi.dispose();
  await cleanerApi.dispose();
});
