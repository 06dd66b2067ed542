/*
 * Book again's requested cleaner (issue 42, decision 120): a quote made from a completed booking
 * of the same customer asks that booking's cleaner first. Without "or anyone available" the
 * cleaner must be free for the window by the quote's own rule; a cleaner the customer blocked is
 * never asked. The job is then offered to them alone until `requestedUntil`
 * (server/db/shared-queries/job-takers.ts, `offeredToCleaner`).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { bookings } from '../db/schema.ts';
import { findBookingStatusByCode } from '../db/shared-queries/booking-quote.ts';
import { markOf } from '../db/shared-queries/cleaner-marks.ts';
import { firstNameOf } from '../domain/person-names.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import * as en from '#shared/catalogue/en-CA/book-again.ts';
import * as fr from '#shared/catalogue/fr-CA/book-again.ts';
import { ConflictError, InvalidError, NotFoundError } from '../domain/errors.ts';
import { sayings } from '../domain/said.ts';
import { cleanerIsFree, type Window } from './availability.ts';
import { quoteRefusals } from './texts.ts';

const refusals = sayings(en.bookAgainRefusals, fr.bookAgainRefusals);

const HOUR_MS = 60 * 60 * 1000;
/** The requested cleaner has the job alone for at most this long after the quote. */
export const REQUEST_HOURS = 12;

export type BookAgainInput = { iBookingId: number; bAnyone: boolean };

/** What a quote stores of its requested cleaner; all null for a booking asking nobody. */
export type RequestedCleaner = {
  requestedContractorId: number | null;
  requestedAnyone: boolean;
  requestedUntil: Date | null;
  requestLapsedAt: null;
};

const NOBODY: RequestedCleaner = {
  requestedContractorId: null,
  requestedAnyone: false,
  requestedUntil: null,
  requestLapsedAt: null,
};

/**
 * The requested cleaner's time alone with the job: a quarter of the time until the start, at
 * most REQUEST_HOURS, so that when they do not accept, others (or the customer, told) still have
 * time before decision 098's deadline.
 */
export function requestedUntil(now: Date, startsAt: Date): Date {
  const quarter = (startsAt.getTime() - now.getTime()) / 4;
  return new Date(now.getTime() + Math.max(0, Math.min(REQUEST_HOURS * HOUR_MS, quarter)));
}

async function pastBooking(db: Database, bookingId: number) {
  const rows = await db
    .select({
      customerId: bookings.customerId,
      status: bookings.status,
      contractorId: bookings.contractorId,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return rows[0] ?? null;
}

async function customerOfCode(db: Database, uniqueCode: string) {
  const status = await findBookingStatusByCode(db, uniqueCode);
  if (!status) throw new NotFoundError(quoteRefusals.bookingNotFound);
  const rows = await db
    .select({ customerId: bookings.customerId })
    .from(bookings)
    .where(eq(bookings.id, status.id));
  return { bookingId: status.id, customerId: rows[0]?.customerId ?? -1 };
}

/**
 * Who the new booking asks for: the completed booking must be of the same customer as the new
 * one (another's reads as absent, 404). Refuses, before anything is written, a requested cleaner
 * who is blocked, absent or not free for the window unless the customer ticked "anyone".
 */
export async function requestedCleanerFor(
  db: Database,
  uniqueCode: string,
  input: BookAgainInput,
  window: Window,
  now: Date,
  fullNameOf: (contractorId: number) => Promise<string | null>,
): Promise<{ bookingId: number; request: RequestedCleaner }> {
  const current = await customerOfCode(db, uniqueCode);
  const past = await pastBooking(db, input.iBookingId);
  if (!past || past.customerId !== current.customerId) {
    throw new NotFoundError(quoteRefusals.bookingNotFound);
  }
  if (past.status !== 'completed') throw new ConflictError(refusals.notCompleted);
  if (past.contractorId === null) {
    if (!input.bAnyone) throw new InvalidError(refusals.noCleaner);
    return { bookingId: current.bookingId, request: NOBODY };
  }
  const fullName = await fullNameOf(past.contractorId);
  const name = (locale: Locale) => firstNameOf(fullName, locale);
  if ((await markOf(db, current.customerId, past.contractorId)) === 'blocked') {
    if (!input.bAnyone) throw new InvalidError(refusals.cleanerBlocked.with({ name }));
    return { bookingId: current.bookingId, request: NOBODY };
  }
  if (!input.bAnyone && !(await cleanerIsFree(db, past.contractorId, window))) {
    throw new InvalidError(refusals.cleanerNotFree.with({ name }));
  }
  return {
    bookingId: current.bookingId,
    request: {
      requestedContractorId: past.contractorId,
      requestedAnyone: input.bAnyone,
      requestedUntil: requestedUntil(now, window.startsAt),
      requestLapsedAt: null,
    },
  };
}

/** Stores the request on the quoted booking (after the quote's own write). */
export async function storeRequest(db: Database, bookingId: number, request: RequestedCleaner) {
  await db.update(bookings).set(request).where(eq(bookings.id, bookingId));
}
