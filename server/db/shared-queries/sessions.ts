import { and, eq, lt, ne } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { sessions } from '../schema.ts';

export async function insertSession(
  db: Database,
  values: {
    idHash: string;
    userId: number;
    device?: string | null;
    now: Date;
    expiresAt: Date;
  },
) {
  await db.insert(sessions).values({
    idHash: values.idHash,
    userId: values.userId,
    device: values.device ?? null,
    createdAt: values.now,
    lastSeenAt: values.now,
    expiresAt: values.expiresAt,
  });
}

export async function touchSession(db: Database, idHash: string, now: Date, expiresAt: Date) {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.idHash, idHash));
}

/** The operator's session passed the second factor (decision 078). */
export async function markSecondFactorPassed(db: Database, idHash: string, now: Date) {
  await db.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Database, idHash: string) {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteUserSessions(db: Database, userId: number, keepIdHash?: string) {
  await db
    .delete(sessions)
    .where(
      keepIdHash
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash))
        : eq(sessions.userId, userId),
    );
}

export async function deleteExpiredSessions(db: Database, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
