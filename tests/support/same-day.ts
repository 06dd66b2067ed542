import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/database.ts';
import { bookings } from '#server/db/schema.ts';
import { call, type CallOptions } from './accounts.ts';
import { cityNamed, serviceWithSlug } from './bookings.ts';

export { POSTAL_CODES } from './postal-codes.ts';

export const BOOK_SAME_DAY = '/api/cleaning/book-same-day';
export const SCHEDULE = '/api/cleaning/schedule-cleaning';
export const BOOK_NOW_EMAIL = '/api/cleaning/book_now_email';
export const GIFT_COUPON = '/api/cleaning/gift_coupon_discount';

export type Quote = {
  code: number;
  message: string;
  scheduled_time: string;
  tax: number;
  tax_name: string;
  total_price: number;
  estimated_time: number;
  price_per_hour: number;
  final_price: number;
};

let people = 0;
/** Contact details with an e-mail nobody has used, so every booking has its own lead. */
export function newContact(overrides: Record<string, string> = {}) {
  people += 1;
  return {
    vFullName: 'Amelia de la Cruz',
    vEmail: `same-day.${Date.now()}.${people}@example.ca`,
    vMobile: '7805550142',
    ...overrides,
  };
}

/** Starts a same-day booking and returns its unique code. */
export async function startBooking(
  app: FastifyInstance,
  contact: Record<string, string> = newContact(),
  options: CallOptions = {},
): Promise<string> {
  const answer = await call(app, BOOK_SAME_DAY, contact, options);
  const id = (answer.body as { id?: string }).id;
  if (answer.status !== 200 || !id) throw new Error(`book-same-day: ${answer.body.message}`);
  return id;
}

/** The details of docs/pricing.md's first example: Deep Cleaning, house, 3 bd, 2 ba, oven. */
export async function edmontonDeepClean(db: Database, overrides: Record<string, unknown> = {}) {
  const city = await cityNamed(db, 'Edmonton');
  const service = await serviceWithSlug(db, 'deep-cleaning');
  return {
    vResidence: 'House',
    iServiceId: service.id,
    iCityId: city.id,
    vBedrooms: '3',
    vBathrooms: '2',
    vExtras: ['Inside Oven'],
    vUnit: '',
    vAddress: '10150 Jasper Ave NW, Edmonton, AB T5J 1W4',
    vPostalCode: 'T5J 1W4',
    vDate: '2026-11-24',
    vFrom: '9:00AM',
    vUntill: '5:00PM',
    ...overrides,
  };
}

export function schedule(
  app: FastifyInstance,
  uniqueCode: string,
  details: Record<string, unknown>,
  options: CallOptions = {},
) {
  return call<never>(app, SCHEDULE, details, {
    ...options,
    headers: { vUniqueCode: uniqueCode, ...options.headers },
  });
}

/** A new lead's booking, quoted with `details`; fails the test when the quote is refused. */
export async function quotedBooking(app: FastifyInstance, details: Record<string, unknown>) {
  const code = await startBooking(app);
  const answer = await schedule(app, code, details);
  if (answer.status !== 200) throw new Error(`schedule-cleaning: ${answer.body.message}`);
  return { code, quote: answer.body as unknown as Quote };
}

export async function bookingByCode(db: Database, uniqueCode: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.uniqueCode, uniqueCode));
  if (!row) throw new Error(`no booking ${uniqueCode}`);
  return row;
}

/** The body without the fields set to undefined: how a test leaves a field out. */
export function withoutUndefined(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}
