import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { press } from './e2e-press.ts';

/*
 * A customer of their own with paid bookings, made through the API of the server under test as
 * the web app makes them, for the specs of /booking (cancel-booking*.spec.ts). Their bookings are
 * in Calgary, in the evening, on days no other spec books there: desktop days 3 and 20, phone
 * days 4 and 21.
 */

export type E2eCustomer = { email: string; password: string; fullName: string };

async function post<T>(api: APIRequestContext, url: string, body: object, headers = {}) {
  const response = await api.post(url, { data: body, headers });
  const json = (await response.json()) as { data?: T; message?: string; id?: string } & T;
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${json.message}`);
  return json;
}

/** Where a booking of these specs is: its city, the city's time zone and an address in it. */
export type BookingPlace = { city: string; timeZone: string; address: string; postalCode: string };

function calgaryPlace(daysAhead: number): BookingPlace {
  return {
    city: 'Calgary',
    timeZone: 'America/Edmonton',
    address: `${200 + daysAhead} 8 Ave SW, Calgary, AB T2P 1B3`,
    postalCode: 'T2P 1B3',
  };
}

/** The city's date `daysAhead` after today, YYYY-MM-DD. */
export function cityDay(timeZone: string, daysAhead: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + daysAhead)).toISOString().slice(0, 10);
}

/** Registers a customer, activates the account with the code mailed to /dev/outbox, signs in. */
export async function newCustomer(api: APIRequestContext, tag: string): Promise<E2eCustomer> {
  const customer = {
    email: `e2e.${tag}.${Date.now()}@example.ca`,
    password: 'Spotless-Cancel-2026',
    fullName: 'Noah Tremblay',
  };
  await post(api, '/api/auth/register', {
    vFirstName: 'Noah',
    vLastName: 'Tremblay',
    vEmail: customer.email,
    vMobile: '4035550199',
    vPassword: customer.password,
  });
  const outbox = await (await api.get('/dev/outbox')).text();
  const mail = outbox
    .split('<article>')
    .find((article) => article.includes(`To:</strong> ${customer.email} `));
  const code = /\/account-activation\/([A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
  if (!code) throw new Error(`no activation link for ${customer.email}`);
  await post(api, '/api/auth/activate', { vUniqueCode: code });
  // Signed in, so the bookings below are this account's (an anonymous one is asked to log in).
  await post(api, '/api/auth/login', { vEmail: customer.email, vPassword: customer.password });
  return customer;
}

let payingCustomerOfWorker: E2eCustomer | undefined;

/**
 * One customer per worker for the specs that only need somebody to pay for a cleaning (issue 43's
 * ledger, statements and payouts journeys, and the tips): registrations are limited to 20 an hour
 * from one address, every spec's requests come from 127.0.0.1, and the specs of one project share
 * a worker. Signs them in on `api`.
 */
export async function payingCustomer(api: APIRequestContext, tag: string): Promise<E2eCustomer> {
  if (!payingCustomerOfWorker) {
    payingCustomerOfWorker = await newCustomer(api, tag);
    return payingCustomerOfWorker;
  }
  const customer = payingCustomerOfWorker;
  await post(api, '/api/auth/login', { vEmail: customer.email, vPassword: customer.password });
  return customer;
}

/** Books and pays a routine clean in Calgary `daysAhead` from today, as the signed-in customer. */
export async function paidCalgaryBooking(
  api: APIRequestContext,
  customer: E2eCustomer,
  daysAhead: number,
  window: { from: string; until: string } = { from: '6:00PM', until: '11:00PM' },
  /** A card whose bank asks for 3-D Secure is approved on the test gateway's check (099). */
  card = 'pm_card_visa',
): Promise<string> {
  return paidBooking(api, customer, calgaryPlace(daysAhead), daysAhead, window, card);
}

/** Books and pays a routine clean at `place`, `daysAhead` from today there, as the customer. */
export async function paidBooking(
  api: APIRequestContext,
  customer: E2eCustomer,
  place: BookingPlace,
  daysAhead: number,
  window: { from: string; until: string } = { from: '6:00PM', until: '11:00PM' },
  card = 'pm_card_visa',
  /** A regular cleaning (issue 45): paying it starts the plan, this booking its first visit. */
  plan: { everyWeeks?: 1 | 2 | 4 } = {},
): Promise<string> {
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
  const iCityId = cities.data?.find((city) => city.vCity === place.city)?.iCityId;
  const iServiceId = services.data?.find((s) => s.vServiceName === 'Routine Clean')?.iServiceId;
  if (!iCityId || !iServiceId) throw new Error(`the seed has no ${place.city} or no Routine Clean`);
  const { id } = await post<never>(api, '/api/cleaning/book-same-day', {
    vFullName: customer.fullName,
    vEmail: customer.email,
    vMobile: '4035550199',
  });
  if (!id) throw new Error('book-same-day answered no booking code');
  const quote = await post<never>(
    api,
    '/api/cleaning/schedule-cleaning',
    {
      vResidence: 'Apartment or Condo',
      iServiceId,
      iCityId,
      vBedrooms: '1',
      vBathrooms: '1',
      vExtras: [],
      vUnit: '',
      vAddress: place.address,
      vPostalCode: place.postalCode,
      vDate: cityDay(place.timeZone, daysAhead),
      vFrom: window.from,
      vUntill: window.until,
      ...(plan.everyWeeks ? { iEveryWeeks: plan.everyWeeks } : {}),
    },
    { vUniqueCode: id },
  );
  const finalPrice = (quote as { final_price?: number }).final_price;
  if (finalPrice === undefined) throw new Error('schedule-cleaning answered no price');
  const paid = await post<{ vBookingNo: string; vClientSecret?: string }>(
    api,
    '/api/cleaning/payment_autorization',
    {
      vUniqueCode: id,
      amount: finalPrice,
      currency: 'cad',
      paymentMethodId: card,
      coupon_code: '',
    },
  );
  if (!paid.data) throw new Error('payment_autorization answered no booking');
  if (paid.data.vClientSecret) {
    await post(api, '/api/cleaning/test_authentication', {
      clientSecret: paid.data.vClientSecret,
      outcome: 'approve',
    });
    await post(api, '/api/cleaning/payment_authentication', { vUniqueCode: id });
  }
  return paid.data.vBookingNo;
}

/** Logs in through the form, as a customer does, and opens /booking. */
export async function openMyBookings(page: Page, customer: E2eCustomer) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Welcome Back' });
  await form.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await form.getByLabel(/^Password/).fill(customer.password);
  await press(form.getByRole('button', { name: 'Log In' }));
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await page.goto('/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible({
    timeout: 10_000,
  });
}
