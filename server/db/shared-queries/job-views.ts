import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { bookings } from '../schema.ts';

/**
 * The booking columns the job screens and the job e-mails read. Not the whole row: a cleaner's
 * list is a few hundred bookings, and mapping each of the table's columns of every one of them
 * took most of the list's time (bench/README.md).
 */
const jobColumns = {
  id: bookings.id,
  bookingNo: bookings.bookingNo,
  customerId: bookings.customerId,
  contractorId: bookings.contractorId,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
  localDate: bookings.localDate,
  fromMinutes: bookings.fromMinutes,
  estimatedMinutes: bookings.estimatedMinutes,
  startedAt: bookings.startedAt,
  startsAt: bookings.startsAt,
  /** When the customer was told nobody accepted by the deadline (decision 098). */
  unacceptedToldAt: bookings.unacceptedToldAt,
  fullName: bookings.fullName,
  email: bookings.email,
  mobile: bookings.mobile,
  address: bookings.address,
  postalCode: bookings.postalCode,
  unit: bookings.unit,
  // The access notes (decision 100): the screens show them; no e-mail or notification may.
  accessEntryCode: bookings.accessEntryCode,
  accessParking: bookings.accessParking,
  accessPets: bookings.accessPets,
  accessOther: bookings.accessOther,
  cityId: bookings.cityId,
  serviceId: bookings.serviceId,
  bedrooms: bookings.bedrooms,
  bathrooms: bookings.bathrooms,
  hourlyRateCents: bookings.hourlyRateCents,
  subtotalCents: bookings.subtotalCents,
  totalCents: bookings.totalCents,
  taxCents: bookings.taxCents,
  taxName: bookings.taxName,
  discountCents: bookings.discountCents,
  contractorPayCents: bookings.contractorPayCents,
  extras: bookings.extras,
};

type BookingRow = typeof bookings.$inferSelect;

/** One booking with what the job screens show (spec §3 "Job or booking"). */
export type JobRow = {
  booking: Pick<BookingRow, keyof typeof jobColumns>;
  cityName: string | null;
  timeZone: string | null;
  serviceName: string | null;
  residenceName: string | null;
  customerFirstName: string;
  customerLastName: string;
  customerImage: string | null;
  contractorName: string | null;
  contractorImage: string | null;
  /** The city's current pay rate for the service: an open job's pay is reckoned with it. */
  payRateCents: number | null;
  reviewed: boolean;
  position: string | null;
  /** The regular cleaning the job is a visit of (decision 144); null for a one-time cleaning. */
  plan?: JobPlanFacts | null;
};

/** What a job's screens say of its plan: frequency, weekday (0 = Sunday), window and cleaner. */
export type JobPlanFacts = {
  id: number;
  everyWeeks: number;
  weekday: number;
  fromMinutes: number;
  untilMinutes: number;
  contractorId: number | null;
};

/**
 * One value of another table for the booking row, as a scalar subquery. Written out in SQL with
 * "bookings" named: in a query of one table Drizzle leaves columns unqualified, and an unqualified
 * "city_id" inside the subquery would be the inner table's own (pay_rates has one).
 */
function lookUp<T>(strings: TemplateStringsArray): SQL<T> {
  return sql<T>`(${sql.raw(strings.join(''))})`;
}

/**
 * What a job row is made of: the booking's columns, and the names the screens show looked up
 * row by row in their tables' keys. Scalar subqueries, not joins: a list is a page or a few
 * dozen rows, and with joins PostgreSQL planned seven tables on every call (5–17 ms under
 * load) and, misjudging how many jobs a cleaner with a long history holds, hashed all 20 000
 * customers to answer 16 of them (decision 054, bench/results/api-plans.md).
 */
export const jobFields = {
  booking: jobColumns,
  cityName: lookUp<string | null>`select c.name from cities c where c.id = "bookings"."city_id"`,
  timeZone: lookUp<
    string | null
  >`select c.time_zone from cities c where c.id = "bookings"."city_id"`,
  serviceName: lookUp<
    string | null
  >`select s.name from services s where s.id = "bookings"."service_id"`,
  residenceName: lookUp<
    string | null
  >`select r.name from residence_types r where r.id = "bookings"."residence_type_id"`,
  customerFirstName: lookUp<string>`select u.first_name from customers u where u.id = "bookings"."customer_id"`,
  customerLastName: lookUp<string>`select u.last_name from customers u where u.id = "bookings"."customer_id"`,
  customerImage: lookUp<
    string | null
  >`select u.image_path from customers u where u.id = "bookings"."customer_id"`,
  contractorName: lookUp<
    string | null
  >`select k.full_name from contractors k where k.id = "bookings"."contractor_id"`,
  contractorImage: lookUp<
    string | null
  >`select k.image_path from contractors k where k.id = "bookings"."contractor_id"`,
  /** The city's current pay rate for the service: an open job's pay is reckoned with it. */
  payRateCents: lookUp<
    number | null
  >`select p.cents_per_hour from pay_rates p where p.city_id = "bookings"."city_id" and p.service_id = "bookings"."service_id"`,
  // A regular cleaning's visit (decision 144), looked up by the plan's key; null for one-time.
  plan: lookUp<JobPlanFacts | null>`select json_build_object('id', p.id, 'everyWeeks', p.every_weeks, 'weekday', extract(dow from p.anchor_date)::int, 'fromMinutes', p.from_minutes, 'untilMinutes', p.until_minutes, 'contractorId', p.contractor_id) from regular_plans p where p.id = "bookings"."plan_id"`,
  // Looked up in the booking's unique index; a booking has at most one review.
  reviewed: sql<boolean>`coalesce((select true from reviews v where v.booking_id = "bookings"."id"), false)`,
  // The cleaning's start to the microsecond, in UTC: where a page of past work ends
  // (server/domain/list-cursor.ts). A JavaScript Date would drop the microseconds.
  position: sql<
    string | null
  >`to_char(${bookings.startsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/**
 * Jobs with what the screens show, as a query still open to a where, an order and a limit
 * (the paged lists, server/db/shared-queries/job-lists.ts, prepare theirs once).
 */
export function jobsQuery(db: Database) {
  return db.select(jobFields).from(bookings).$dynamic();
}

/** Jobs matching `where`, newest cleaning first unless told otherwise. */
export function selectJobs(
  db: Database,
  where: SQL | undefined,
  orderBy: SQL[] = [desc(bookings.startsAt), desc(bookings.id)],
): Promise<JobRow[]> {
  return jobsQuery(db)
    .where(where)
    .orderBy(...orderBy);
}

export async function selectJob(db: Database, bookingId: number): Promise<JobRow | null> {
  const [row] = await selectJobs(db, eq(bookings.id, bookingId));
  return row ?? null;
}
