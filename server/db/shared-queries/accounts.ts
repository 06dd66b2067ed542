import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { onlyRow } from './rows.ts';
import { accountTokens, contractors, customers, operators, users } from '../schema.ts';
import type { Locale } from '#shared/i18n/locale.ts';

export type AccountRoles = {
  userId: number;
  email: string;
  activated: boolean;
  customer: { id: number; uniqueCode: string; firstName: string; lastName: string } | null;
  contractor: {
    id: number;
    uniqueCode: string;
    fullName: string;
    status: 'Pending' | 'Approved' | 'Rejected';
  } | null;
  /**
   * MapleShine's staff (decision 047); never set together with a customer or contractor.
   * `disabledAt` is set while another operator has disabled them (decision 085).
   */
  operator: { id: number; uniqueCode: string; fullName: string; disabledAt: Date | null } | null;
};

/** The columns an account's roles are read from (findAccount, session-accounts.ts). */
export const accountColumns = {
  userId: users.id,
  email: users.email,
  activatedAt: users.activatedAt,
  customerId: customers.id,
  customerCode: customers.uniqueCode,
  firstName: customers.firstName,
  lastName: customers.lastName,
  contractorId: contractors.id,
  contractorCode: contractors.uniqueCode,
  fullName: contractors.fullName,
  status: contractors.status,
  operatorId: operators.id,
  operatorCode: operators.uniqueCode,
  operatorName: operators.fullName,
  operatorDisabledAt: operators.disabledAt,
};

/** A row of accountColumns, the profiles left-joined: theirs may be null. */
type AccountColumnsRow = {
  userId: number;
  email: string;
  activatedAt: Date | null;
  customerId: number | null;
  customerCode: string | null;
  firstName: string | null;
  lastName: string | null;
  contractorId: number | null;
  contractorCode: string | null;
  fullName: string | null;
  status: 'Pending' | 'Approved' | 'Rejected' | null;
  operatorId: number | null;
  operatorCode: string | null;
  operatorName: string | null;
  operatorDisabledAt: Date | null;
};

/** The roles of a row read with accountColumns and the profiles left-joined to the user. */
export function accountRolesOf(row: AccountColumnsRow): AccountRoles {
  return {
    userId: row.userId,
    email: row.email,
    activated: row.activatedAt !== null,
    customer:
      row.customerId !== null && row.customerCode !== null
        ? {
            id: row.customerId,
            uniqueCode: row.customerCode,
            firstName: row.firstName ?? '',
            lastName: row.lastName ?? '',
          }
        : null,
    contractor:
      row.contractorId !== null && row.contractorCode !== null && row.status !== null
        ? {
            id: row.contractorId,
            uniqueCode: row.contractorCode,
            fullName: row.fullName ?? '',
            status: row.status,
          }
        : null,
    operator:
      row.operatorId !== null && row.operatorCode !== null
        ? {
            id: row.operatorId,
            uniqueCode: row.operatorCode,
            fullName: row.operatorName ?? '',
            disabledAt: row.operatorDisabledAt,
          }
        : null,
  };
}

/** A user with whichever profiles they have (customer, contractor, or both). */
export async function findAccount(db: Database, userId: number): Promise<AccountRoles | null> {
  const rows = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(customers, eq(customers.userId, users.id))
    .leftJoin(contractors, eq(contractors.userId, users.id))
    .leftJoin(operators, eq(operators.userId, users.id))
    .where(eq(users.id, userId));
  const row = rows[0];
  return row ? accountRolesOf(row) : null;
}

/** The open account at this address: a closed one (decision 139) is nobody's any more. */
export async function findUserByEmail(db: Database, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.closedAt)));
  return rows[0];
}

export async function insertUser(
  db: Database,
  values: { email: string; passwordHash: string; activatedAt: Date | null; locale?: Locale },
) {
  const rows = await db.insert(users).values(values).returning({ id: users.id });
  return onlyRow(rows).id;
}

/** The language a person reads their e-mails and notifications in (decision 103). */
export async function setUserLocale(db: Database, userId: number, locale: Locale) {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

export async function setPasswordHash(db: Database, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function activateUser(db: Database, userId: number, at: Date) {
  await db
    .update(users)
    .set({ activatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.activatedAt)));
}

export async function insertAccountToken(
  db: Database,
  values: {
    tokenHash: string;
    userId: number;
    purpose: 'activation' | 'password_reset';
    expiresAt: Date;
  },
) {
  await db.insert(accountTokens).values(values);
}

/**
 * Ends the user's live, unused links (of one purpose, or of every purpose) by moving their
 * expiry to now: a superseded link reads as expired, never as used, and the newest link or the
 * new password stays the only way in (issue 38). Used and expired links are left as they were.
 */
export async function endAccountTokens(
  db: Database,
  userId: number,
  now: Date,
  purpose?: 'activation' | 'password_reset',
) {
  await db
    .update(accountTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
        purpose === undefined ? undefined : eq(accountTokens.purpose, purpose),
      ),
    );
}

/**
 * Marks a live, unused token as used and returns its user; null when the token is unknown,
 * used or expired. The conditional update makes a token work exactly once, even in a race.
 */
export async function useAccountToken(
  db: Database,
  tokenHash: string,
  purpose: 'activation' | 'password_reset',
  now: Date,
): Promise<number | null> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return rows[0]?.userId ?? null;
}

/**
 * Whether a token of this purpose exists, was used, is still live, and whether its account is
 * active: what a second click on an e-mailed link needs to be told (decision 033).
 */
export async function findAccountToken(
  db: Database,
  tokenHash: string,
  purpose: 'activation' | 'password_reset',
  now: Date,
): Promise<{ live: boolean; accountActive: boolean } | null> {
  const rows = await db
    .select({
      usedAt: accountTokens.usedAt,
      expiresAt: accountTokens.expiresAt,
      activatedAt: users.activatedAt,
    })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)));
  const row = rows[0];
  if (!row) return null;
  return {
    live: row.usedAt === null && row.expiresAt.getTime() > now.getTime(),
    accountActive: row.activatedAt !== null,
  };
}
