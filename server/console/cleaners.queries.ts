import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { jobLineColumns } from '../db/shared-queries/job-takers.ts';
import { containing } from './like-pattern.queries.ts';
import {
  bookings,
  cities,
  contractors,
  contractorWeeklyHours,
  experienceOptions,
  reviews,
  services,
  users,
} from '../db/schema.ts';

/** What an operator filters cleaners by; Paused is an approved cleaner an operator paused. */
export type CleanerStanding = 'Pending' | 'Approved' | 'Paused' | 'Rejected';

export type CleanerFilter = {
  /** Part of the name or e-mail address, any case. */
  text?: string | undefined;
  cityId?: number | undefined;
  standing?: CleanerStanding | undefined;
};

function standingIs(standing: CleanerStanding): SQL | undefined {
  if (standing === 'Paused') {
    return and(eq(contractors.status, 'Approved'), isNotNull(contractors.pausedAt));
  }
  if (standing === 'Approved') {
    return and(eq(contractors.status, 'Approved'), isNull(contractors.pausedAt));
  }
  return eq(contractors.status, standing);
}

function cleanerWhere(filter: CleanerFilter): SQL | undefined {
  const text = filter.text?.trim();
  return and(
    text
      ? or(ilike(contractors.fullName, containing(text)), ilike(users.email, containing(text)))
      : undefined,
    filter.cityId === undefined ? undefined : eq(contractors.cityId, filter.cityId),
    filter.standing === undefined ? undefined : standingIs(filter.standing),
  );
}

const cleanerColumns = {
  id: contractors.id,
  fullName: contractors.fullName,
  email: users.email,
  mobile: contractors.mobile,
  cityId: contractors.cityId,
  cityName: cities.name,
  status: contractors.status,
  pausedAt: contractors.pausedAt,
  pauseReason: contractors.pauseReason,
  approvedAt: contractors.approvedAt,
  createdAt: contractors.createdAt,
  imagePath: contractors.imagePath,
};

/** One page of cleaners matching the filter, newest applicants first, and how many match. */
export async function searchCleaners(
  db: Database,
  filter: CleanerFilter,
  page: { offset: number; limit: number },
) {
  const where = cleanerWhere(filter);
  const [rows, totals] = await Promise.all([
    db
      .select(cleanerColumns)
      .from(contractors)
      .innerJoin(users, eq(users.id, contractors.userId))
      .innerJoin(cities, eq(cities.id, contractors.cityId))
      .where(where)
      .orderBy(desc(contractors.createdAt), desc(contractors.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: count() })
      .from(contractors)
      .innerJoin(users, eq(users.id, contractors.userId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findCleaner(db: Database, contractorId: number) {
  const rows = await db
    .select({
      ...cleanerColumns,
      experience: experienceOptions.label,
      timeZone: cities.timeZone,
      closedAt: users.closedAt,
    })
    .from(contractors)
    .innerJoin(users, eq(users.id, contractors.userId))
    .innerJoin(cities, eq(cities.id, contractors.cityId))
    .innerJoin(experienceOptions, eq(experienceOptions.id, contractors.experienceId))
    .where(eq(contractors.id, contractorId));
  return rows[0] ?? null;
}

/**
 * Sets or clears the pause of an approved cleaner, only when it changes, and returns the row
 * as it was before (null when nothing was changed: not approved, or already so).
 */
export async function setCleanerPause(db: Database, contractorId: number, pausedAt: Date | null) {
  const before = await db
    .select({ pausedAt: contractors.pausedAt, status: contractors.status })
    .from(contractors)
    .where(eq(contractors.id, contractorId))
    .for('update');
  const row = before[0];
  if (!row) return { found: false as const };
  if (row.status !== 'Approved') return { found: true as const, changed: false, before: row };
  if ((row.pausedAt === null) === (pausedAt === null)) {
    return { found: true as const, changed: false, before: row };
  }
  await db
    .update(contractors)
    .set({ pausedAt, pauseReason: null })
    .where(eq(contractors.id, contractorId));
  return { found: true as const, changed: true, before: row };
}

/** The accepted jobs the cleaner has not started and that are still ahead, soonest first. */
export function heldJobsAhead(db: Database, contractorId: number, now: Date) {
  return db
    .select(jobLineColumns)
    .from(bookings)
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .where(
      and(
        eq(bookings.contractorId, contractorId),
        eq(bookings.status, 'assigned'),
        gt(bookings.startsAt, now),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

/** The cleaner's latest jobs, soonest cleaning last, with their pay. */
export function selectCleanerJobs(db: Database, contractorId: number, limit: number) {
  return db
    .select({
      id: bookings.id,
      bookingNo: bookings.bookingNo,
      status: bookings.status,
      localDate: bookings.localDate,
      fromMinutes: bookings.fromMinutes,
      serviceName: services.name,
      payCents: bookings.contractorPayCents,
    })
    .from(bookings)
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(bookings.contractorId, contractorId))
    .orderBy(desc(bookings.startsAt), desc(bookings.id))
    .limit(limit);
}

/** Every review of the cleaner's jobs, hidden ones too, newest first. */
export function selectCleanerReviews(db: Database, contractorId: number) {
  return db
    .select({
      id: reviews.id,
      authorName: reviews.authorName,
      body: reviews.body,
      rating: reviews.rating,
      hiddenAt: reviews.hiddenAt,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.contractorId, contractorId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** Statuses of a booking someone paid for that a cleaner does or will do. */
const DEMAND_STATUSES = ['authorized', 'assigned', 'inProgress', 'completed'] as const;

/**
 * Per city: approved, unpaused cleaners (supply), and paid bookings by ISO weekday (1 = Monday)
 * of their local date within the `days` days from the city's today (demand).
 */
export async function supplyAndDemand(db: Database, now: Date, days: number, cityId?: number) {
  const cityFilter = cityId === undefined ? undefined : eq(cities.id, cityId);
  const cityToday = sql`(${now.toISOString()}::timestamptz at time zone ${cities.timeZone})::date`;
  const [cityRows, supply, demand] = await Promise.all([
    db
      .select({ cityId: cities.id, cityName: cities.name })
      .from(cities)
      .where(cityFilter)
      .orderBy(asc(cities.name)),
    // Supply: active cleaners who offer some hours on the weekday (0 = Sunday, as stored).
    db
      .select({
        cityId: contractors.cityId,
        weekday: contractorWeeklyHours.weekday,
        cleaners: sql<number>`count(distinct ${contractors.id})::int`,
      })
      .from(contractors)
      .innerJoin(contractorWeeklyHours, eq(contractorWeeklyHours.contractorId, contractors.id))
      .innerJoin(cities, eq(cities.id, contractors.cityId))
      .where(and(cityFilter, eq(contractors.status, 'Approved'), isNull(contractors.pausedAt)))
      .groupBy(contractors.cityId, contractorWeeklyHours.weekday),
    db
      .select({
        cityId: cities.id,
        weekday: sql<number>`extract(isodow from ${bookings.localDate})::int`,
        bookings: sql<number>`count(*)::int`,
      })
      .from(bookings)
      .innerJoin(cities, eq(cities.id, bookings.cityId))
      .where(
        and(
          cityFilter,
          inArray(bookings.status, [...DEMAND_STATUSES]),
          sql`${bookings.localDate} >= ${cityToday}`,
          sql`${bookings.localDate} < ${cityToday} + ${days}::int`,
        ),
      )
      .groupBy(cities.id, sql`extract(isodow from ${bookings.localDate})`),
  ]);
  return { cities: cityRows, supply, demand };
}
