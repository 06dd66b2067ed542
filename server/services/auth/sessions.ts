import type { Database } from '../../db/database.ts';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  insertSession,
  touchSession,
} from '../../db/queries/sessions.ts';
import { findLiveSessionAccount, type SessionAccount } from '../../db/queries/session-accounts.ts';
import type { Clock } from '../clock.ts';
import { randomToken, tokenHash } from '../../domain/codes.ts';

/** A session ends after 12 idle hours, and in any case 14 days after login. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 14 * 24 * 60 * 60 * 1000;
/**
 * How stale the stored idle expiry may get before a call slides it forward. Sliding a 12-hour
 * window by less changes nothing anyone could notice, and it cost every signed-in call a write
 * and a commit (the dashboards' calls come seconds apart).
 */
export const SESSION_TOUCH_EVERY_MS = 60 * 1000;

function expiry(createdAt: Date, now: Date): Date {
  return new Date(
    Math.min(now.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_ABSOLUTE_MS),
  );
}

export function sessionService(db: Database, clock: Clock) {
  return {
    /** A new random id on every login; only its hash is stored. */
    async start(userId: number): Promise<string> {
      const now = clock();
      const token = randomToken();
      await insertSession(db, {
        idHash: tokenHash(token),
        userId,
        now,
        expiresAt: expiry(now, now),
      });
      // Housekeeping on login keeps the table small without a scheduler.
      await deleteExpiredSessions(db, now);
      return token;
    },

    /**
     * The account behind a live session (with a contractor's scope, read in the same statement),
     * sliding the session's idle expiry forward.
     */
    async resolve(
      token: string,
    ): Promise<(Omit<SessionAccount, 'createdAt' | 'lastSeenAt'> & { idHash: string }) | null> {
      const now = clock();
      const idHash = tokenHash(token);
      const session = await findLiveSessionAccount(db, idHash, now);
      if (!session) return null;
      if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_EVERY_MS) {
        await touchSession(db, idHash, now, expiry(session.createdAt, now));
      }
      return { account: session.account, contractorScope: session.contractorScope, idHash };
    },

    async end(token: string) {
      await deleteSession(db, tokenHash(token));
    },

    async endAllFor(userId: number) {
      await deleteUserSessions(db, userId);
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
