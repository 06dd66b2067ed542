/*
 * Who could take an open job, written once: the job board (a cleaner's open jobs), the
 * announcement of a new or reopened job (who is told) and the jobs nobody can take (the
 * operators' alert and Today) all ask the same question (decision 057).
 */
import {
  and,
  asc,
  eq,
  exists,
  gt,
  inArray,
  isNull,
  lte,
  not,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import type { Database } from '../database.ts';
import {
  bookings,
  contractors,
  customerCleaners,
  jobDeclines,
  services,
  users,
} from '../schema.ts';
import { heldJobsOverlapping } from './held-jobs.ts';
import { bookingSpan, offersWindow } from './offered-hours.ts';
import { checkLapsedBy } from './background-checks.ts';

/**
 * The job (a row of `bookings`) is one the contractor could accept now: paid and unassigned,
 * still ahead, not declined by them, clear of every job they hold (start to end plus travel
 * buffer), offered by their working hours (decision 044) and within their background check
 * (decision 134). Their city and standing are the caller's to add.
 */
export function takeableBy(
  db: Database,
  contractorId: SQLWrapper | number,
  now: SQLWrapper | Date,
): SQL {
  const condition = and(
    // Written into the statement, so the planner can match the open-jobs partial index.
    eq(bookings.status, sql`'authorized'`),
    isNull(bookings.contractorId),
    gt(bookings.startsAt, now),
    notExists(
      db
        .select({ bookingId: jobDeclines.bookingId })
        .from(jobDeclines)
        .where(
          and(eq(jobDeclines.bookingId, bookings.id), eq(jobDeclines.contractorId, contractorId)),
        ),
    ),
    notExists(heldJobsOverlapping(db, contractorId, bookings)),
    offersWindow(db, contractorId, bookingSpan),
    offeredToCleaner(db, contractorId, now),
    // Their background check covers the job's day (decision 134).
    not(checkLapsedBy(contractorId, bookings.localDate)),
  );
  if (!condition) throw new Error('the job board rule is empty');
  return condition;
}

/**
 * Book again and blocked cleaners (decision 120), for a `bookings` row: the job is offered to a
 * cleaner its customer has not blocked, and, while the customer's requested cleaner has it alone
 * (until `requestedUntil`, for good unless they ticked "or anyone available"), only to that one.
 */
export function offeredToCleaner(
  db: Database,
  contractorId: SQLWrapper | number,
  now: SQLWrapper | Date,
): SQL {
  const condition = and(
    notExists(
      db
        .select({ one: sql`1` })
        .from(customerCleaners)
        .where(
          and(
            eq(customerCleaners.contractorId, contractorId),
            eq(customerCleaners.customerId, bookings.customerId),
            eq(customerCleaners.mark, sql`'blocked'`),
          ),
        ),
    ),
    or(
      isNull(bookings.requestedContractorId),
      eq(bookings.requestedContractorId, contractorId),
      and(eq(bookings.requestedAnyone, sql`true`), lte(bookings.requestedUntil, now)),
    ),
  );
  if (!condition) throw new Error('the requested-cleaner rule is empty');
  return condition;
}

/** Whether the booking is offered to the cleaner (`offeredToCleaner`), for the accept's check. */
export async function isOfferedTo(
  db: Database,
  bookingId: number,
  contractorId: number,
  now: Date,
) {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), offeredToCleaner(db, contractorId, now)));
  return rows.length > 0;
}

/** Contractors who take new jobs: approved and not paused by an operator (decision 049). */
const takingNewJobs = and(eq(contractors.status, 'Approved'), isNull(contractors.pausedAt));

/** Some cleaner of the job's city who takes new jobs could accept it (a `bookings` row). */
export const someoneCanTake = (db: Database, now: Date) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(contractors)
      .where(
        and(
          eq(contractors.cityId, bookings.cityId),
          takingNewJobs,
          takeableBy(db, contractors.id, now),
        ),
      ),
  );

/**
 * The cleaners to tell of an open job: of its city, taking new jobs, and able to accept it
 * now, hours included. Their names and addresses come along for the e-mail.
 */
export async function cleanersWhoCanTake(db: Database, bookingId: number, now: Date) {
  return db
    .select({ id: contractors.id, fullName: contractors.fullName, email: users.email })
    .from(contractors)
    .innerJoin(users, eq(users.id, contractors.userId))
    .innerJoin(bookings, and(eq(bookings.id, bookingId), eq(bookings.cityId, contractors.cityId)))
    .where(and(takingNewJobs, takeableBy(db, contractors.id, now)))
    .orderBy(asc(contractors.id));
}

/**
 * Whether one cleaner could take the open job now (`cleanersWhoCanTake`'s rule for one of them):
 * a regular cleaning's visit is given to its cleaner only then (server/regular-plans/).
 */
export async function canTakeNow(db: Database, bookingId: number, contractorId: number, now: Date) {
  const rows = await db
    .select({ id: contractors.id })
    .from(contractors)
    .innerJoin(bookings, and(eq(bookings.id, bookingId), eq(bookings.cityId, contractors.cityId)))
    .where(
      and(eq(contractors.id, contractorId), takingNewJobs, takeableBy(db, contractors.id, now)),
    );
  return rows.length > 0;
}

/**
 * What an operator's e-mail lists of a job (the uncovered jobs, a paused cleaner's jobs): its
 * number, service and local time. Read with a left join of services.
 */
export const jobLineColumns = {
  id: bookings.id,
  bookingNo: bookings.bookingNo,
  serviceName: sql<string>`coalesce(${services.name}, 'A cleaning')`,
  localDate: bookings.localDate,
  fromMinutes: bookings.fromMinutes,
  estimatedMinutes: bookings.estimatedMinutes,
};

/** Open paid jobs of the city, still ahead, that no cleaner can accept, soonest first. */
export async function openJobsNobodyCanTake(db: Database, cityId: number, now: Date) {
  return db
    .select(jobLineColumns)
    .from(bookings)
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .where(
      and(
        eq(bookings.cityId, cityId),
        eq(bookings.status, 'authorized'),
        isNull(bookings.contractorId),
        inArray(bookings.paymentStatus, ['authorized', 'cardSaved', 'needsAuthentication']),
        gt(bookings.startsAt, now),
        not(someoneCanTake(db, now)),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}
