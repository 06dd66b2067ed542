import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { backgroundChecks, cities, contractors, operators, users } from '../db/schema.ts';

export type CheckResult = 'clear' | 'notClear';
export type CheckPauseReason = 'checkExpired' | 'checkNotClear';

/** The cleaner's standing, city and address, their row locked until the transaction ends. */
export async function lockCleanerForCheck(db: Database, contractorId: number) {
  const rows = await db
    .select({
      id: contractors.id,
      fullName: contractors.fullName,
      status: contractors.status,
      pausedAt: contractors.pausedAt,
      pauseReason: contractors.pauseReason,
      timeZone: cities.timeZone,
    })
    .from(contractors)
    .innerJoin(cities, eq(cities.id, contractors.cityId))
    .where(eq(contractors.id, contractorId))
    .for('update', { of: contractors });
  return rows[0] ?? null;
}

export async function insertCheck(
  db: Database,
  row: {
    contractorId: number;
    provider: string;
    checkedOn: string;
    result: CheckResult;
    expiresOn: string;
    recordedBy: number;
  },
) {
  const [inserted] = await db.insert(backgroundChecks).values(row).returning();
  if (!inserted) throw new Error('the background check was not written');
  return inserted;
}

/** Every check of the cleaner, newest first, with the name of the operator who recorded it. */
export function checksOf(db: Database, contractorId: number) {
  return db
    .select({
      id: backgroundChecks.id,
      provider: backgroundChecks.provider,
      checkedOn: backgroundChecks.checkedOn,
      result: backgroundChecks.result,
      expiresOn: backgroundChecks.expiresOn,
      recordedBy: operators.fullName,
      createdAt: backgroundChecks.createdAt,
    })
    .from(backgroundChecks)
    .leftJoin(operators, eq(operators.id, backgroundChecks.recordedBy))
    .where(eq(backgroundChecks.contractorId, contractorId))
    .orderBy(desc(backgroundChecks.id));
}

/** The cleaner's newest check (their check), or null when none was ever recorded. */
export async function latestCheckOf(db: Database, contractorId: number) {
  const rows = await db
    .select({
      id: backgroundChecks.id,
      result: backgroundChecks.result,
      expiresOn: backgroundChecks.expiresOn,
    })
    .from(backgroundChecks)
    .where(eq(backgroundChecks.contractorId, contractorId))
    .orderBy(desc(backgroundChecks.id))
    .limit(1);
  return rows[0] ?? null;
}

/** Pauses the cleaner for their check, unless someone paused them already. */
export async function pauseForCheck(
  db: Database,
  contractorId: number,
  reason: CheckPauseReason,
  at: Date,
) {
  const rows = await db
    .update(contractors)
    .set({ pausedAt: at, pauseReason: reason })
    .where(and(eq(contractors.id, contractorId), isNull(contractors.pausedAt)))
    .returning({ id: contractors.id });
  return rows.length > 0;
}

/** Lifts a pause the cleaner's check made (never an operator's). */
export async function liftCheckPause(db: Database, contractorId: number) {
  const rows = await db
    .update(contractors)
    .set({ pausedAt: null, pauseReason: null })
    .where(
      and(
        eq(contractors.id, contractorId),
        inArray(contractors.pauseReason, ['checkExpired', 'checkNotClear']),
      ),
    )
    .returning({ id: contractors.id });
  return rows.length > 0;
}

/**
 * The expiry job's work: each approved cleaner's newest check, if clear and not yet acted on at
 * its lapse, with what its e-mails need.
 */
export function checksToWatch(db: Database) {
  const newest = db
    .select({ newestId: sql<number>`max(${backgroundChecks.id})`.as('newest_check_id') })
    .from(backgroundChecks)
    .groupBy(backgroundChecks.contractorId)
    .as('newest');
  return db
    .select({
      id: backgroundChecks.id,
      contractorId: backgroundChecks.contractorId,
      expiresOn: backgroundChecks.expiresOn,
      warned30At: backgroundChecks.warned30At,
      warned7At: backgroundChecks.warned7At,
      fullName: contractors.fullName,
      email: users.email,
      locale: users.locale,
      cityName: cities.name,
      timeZone: cities.timeZone,
    })
    .from(backgroundChecks)
    .innerJoin(newest, eq(newest.newestId, backgroundChecks.id))
    .innerJoin(contractors, eq(contractors.id, backgroundChecks.contractorId))
    .innerJoin(users, eq(users.id, contractors.userId))
    .innerJoin(cities, eq(cities.id, contractors.cityId))
    .where(
      and(
        eq(contractors.status, 'Approved'),
        eq(backgroundChecks.result, 'clear'),
        isNull(backgroundChecks.lapsedAt),
      ),
    )
    .orderBy(backgroundChecks.id);
}

/** Marks a notice or the lapse as done, once: false when another run did it first. */
export async function markCheck(
  db: Database,
  checkId: number,
  mark: 'warned30At' | 'warned7At' | 'lapsedAt',
  at: Date,
) {
  const rows = await db
    .update(backgroundChecks)
    .set({ [mark]: at })
    .where(and(eq(backgroundChecks.id, checkId), isNull(backgroundChecks[mark])))
    .returning({ id: backgroundChecks.id });
  return rows.length > 0;
}
