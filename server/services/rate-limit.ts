import type { Database } from '../db/database.ts';
import { addEvent, countEventsSince, deleteEventsBefore } from '../db/queries/rate-limits.ts';
import { HttpError } from '../http/errors.ts';
import type { Clock } from './clock.ts';

export type Limit = { bucket: string; max: number; windowMs: number };

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a while and try again.';
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** The limits of DESIGN.md and issue 3, per IP and per e-mail. */
export const limits = {
  loginFailuresPerIp: (ip: string): Limit => ({
    bucket: `login-ip:${ip}`,
    max: 8,
    windowMs: 15 * MINUTE,
  }),
  loginFailuresPerAccount: (email: string): Limit => ({
    bucket: `login-email:${email}`,
    max: 100,
    windowMs: HOUR,
  }),
  formPerIp: (form: string, ip: string): Limit => ({
    bucket: `${form}-ip:${ip}`,
    max: 20,
    windowMs: HOUR,
  }),
  formPerEmail: (form: string, email: string): Limit => ({
    bucket: `${form}-email:${email}`,
    max: 5,
    windowMs: HOUR,
  }),
};

/**
 * Counts attempts in the database, so every server instance sees the same numbers.
 * `assertUnder` refuses once a bucket is full; `record` adds one attempt.
 */
export function rateLimiter(db: Database, clock: Clock, factor = 1) {
  return {
    async assertUnder(...checks: Limit[]) {
      const now = clock().getTime();
      for (const check of checks) {
        const used = await countEventsSince(db, check.bucket, new Date(now - check.windowMs));
        if (used >= check.max * factor) throw new HttpError(429, TOO_MANY_ATTEMPTS);
      }
    },
    async record(...checks: Limit[]) {
      const now = clock();
      for (const check of checks) await addEvent(db, check.bucket, now);
      if (Math.random() < 0.01) await deleteEventsBefore(db, new Date(now.getTime() - 24 * HOUR));
    },
    /** Checks and counts in one go, for forms where every attempt counts. */
    async consume(...checks: Limit[]) {
      await this.assertUnder(...checks);
      await this.record(...checks);
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
