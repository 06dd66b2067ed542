import type { Database } from '../db/database.ts';
import {
  addEvent,
  countEventsSince,
  deleteEventsBefore,
  oldestEventSince,
} from '../db/queries/rate-limits.ts';
import { RateLimitedError } from '../domain/errors.ts';
import type { Clock } from './clock.ts';

export type Limit = {
  bucket: string;
  max: number;
  windowMs: number;
  /** The refusal, told when the oldest counted attempt leaves the window; else TOO_MANY_ATTEMPTS. */
  refusal?: (minutes: number) => string;
};

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a while and try again.';
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** "Too many bookings started. Please try again in 12 minutes." */
export function bookingStartRefusal(minutes: number): string {
  return `Too many bookings started. Please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`;
}

/**
 * The limits of DESIGN.md and decisions 006 and 026, per IP and per e-mail. Login failures count per account
 * and address (guessing at one account from one place stops there, and locks no other account
 * out), per account (ASVS: at most 100 failed attempts an hour) and per address with a ceiling
 * that slows a sweep across many accounts.
 */
export const limits = {
  loginFailuresPerIp: (ip: string): Limit => ({
    bucket: `login-ip:${ip}`,
    max: 50,
    windowMs: 15 * MINUTE,
  }),
  loginFailuresPerAccountAndIp: (email: string, ip: string): Limit => ({
    bucket: `login-email-ip:${email}|${ip}`,
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
  /** Booking starts: a household, an office or a campus behind one address never starts 100. */
  bookingStartsPerIp: (ip: string): Limit => ({
    bucket: `book-same-day-ip:${ip}`,
    max: 100,
    windowMs: HOUR,
    refusal: bookingStartRefusal,
  }),
  /**
   * Web-vitals beacons (decision 037): one per page load, so 600 an hour is a ceiling no office
   * behind one address reaches, while a script filling the samples table stops there.
   */
  vitalsPerIp: (ip: string): Limit => ({
    bucket: `vitals-ip:${ip}`,
    max: 600,
    windowMs: HOUR,
  }),
  bookingStartsPerEmail: (email: string): Limit => ({
    bucket: `book-same-day-email:${email}`,
    max: 10,
    windowMs: HOUR,
    refusal: bookingStartRefusal,
  }),
  /**
   * Changes made in the operator console (decision 047), per operator: a busy day's approvals
   * and refunds stay far below it, while a stolen session cannot rewrite the site in a loop.
   */
  adminWritesPerOperator: (operatorId: number): Limit => ({
    bucket: `admin-write:${operatorId}`,
    max: 600,
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
        const since = new Date(now - check.windowMs);
        const used = await countEventsSince(db, check.bucket, since);
        if (used < check.max * factor) continue;
        if (!check.refusal) throw new RateLimitedError(TOO_MANY_ATTEMPTS);
        const oldest = (await oldestEventSince(db, check.bucket, since)) ?? new Date(now);
        const minutes = Math.max(1, Math.ceil((oldest.getTime() + check.windowMs - now) / MINUTE));
        throw new RateLimitedError(check.refusal(minutes));
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
