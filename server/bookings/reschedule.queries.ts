import type { Locale } from '#shared/i18n/locale.ts';
import { firstNameOf } from '../domain/person-names.ts';
import { and, count, eq, inArray, ne, not, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { spansOverlap } from '../db/shared-queries/held-jobs.ts';
import {
  DAY_JOB_STATUSES,
  insideWeeklyHours,
  onDayOff,
  type OfferedSpan,
} from '../db/shared-queries/offered-hours.ts';
import { bookings, contractors } from '../db/schema.ts';
import type { WindowTerms } from '../quote/index.ts';

// Named apart: the statement asks about candidate windows and other bookings at once.
const otherJobs = alias(bookings, 'other_jobs');
const sameDayJobs = alias(bookings, 'same_day_jobs');
const capOf = alias(contractors, 'cap_of');

/**
 * Whether the booking's own cleaner is free in the window (decision 121): inside their weekly
 * hours, not on a day off, under their daily cap and holding no other job overlapping it with
 * its travel buffer. The free-cleaner rule of the quote (decision 044), asked of one cleaner
 * with the booking itself left out: the job they already hold is the one that moves.
 */
export function cleanerFreeCondition(
  tx: Database,
  contractorId: number,
  bookingId: number,
  window: WindowTerms,
): SQL | undefined {
  const span: OfferedSpan = {
    localDate: sql`${window.localDate}`,
    fromMinutes: sql`${window.fromMinutes}`,
    untilMinutes: sql`${window.untilMinutes}`,
  };
  return and(
    insideWeeklyHours(tx, contractorId, span),
    not(onDayOff(tx, contractorId, span)),
    cleanerUnbookedCondition(tx, contractorId, bookingId, window),
  );
}

/**
 * The part of `cleanerFreeCondition` that a cleaner accepting a time outside their hours still
 * meets (decision 125): under their daily cap and holding no other job overlapping the window
 * with its travel buffer. Their weekly hours and days off are theirs to set aside.
 */
export function cleanerUnbookedCondition(
  tx: Database,
  contractorId: number,
  bookingId: number,
  window: WindowTerms,
): SQL | undefined {
  const span: OfferedSpan = {
    localDate: sql`${window.localDate}`,
    fromMinutes: sql`${window.fromMinutes}`,
    untilMinutes: sql`${window.untilMinutes}`,
  };
  const overlapping = tx
    .select({ one: sql`1` })
    .from(otherJobs)
    .where(
      and(
        eq(otherJobs.contractorId, contractorId),
        inArray(otherJobs.status, ['assigned', 'inProgress']).inlineParams(),
        ne(otherJobs.id, bookingId),
        spansOverlap(otherJobs, {
          startsAt: sql`${window.startsAt}::timestamptz`,
          blockedUntil: sql`${window.blockedUntil}::timestamptz`,
        }),
      ),
    );
  const jobsThatDay = tx
    .select({ n: count() })
    .from(sameDayJobs)
    .where(
      and(
        eq(sameDayJobs.contractorId, contractorId),
        inArray(sameDayJobs.status, [...DAY_JOB_STATUSES]).inlineParams(),
        ne(sameDayJobs.id, bookingId),
        sql`${sameDayJobs.localDate} = (${span.localDate})::date`,
      ),
    );
  const cap = tx.select({ cap: capOf.dailyJobCap }).from(capOf).where(eq(capOf.id, contractorId));
  return and(sql`(${jobsThatDay}) < (${cap})`, notExists(overlapping));
}

/**
 * The cleaner's first name in the reader's language (`firstNameOf`), as their e-mails greet them
 * ("Hello Marie,") and a customer reads it.
 */
export async function findContractorFirstName(db: Database, contractorId: number, locale: Locale) {
  const rows = await db
    .select({ fullName: contractors.fullName })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  return firstNameOf(rows[0]?.fullName, locale);
}
