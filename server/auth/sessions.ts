import type { Database } from '../db/database.ts';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  insertSession,
  markSecondFactorPassed,
  touchSession,
} from '../db/shared-queries/sessions.ts';
import { findLiveSessionAccount, type SessionAccount } from './session-accounts.queries.ts';
import type { Clock } from '../platform/clock.ts';
import { randomToken, tokenHash } from '../domain/codes.ts';
import { boundedSet, type AccountChanges } from './account-changes.ts';

/** A session ends after 12 idle hours, and in any case 14 days after login. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 14 * 24 * 60 * 60 * 1000;
/**
 * An operator's session is the console's, which can refund and add operators: it ends after 30
 * idle minutes, and in any case 12 hours after login, a working day (decision 078).
 */
export const OPERATOR_SESSION_IDLE_MS = 30 * 60 * 1000;
export const OPERATOR_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/** How long a session (and its cookie) may live at most. */
export function sessionLifetimeMs(operator: boolean): number {
  return operator ? OPERATOR_SESSION_ABSOLUTE_MS : SESSION_ABSOLUTE_MS;
}

/**
 * How stale the stored idle expiry may get before a call slides it forward. Sliding a 12-hour
 * window by less changes nothing anyone could notice, and it cost every signed-in call a write
 * and a commit (the dashboards' calls come seconds apart).
 */
export const SESSION_TOUCH_EVERY_MS = 60 * 1000;
/** Live sessions kept per process; past this the oldest kept is read again when next used. */
export const SESSIONS_KEPT = 10_000;

function expiry(createdAt: Date, now: Date, operator: boolean): Date {
  const idle = operator ? OPERATOR_SESSION_IDLE_MS : SESSION_IDLE_MS;
  return new Date(
    Math.min(now.getTime() + idle, createdAt.getTime() + sessionLifetimeMs(operator)),
  );
}

/**
 * Live sessions are kept in memory by their hash while the change feed is live (decision 064): a
 * signed-in call then makes no round trip at all unless its idle expiry is due to slide. An
 * ended session, and any change to accounts, contractors or operators, drops them on every
 * server (accountChanges); an entry past its stored expiry is read again, never trusted.
 */
export function sessionService(db: Database, clock: Clock, changes?: AccountChanges) {
  const kept = new Map<string, SessionAccount>();
  changes?.onSessionEnded((idHash) => kept.delete(idHash));
  changes?.onAnyChange(() => kept.clear());

  const liveSession = async (idHash: string, now: Date) => {
    const cached = kept.get(idHash);
    if (cached && changes && changes.generation() !== null) {
      if (cached.expiresAt.getTime() > now.getTime()) return cached;
      kept.delete(idHash);
    }
    const generation = changes?.generation() ?? null;
    const session = await findLiveSessionAccount(db, idHash, now);
    // Kept only if nothing changed while it was read: a change could have ended it meanwhile.
    // An operator's session waiting for its second factor is never kept: another server may
    // pass it at any moment, and its update announces nothing.
    if (
      session &&
      !secondFactorPending(session) &&
      generation !== null &&
      changes?.generation() === generation
    ) {
      boundedSet(kept, SESSIONS_KEPT, idHash, session);
    }
    return session;
  };

  return {
    /**
     * A new random id on every login; only its hash is stored. An operator's is shorter, and
     * opens the console only once it passes the second factor (`passSecondFactor`).
     */
    async start(
      userId: number,
      {
        operator = false,
        device = null,
      }: { operator?: boolean; device?: string | null | undefined } = {},
    ): Promise<string> {
      const now = clock();
      const token = randomToken();
      await insertSession(db, {
        idHash: tokenHash(token),
        userId,
        device,
        now,
        expiresAt: expiry(now, now, operator),
      });
      // Housekeeping on login keeps the table small without a scheduler.
      await deleteExpiredSessions(db, now);
      return token;
    },

    /**
     * The account behind a live session (with a contractor's scope, read in the same statement),
     * sliding the session's idle expiry forward.
     */
    async resolve(token: string): Promise<
      | (Omit<SessionAccount, 'createdAt' | 'lastSeenAt' | 'expiresAt' | 'secondFactorAt'> & {
          idHash: string;
          secondFactorPending: boolean;
        })
      | null
    > {
      const now = clock();
      const idHash = tokenHash(token);
      const session = await liveSession(idHash, now);
      if (!session) return null;
      if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_EVERY_MS) {
        const expiresAt = expiry(session.createdAt, now, session.account.operator !== null);
        await touchSession(db, idHash, now, expiresAt);
        // The kept copy slides with the stored one (a copy: a read in flight may hold the old).
        if (kept.get(idHash) === session) {
          kept.set(idHash, { ...session, lastSeenAt: now, expiresAt });
        }
      }
      return {
        account: session.account,
        contractorScope: session.contractorScope,
        idHash,
        secondFactorPending: secondFactorPending(session),
      };
    },

    /** The operator passed the second factor: from now on this session opens the console. */
    async passSecondFactor(token: string) {
      const idHash = tokenHash(token);
      await markSecondFactorPassed(db, idHash, clock());
      kept.delete(idHash);
    },

    async end(token: string) {
      const idHash = tokenHash(token);
      await deleteSession(db, idHash);
      kept.delete(idHash);
      changes?.changedHere();
    },

    async endAllFor(userId: number) {
      await deleteUserSessions(db, userId);
      changes?.changedHere();
    },
  };
}

/** An operator's session before the second factor: it opens nothing but that step. */
function secondFactorPending(session: SessionAccount): boolean {
  return session.account.operator !== null && session.secondFactorAt === null;
}

export type SessionService = ReturnType<typeof sessionService>;
