import { asc, eq } from 'drizzle-orm';
import { bookings, ledgerEntries, payoutItems } from '#server/db/schema.ts';
import { issueBookingLink } from '#server/db/shared-queries/booking-links.ts';
import { testGateway, type TestGateway } from '#server/payments/test-gateway.ts';
import { call, logIn, manualClock, type Answer } from './accounts.ts';
import { cityNamed, createBooking } from './bookings.ts';
import { newContractor, type TestContractor } from './contractors.ts';
import { demoOperatorCode, logInAsDemoOperator } from './operators.ts';
import { bookingById, pay } from './payments.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/*
 * A small world for the ledger's tests (issue 43, decision 132): a server on a test clock with the
 * test gateway, and the real API's steps of a booking's money (pay, accept, start, complete,
 * cancel, tip, refund) as its customer (the booking's link), its cleaner and the demo operator.
 */

export const PUBLIC_URL = 'https://mapleshine.test';
export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;

export type LedgerWorld = {
  server: TestApp;
  clock: ReturnType<typeof manualClock>;
  gateway: TestGateway;
};

/** Sunday, November 1, 2026, 8:00AM in Edmonton (UTC−7 after the clocks fell back). */
export async function ledgerWorld(start = new Date('2026-11-01T15:00:00Z')): Promise<LedgerWorld> {
  const clock = manualClock(start);
  const gateway = testGateway(clock);
  const server = await startTestApp({ clock, payments: gateway, publicUrl: PUBLIC_URL });
  return { server, clock, gateway };
}

type Session = { email: string; cookie: string };

/** A call as someone signed in; a session the clock's jumps ended is signed in again. */
export async function as<Data = unknown>(
  world: LedgerWorld,
  who: Session,
  url: string,
  body: unknown,
): Promise<Answer<Data>> {
  const answer = await call<Data>(world.server.app, url, body, { cookie: who.cookie });
  if (answer.status !== 401) return answer;
  who.cookie = (await logIn(world.server.app, who.email)).cookie;
  return call<Data>(world.server.app, url, body, { cookie: who.cookie });
}

let operator: Session | null = null;

/** A call of the demo operator's (a refund with a fresh code of their app). */
export async function asOperator<Data = unknown>(
  world: LedgerWorld,
  url: string,
  body: Record<string, unknown>,
): Promise<Answer<Data>> {
  const { app } = world.server;
  const send = async (cookie: string) =>
    call<Data>(
      app,
      url,
      url === '/api/admin/bookings/refund' ? { ...body, code: await demoOperatorCode(app) } : body,
      { cookie },
    );
  if (operator) {
    const answer = await send(operator.cookie);
    if (answer.status !== 401) return answer;
  }
  const session = await logInAsDemoOperator(app);
  operator = { email: '', cookie: session.cookie };
  return send(session.cookie);
}

/** Forgets the operator's session (a new world has a new database). */
export function forgetOperator() {
  operator = null;
}

export async function linkTokenOf(world: LedgerWorld, bookingId: number): Promise<string> {
  const url = await issueBookingLink(world.server.database.db, bookingId, PUBLIC_URL);
  return url.slice(`${PUBLIC_URL}/booking-link/`.length);
}

export type PaidBooking = {
  id: number;
  code: string;
  bookingNo: string;
  token: string;
  cleaner: TestContractor;
  startsAt: Date;
  estimatedMinutes: number;
};

/**
 * At least `hours` ahead, on the hour, between 9:00AM and 2:00PM in Edmonton and Calgary (UTC−7
 * in November): within every test cleaner's week.
 */
function daytimeHoursAhead(now: Date, hours: number): number {
  let at = Math.ceil((now.getTime() + hours * HOUR_MS) / HOUR_MS) * HOUR_MS;
  const localHour = (ms: number) => (new Date(ms).getUTCHours() + 24 - 7) % 24;
  while (localHour(at) < 9 || localHour(at) > 14) at += HOUR_MS;
  return (at - now.getTime()) / HOUR_MS;
}

/**
 * A booking quoted now in `city`, `startsInHours` ahead, paid through the payment step (a hold,
 * or a saved card beyond 5 days), with a cleaner of its own in the city who works all week.
 */
export async function paidBooking(
  world: LedgerWorld,
  options: { city?: string; startsInHours?: number; estimatedMinutes?: number } = {},
): Promise<PaidBooking> {
  const { app, database } = world.server;
  const db = database.db;
  const city = options.city ?? 'Edmonton';
  const cleaner = await newContractor(app, db, { city, logIn: true });
  const quoted = await createBooking(db, {
    status: 'quoted',
    city,
    startsInHours: daytimeHoursAhead(world.clock(), options.startsInHours ?? 30),
    estimatedMinutes: options.estimatedMinutes ?? 180,
    now: world.clock(),
  });
  const paid = await pay(app, quoted);
  if (paid.status !== 200) throw new Error(`payment refused: ${paid.body.message}`);
  const row = await bookingById(db, quoted.id);
  if (!row.startsAt) throw new Error('a paid booking without a start');
  return {
    id: row.id,
    code: row.uniqueCode,
    bookingNo: row.bookingNo,
    token: await linkTokenOf(world, row.id),
    cleaner,
    startsAt: row.startsAt,
    estimatedMinutes: row.estimatedMinutes ?? 180,
  };
}

/** Moves the test clock to `at` (never back). */
export function advanceTo(world: LedgerWorld, at: Date | number) {
  const target = typeof at === 'number' ? at : at.getTime();
  const now = world.clock().getTime();
  if (target > now) world.clock.advance(target - now);
}

export async function accept(world: LedgerWorld, booking: PaidBooking) {
  return as(world, booking.cleaner, '/api/cleaning/accept_job', { iBookingId: booking.id });
}

/** The cleaner starts at the booked start and completes when the estimate has passed. */
export async function startAndComplete(world: LedgerWorld, booking: PaidBooking) {
  advanceTo(world, booking.startsAt);
  const started = await as(world, booking.cleaner, '/api/contractor/start_booking', {
    iBookingId: booking.id,
  });
  if (started.status !== 200) throw new Error(`start refused: ${started.body.message}`);
  advanceTo(world, booking.startsAt.getTime() + booking.estimatedMinutes * MINUTE_MS);
  return complete(world, booking);
}

export function complete(world: LedgerWorld, booking: PaidBooking) {
  return as(world, booking.cleaner, '/api/contractor/complete_booking', {
    iBookingId: booking.id,
  });
}

type Quote = { kind: 'free' | 'fee' | 'closed'; feeCents: number; feeTaxCents: number };

/** The customer cancels through the booking's link, agreeing to the fee they are shown. */
export async function cancelByLink(world: LedgerWorld, booking: PaidBooking) {
  const { app } = world.server;
  const quote = await call<Quote>(app, '/api/booking-link/cancellation_quote', {
    token: booking.token,
  });
  const feeCents = quote.body.data?.feeCents ?? 0;
  const cancelled = await call(app, '/api/booking-link/cancel', {
    token: booking.token,
    ...(feeCents > 0 ? { iFeeCents: feeCents } : {}),
  });
  return { cancelled, feeCents, feeTaxCents: quote.body.data?.feeTaxCents ?? 0 };
}

export function tipByLink(world: LedgerWorld, booking: PaidBooking, amountCents: number) {
  return call(world.server.app, '/api/booking-link/tip/add', {
    token: booking.token,
    iAmountCents: amountCents,
  });
}

export function refund(world: LedgerWorld, booking: PaidBooking, cents: number) {
  return asOperator(world, '/api/admin/bookings/refund', {
    bookingId: booking.id,
    amount: (cents / 100).toFixed(2),
    reason: 'Ledger test refund.',
  });
}

export function ledgerRows(world: LedgerWorld, bookingId: number) {
  return world.server.database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.bookingId, bookingId))
    .orderBy(asc(ledgerEntries.id));
}

export function payoutRows(world: LedgerWorld, bookingId: number) {
  return world.server.database.db
    .select()
    .from(payoutItems)
    .where(eq(payoutItems.bookingId, bookingId))
    .orderBy(asc(payoutItems.id));
}

export async function bookingRow(world: LedgerWorld, bookingId: number) {
  const [row] = await world.server.database.db
    .select()
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`no booking ${bookingId}`);
  return row;
}

export { cityNamed };
