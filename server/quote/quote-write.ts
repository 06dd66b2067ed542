import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { bookings, bookingStatus } from '../db/schema.ts';
import { freeContractorCondition } from './availability.ts';
import { transitionsOf } from '../jobs/index.ts';
import { pgliteOf, sessionPrepared } from '../db/session-prepared.ts';

/** What a quote stores on its booking. */
export type QuoteChanges = {
  residenceTypeId: number;
  serviceId: number;
  cityId: number;
  bedrooms: number;
  bathrooms: number;
  extras: string[];
  extrasMinutes: number;
  unit: string;
  address: string;
  postalCode: string;
  /** The access notes, trimmed, '' when none (decision 100). */
  accessEntryCode: string;
  accessParking: string;
  accessPets: string;
  accessOther: string;
  localDate: string;
  fromMinutes: number;
  untilMinutes: number;
  startsAt: Date;
  endsAt: Date;
  blockedUntil: Date;
  estimatedMinutes: number;
  hourlyRateCents: number;
  subtotalCents: number;
  discountCents: number;
  couponId: null;
  /** A regular cleaning's frequency (issue 45), null for a one-time cleaning. */
  planEveryWeeks: number | null;
  taxCents: number;
  taxName: string;
  totalCents: number;
};

type Placeholders = Omit<QuoteChanges, 'extras' | 'startsAt' | 'endsAt' | 'blockedUntil'> & {
  uniqueCode: string;
  extras: string;
  startsAt: string;
  endsAt: string;
  blockedUntil: string;
};

// A placeholder goes to the driver as given (no column encoder), so values are driver values.
const slot = (name: keyof Placeholders) => sql`${sql.placeholder(name)}`;

// Every field of QuoteChanges, so a field added there cannot be left out of the statement.
const storedColumns: Record<keyof QuoteChanges, SQL> = {
  residenceTypeId: slot('residenceTypeId'),
  serviceId: slot('serviceId'),
  cityId: slot('cityId'),
  bedrooms: slot('bedrooms'),
  bathrooms: slot('bathrooms'),
  extras: slot('extras'),
  extrasMinutes: slot('extrasMinutes'),
  unit: slot('unit'),
  address: slot('address'),
  postalCode: slot('postalCode'),
  accessEntryCode: slot('accessEntryCode'),
  accessParking: slot('accessParking'),
  accessPets: slot('accessPets'),
  accessOther: slot('accessOther'),
  localDate: slot('localDate'),
  fromMinutes: slot('fromMinutes'),
  untilMinutes: slot('untilMinutes'),
  startsAt: slot('startsAt'),
  endsAt: slot('endsAt'),
  blockedUntil: slot('blockedUntil'),
  estimatedMinutes: slot('estimatedMinutes'),
  hourlyRateCents: slot('hourlyRateCents'),
  subtotalCents: slot('subtotalCents'),
  discountCents: slot('discountCents'),
  couponId: slot('couponId'),
  planEveryWeeks: slot('planEveryWeeks'),
  taxCents: slot('taxCents'),
  taxName: slot('taxName'),
  totalCents: slot('totalCents'),
};

/** The booking columns whose values the quote's writes bind (tests/unit/session-prepared.test.ts). */
export const quoteBoundColumns: readonly (keyof Placeholders)[] = [
  'uniqueCode',
  ...(Object.keys(storedColumns) as (keyof QuoteChanges)[]),
];

/**
 * A window's value as a one-row subquery: PostgreSQL then estimates a plan with and without the
 * values alike, so after five custom plans it keeps the generic one instead of planning the
 * statement anew on every quote (about 1 ms of its CPU; decision 062). An index still takes the
 * value as its bound, as decision 058 found for the open jobs' instant.
 */
const hidden = (name: keyof Placeholders, type: 'int' | 'date' | 'timestamptz') =>
  sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;

const nextStatus = () => {
  const transitions = transitionsOf('booking.quote');
  return sql`(case ${bookings.status} ${sql.join(
    transitions.map(({ from, to }) => sql`when ${from} then ${to}`),
    sql` `,
  )} end)::${sql.identifier(bookingStatus.enumName)}`;
};

/** The booking the quote is for, while the lifecycle lets a quote leave its status. */
const quotable = () =>
  and(
    eq(bookings.uniqueCode, sql.placeholder('uniqueCode')),
    inArray(
      bookings.status,
      transitionsOf('booking.quote').map(({ from }) => from),
    ),
  );

/**
 * The quote's UPDATE of the booking under `where`, prepared once under `name`: by node-postgres
 * once per connection, in PGlite's one session by `sessionPrepared` (decision 154).
 */
function preparedQuoteUpdate(db: Database, where: SQL | undefined, name: string) {
  const update = db
    .update(bookings)
    .set({ ...storedColumns, status: nextStatus(), updatedAt: sql`now()` })
    .where(where);
  const pglite = pgliteOf(db);
  if (pglite) return sessionPrepared(pglite, name, update.toSQL());
  const statement = update.prepare(name);
  return async (values: Placeholders) => {
    // Without RETURNING node-postgres answers its result: the count is all the quote needs.
    const result = (await statement.execute(values)) as { rowCount?: number | null };
    return result.rowCount ?? 0;
  };
}

/** Runs the write; how many rows it wrote (no RETURNING: nothing to describe or parse). */
type PreparedQuoteUpdate = (values: Placeholders) => Promise<number>;

/**
 * The quote's two writes, built once per database so no query is assembled per request, and
 * parsed and planned by the database once per connection:
 * - `checked` applies only while the booking is in a status the lifecycle lets a quote leave
 *   from and a cleaner is free in the window (the rule of `hasFreeContractor`, the booking
 *   itself not counted as an open job);
 * - `unchecked` is the same write without the cleaner check, for a window just found free
 *   (decision 065).
 */
type Statements = { checked: PreparedQuoteUpdate; unchecked: PreparedQuoteUpdate };
const prepared = new WeakMap<Database, Statements>();

function statementsOf(db: Database): Statements {
  let statements = prepared.get(db);
  if (!statements) {
    const freeCleaner = freeContractorCondition(
      db,
      {
        cityId: hidden('cityId', 'int'),
        startsAt: hidden('startsAt', 'timestamptz'),
        blockedUntil: hidden('blockedUntil', 'timestamptz'),
        localDate: hidden('localDate', 'date'),
        fromMinutes: hidden('fromMinutes', 'int'),
        untilMinutes: sql`(${hidden('fromMinutes', 'int')} + ${hidden('estimatedMinutes', 'int')})`,
      },
      bookings.id,
    );
    statements = {
      checked: preparedQuoteUpdate(db, and(quotable(), freeCleaner), 'quote_write'),
      unchecked: preparedQuoteUpdate(db, quotable(), 'quote_write_free'),
    };
    prepared.set(db, statements);
  }
  return statements;
}

/**
 * Every value written out, not `{ ...changes, … }`: the spread and its overrides took about
 * 6 µs a quote against 1.6 µs for the literal (a Node 20 micro-benchmark), a few per cent of the
 * server's CPU per quote (decision 065).
 */
function placeholders(uniqueCode: string, c: QuoteChanges): Placeholders {
  return {
    uniqueCode,
    residenceTypeId: c.residenceTypeId,
    serviceId: c.serviceId,
    cityId: c.cityId,
    bedrooms: c.bedrooms,
    bathrooms: c.bathrooms,
    extras: JSON.stringify(c.extras),
    extrasMinutes: c.extrasMinutes,
    unit: c.unit,
    address: c.address,
    postalCode: c.postalCode,
    accessEntryCode: c.accessEntryCode,
    accessParking: c.accessParking,
    accessPets: c.accessPets,
    accessOther: c.accessOther,
    localDate: c.localDate,
    fromMinutes: c.fromMinutes,
    untilMinutes: c.untilMinutes,
    startsAt: c.startsAt.toISOString(),
    endsAt: c.endsAt.toISOString(),
    blockedUntil: c.blockedUntil.toISOString(),
    estimatedMinutes: c.estimatedMinutes,
    hourlyRateCents: c.hourlyRateCents,
    subtotalCents: c.subtotalCents,
    discountCents: c.discountCents,
    couponId: c.couponId,
    planEveryWeeks: c.planEveryWeeks,
    taxCents: c.taxCents,
    taxName: c.taxName,
    totalCents: c.totalCents,
  };
}

/**
 * Stores the quote in one round trip when the booking may be quoted and a cleaner is free in the
 * window. A window the caller already knows to be free (decision 065) is not checked again.
 * False when nothing was written: the booking is missing, in another status or no cleaner is
 * free, and the caller finds out which.
 */
export async function writeQuote(
  db: Database,
  uniqueCode: string,
  changes: QuoteChanges,
  window: { knownFree: boolean },
): Promise<boolean> {
  const statements = statementsOf(db);
  const statement = window.knownFree ? statements.unchecked : statements.checked;
  return (await statement(placeholders(uniqueCode, changes))) > 0;
}
