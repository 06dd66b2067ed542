import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { cities, contractors, customers, operators, sessions, users } from '../db/schema.ts';
import {
  accountColumns,
  accountRolesOf,
  type AccountRoles,
} from '../db/shared-queries/accounts.ts';
import type { ContractorScope } from '../db/shared-queries/jobs.ts';
import { prepareOnce } from '../db/shared-queries/prepare-once.ts';

/**
 * A live session with its account and, for a contractor, what decides which jobs they see
 * (their city, status and pause): one prepared statement, one round trip. Every signed-in call
 * starts with it; as three statements built anew on every call (session, account, contractor)
 * they cost more than the list they guarded (decision 058).
 */
const sessionAccount = prepareOnce((db) =>
  db
    .select({
      ...accountColumns,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      secondFactorAt: sessions.secondFactorAt,
      contractorCityId: contractors.cityId,
      contractorPausedAt: contractors.pausedAt,
      contractorTimeZone: cities.timeZone,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(customers, eq(customers.userId, users.id))
    .leftJoin(contractors, eq(contractors.userId, users.id))
    .leftJoin(cities, eq(cities.id, contractors.cityId))
    .leftJoin(operators, eq(operators.userId, users.id))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        sql`${sessions.expiresAt} > ${sql.placeholder('now')}::timestamptz`,
      ),
    )
    .prepare('session_account'),
);

export type SessionAccount = {
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  /** When an operator's session passed the second factor (decision 078); null until then. */
  secondFactorAt: Date | null;
  account: AccountRoles;
  /** The contractor's scope as read in the same statement; null for anyone else. */
  contractorScope: ContractorScope | null;
};

/** The account behind a live (unexpired) session, or undefined. */
export async function findLiveSessionAccount(
  db: Database,
  idHash: string,
  now: Date,
): Promise<SessionAccount | undefined> {
  const [row] = await sessionAccount(db).execute({ idHash, now: now.toISOString() });
  // A disabled operator's sessions are deleted as they are disabled (decision 085); one a login
  // started while that committed is refused here all the same.
  if (!row || row.operatorDisabledAt !== null) return undefined;
  const account = accountRolesOf(row);
  const contractor = account.contractor;
  return {
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
    secondFactorAt: row.secondFactorAt,
    account,
    contractorScope:
      contractor && row.contractorCityId !== null && row.contractorTimeZone !== null
        ? {
            id: contractor.id,
            cityId: row.contractorCityId,
            status: contractor.status,
            pausedAt: row.contractorPausedAt,
            fullName: contractor.fullName,
            timeZone: row.contractorTimeZone,
          }
        : null,
  };
}
