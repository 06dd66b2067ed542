/**
 * Paid bookings for UI tests, made through the API of the UI test server as the booking flow
 * makes them (book-same-day → schedule-cleaning → payment_autorization with Stripe's approved test
 * card), and the contractor's moves on them. UI tests run in jsdom, away from the database, and
 * the server keeps the real clock, so a job that must be started is booked to begin within the
 * hour: the server lets a cleaner start from an hour before.
 *
 * Every city has one demo cleaner, and a quote is refused while no cleaner of the city is free,
 * so each test file books in its own city and on its own days. book-same-day is limited to 20 an
 * hour per IP for the whole UI run: book few.
 */
import type { components } from '#shared/api-schema.d.ts';
import { POSTAL_CODES } from './postal-codes.ts';
import { demoContractorEmail } from '#server/db/seed/accounts.ts';
import { citySeed } from '#server/db/seed/catalog.ts';
import { localNow } from '#server/domain/local-time.ts';
import { postToApi } from './ui-accounts.ts';

export type Job = components['schemas']['Job'];
type City = { iCityId: number; vCity: string };
type Service = { iServiceId: number; vServiceName: string };

/** A signed-in customer: the session cookie and the contact details the booking flow sends. */
export type Customer = { cookie: string; fullName: string; email: string };

const DAY_MS = 24 * 60 * 60 * 1000;

async function dataOf<Data>(path: string, body: unknown = {}, cookie?: string): Promise<Data> {
  const answer = await postToApi<Data>(path, body, cookie ? { cookie } : {});
  if (answer.status >= 300 || answer.body.data === undefined) {
    throw new Error(`${path} answered ${answer.status}: ${answer.body.message}`);
  }
  return answer.body.data;
}

async function cityId(name: string): Promise<number> {
  const cities = await dataOf<City[]>('/api/city/get_all_data');
  const city = cities.find((entry) => entry.vCity === name);
  if (!city) throw new Error(`no city ${name}`);
  return city.iCityId;
}

async function serviceId(name: string): Promise<number> {
  const services = await dataOf<Service[]>('/api/service/get_all_data');
  const service = services.find((entry) => entry.vServiceName === name);
  if (!service) throw new Error(`no service ${name}`);
  return service.iServiceId;
}

function timeZoneOf(city: string): string {
  const zone = citySeed.find((entry) => entry.name === city)?.timeZone;
  if (!zone) throw new Error(`no time zone for ${city}`);
  return zone;
}

export type Slot = { city: string; vDate: string; vFrom: string; vUntill: string };

/** A morning `days` from the city's today: far enough ahead that nobody can start it. */
export function slotInDays(city: string, days: number): Slot {
  const today = localNow(timeZoneOf(city), new Date(Date.now() + days * DAY_MS));
  return { city, vDate: today.date, vFrom: '9:00AM', vUntill: '1:00PM' };
}

/** Starts a booking owned by the signed-in customer (a guest's without a cookie); answers its unique code. */
async function startBooking(
  customer: Pick<Customer, 'fullName' | 'email'> & { cookie?: string },
): Promise<string> {
  const start = await postToApi<never>(
    '/api/cleaning/book-same-day',
    { vFullName: customer.fullName, vEmail: customer.email, vMobile: '7805550142' },
    customer.cookie ? { cookie: customer.cookie } : {},
  );
  const code = (start.body as { id?: string }).id;
  if (start.status !== 200 || !code) throw new Error(`book-same-day: ${start.body.message}`);
  return code;
}

/**
 * Quotes a routine clean of a one-bedroom apartment (two hours) in the slot and pays it; answers
 * the booking as the customer's list has it.
 */
async function quoteAndPay(
  customer: Customer,
  code: string,
  slot: Slot,
  card = 'pm_card_visa',
  plan: PlanChoice = {},
): Promise<Job> {
  const bookingNo = await quoteAndPayOnly(code, slot, customer.cookie, card, plan);
  const bookings = await dataOf<Job[]>('/api/customer/get_all_data', {}, customer.cookie);
  const booking = bookings.find((entry) => entry.vBookingNo === bookingNo);
  if (!booking) throw new Error(`booking ${bookingNo} is not in the customer's list`);
  return booking;
}

/**
 * Quotes and pays the started booking (see quoteAndPay); answers its booking number. A card whose
 * bank asks for 3-D Secure is approved on the test gateway's check (decision 099).
 */
async function quoteAndPayOnly(
  code: string,
  slot: Slot,
  cookie?: string,
  card = 'pm_card_visa',
  plan: PlanChoice = {},
): Promise<string> {
  const quote = await postToApi<never>(
    '/api/cleaning/schedule-cleaning',
    {
      vResidence: 'Apartment or Condo',
      iServiceId: await serviceId('Routine Clean'),
      iCityId: await cityId(slot.city),
      vBedrooms: '1',
      vBathrooms: '1',
      vExtras: [],
      vUnit: '',
      vAddress: `${100 + Math.floor(Math.random() * 800)} Test Street, ${slot.city}`,
      vPostalCode: POSTAL_CODES[slot.city] ?? '',
      vDate: slot.vDate,
      vFrom: slot.vFrom,
      vUntill: slot.vUntill,
      ...(plan.everyWeeks ? { iEveryWeeks: plan.everyWeeks } : {}),
    },
    { headers: { vUniqueCode: code }, ...(cookie ? { cookie } : {}) },
  );
  const finalPrice = (quote.body as { final_price?: number }).final_price;
  if (quote.status !== 200 || finalPrice === undefined) {
    throw new Error(`schedule-cleaning: ${quote.body.message}`);
  }

  const paid = await dataOf<{ vBookingNo: string; vClientSecret?: string }>(
    '/api/cleaning/payment_autorization',
    {
      vUniqueCode: code,
      amount: finalPrice,
      currency: 'cad',
      paymentMethodId: card,
      coupon_code: '',
    },
  );
  if (paid.vClientSecret) {
    await dataOf('/api/cleaning/test_authentication', {
      clientSecret: paid.vClientSecret,
      outcome: 'approve',
    });
    await dataOf('/api/cleaning/payment_authentication', { vUniqueCode: code });
  }
  return paid.vBookingNo;
}

/**
 * A guest's paid booking (no account, no session) in the slot, as the booking flow makes it for a
 * visitor; answers its booking number.
 */
export async function paidGuestBooking(guest: { fullName: string; email: string }, slot: Slot) {
  return quoteAndPayOnly(await startBooking(guest), slot);
}

/**
 * The path of a new link to the booking's own page (issue 40), as its e-mails carry it: the
 * development-only /dev/booking-link, since UI tests do not open the mail.
 */
export async function bookingLinkPath(vBookingNo: string): Promise<string> {
  return (await dataOf<{ path: string }>('/dev/booking-link', { vBookingNo })).path;
}

/**
 * A regular cleaning (issue 45): the quote's "Make it regular" choice. Paying it starts the plan,
 * the booking its first visit; the server's queue writes its later visits, and a server without
 * one (the UI tests') writes them on the development-only /dev/plans/visits/run.
 */
export type PlanChoice = { everyWeeks?: 1 | 2 | 4 };

/** A customer's paid booking (the session cookie owns it) in the slot. */
export async function paidBooking(
  customer: Customer,
  slot: Slot,
  card?: string,
  plan: PlanChoice = {},
): Promise<Job> {
  return quoteAndPay(customer, await startBooking(customer), slot, card, plan);
}

/**
 * A paid booking accepted by its city's demo cleaner and brought to start within the hour, so
 * the cleaner may start it now: booked some days ahead (the card held, as at that distance),
 * accepted, then moved to start `MINUTES_UNTIL_START` from now with the development-only
 * /dev/jobs/soon. Unlike a booking made for the next hour, it does not depend on the time of
 * day (a test must give the same answer at any hour; late in the evening across Canada no city
 * has an hour left to book). The first of `cities` whose day and cleaner are free takes it; a
 * cleaner busy now (another file's job in progress) hands it back and the next city is tried.
 */
export async function acceptedJobDueWithinTheHour<Cleaner extends { cookie: string }>(
  customer: Customer,
  cities: string[],
  signIn: (email: string) => Promise<Cleaner>,
) {
  const code = await startBooking(customer);
  const refusals: string[] = [];
  for (const city of cities) {
    const cleaner = await signIn(demoContractorEmail(city));
    for (const days of [2, 3, 4, 5]) {
      let booking: Job;
      try {
        booking = await quoteAndPay(customer, code, slotInDays(city, days));
      } catch (error) {
        refusals.push(`${city} in ${days} days: ${String(error)}`);
        continue;
      }
      await moveJob(cleaner.cookie, 'accept', booking.iBookingId);
      const soon = await postToApi('/dev/jobs/soon', {
        iBookingId: booking.iBookingId,
        minutes: MINUTES_UNTIL_START,
      });
      if (soon.status === 200) return { booking, city, cleaner };
      refusals.push(`${city}: /dev/jobs/soon answered ${soon.status}: ${soon.body.message}`);
      await moveJob(cleaner.cookie, 'reject', booking.iBookingId);
      break;
    }
  }
  throw new Error(`no city could take a job due within the hour:\n${refusals.join('\n')}`);
}

/** How soon a job brought forward starts: within the hour in which Start is allowed. */
const MINUTES_UNTIL_START = 30;

type JobMove = 'accept' | 'reject' | 'start' | 'complete';

const movePaths: Record<JobMove, string> = {
  accept: '/api/cleaning/accept_job',
  reject: '/api/cleaning/reject_job',
  start: '/api/contractor/start_booking',
  complete: '/api/contractor/complete_booking',
};

/** A contractor's move on a job through the API; fails the test when the server refuses it. */
export async function moveJob(contractorCookie: string, move: JobMove, iBookingId: number) {
  return dataOf<Job>(movePaths[move], { iBookingId }, contractorCookie);
}

/**
 * As if the cleaner had been at work on the job in progress for `minutes` more: the server
 * lets a job be completed only half its estimate after it started, and UI tests run on the
 * real clock (the development-only /dev/jobs/worked).
 */
export async function workedFor(iBookingId: number, minutes: number) {
  const answer = await postToApi('/dev/jobs/worked', { iBookingId, minutes });
  if (answer.status !== 200) throw new Error(`/dev/jobs/worked answered ${answer.status}`);
}

/**
 * An accepted job's cleaning moved to start `minutes` (1 to 60) from now, as if its day had come:
 * the development-only /dev/jobs/soon, for what the server allows only near a job's start
 * (its contact details from 24 hours before, starting it from an hour before).
 */
export async function bringForward(iBookingId: number, minutes: number) {
  const answer = await postToApi('/dev/jobs/soon', { iBookingId, minutes });
  if (answer.status !== 200) throw new Error(`/dev/jobs/soon answered ${answer.status}`);
}

/** The customer cancels through the API, as if from another tab. */
export async function cancelThroughApi(customerCookie: string, iBookingId: number) {
  return dataOf<Job>('/api/customer/cancel_booking', { iBookingId }, customerCookie);
}

export { demoContractorEmail };
