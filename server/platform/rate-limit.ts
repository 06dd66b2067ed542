import { isIPv6 } from 'node:net';
import type { Database } from '../db/database.ts';
import {
  addEvent,
  countEventsSince,
  deleteEvents,
  deleteEventsBefore,
  lockBuckets,
  oldestEventSince,
} from '../db/shared-queries/rate-limits.ts';
import { RateLimitedError } from '../domain/errors.ts';
import { httpRefusals } from '../domain/http-refusals.ts';
import type { Said } from '../domain/said.ts';
import type { Clock } from './clock.ts';

export type Limit = {
  bucket: string;
  max: number;
  windowMs: number;
  /** The refusal, told when the oldest counted attempt leaves the window; else TOO_MANY_ATTEMPTS. */
  refusal?: (minutes: number) => Said;
};

export const TOO_MANY_ATTEMPTS = httpRefusals.tooManyAttempts.english;

/**
 * The caller as a per-address limit counts it: an IPv4 address as it is (an IPv4-mapped IPv6
 * address as its IPv4 one), an IPv6 address as its /64. A household or a single server is
 * handed a whole /64 and may send from any of its 2^64 addresses, so counting each alone would
 * give it as many allowances.
 */
export function limitedAddress(ip: string): string {
  const address = (ip.split('%')[0] ?? '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [left = '', right] = address.split('::');
  const head = groupsOf(left);
  const tail = right === undefined ? [] : groupsOf(right);
  const groups =
    right === undefined
      ? head
      : [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** "Too many bookings started. Please try again in 12 minutes." */
export function bookingStartRefusal(minutes: number): Said {
  return httpRefusals.tooManyBookings.with({ minutes });
}

/**
 * The limits of DESIGN.md and decisions 006 and 026, per IP and per e-mail. Login failures count per account
 * and address (guessing at one account from one place stops there, and locks no other account
 * out), per account (ASVS: at most 100 failed attempts an hour) and per address with a ceiling
 * that slows a sweep across many accounts.
 */
export const limits = {
  loginFailuresPerIp: (ip: string): Limit => ({
    bucket: `login-ip:${limitedAddress(ip)}`,
    max: 50,
    windowMs: 15 * MINUTE,
  }),
  loginFailuresPerAccountAndIp: (email: string, ip: string): Limit => ({
    bucket: `login-email-ip:${email}|${limitedAddress(ip)}`,
    max: 8,
    windowMs: 15 * MINUTE,
  }),
  loginFailuresPerAccount: (email: string): Limit => ({
    bucket: `login-email:${email}`,
    max: 100,
    windowMs: HOUR,
  }),
  formPerIp: (form: string, ip: string): Limit => ({
    bucket: `${form}-ip:${limitedAddress(ip)}`,
    max: 20,
    windowMs: HOUR,
  }),
  formPerEmail: (form: string, email: string): Limit => ({
    bucket: `${form}-email:${email}`,
    max: 5,
    windowMs: HOUR,
  }),
  /**
   * Coupon codes tried from one address: each coupon check and each payment that carries a code.
   * One allowance for both, so the payment step is no second way to guess codes.
   */
  couponTriesPerIp: (ip: string): Limit => ({
    bucket: `gift-coupon-ip:${limitedAddress(ip)}`,
    max: 20,
    windowMs: HOUR,
  }),
  /**
   * Cards declined on one booking (issue 38): its unique code is all a payment needs, so without
   * a ceiling one booking would let a script test stolen card numbers one after another. A
   * customer whose bank refuses has tries left for another card; a refusal the card did not cause
   * (the gateway unreachable) is not counted.
   */
  declinedCardsPerBooking: (bookingId: number): Limit => ({
    bucket: `card-declined-booking:${bookingId}`,
    max: 5,
    windowMs: HOUR,
    refusal: declinedCardsRefusal,
  }),
  /** Cards declined from one address, over every booking: the same script with many bookings. */
  declinedCardsPerIp: (ip: string): Limit => ({
    bucket: `card-declined-ip:${limitedAddress(ip)}`,
    max: 10,
    windowMs: HOUR,
    refusal: declinedCardsRefusal,
  }),
  /**
   * Booking-page links that opened nothing, from one address (issue 40): a link is 256 random
   * bits, so guessing is hopeless anyway; the ceiling stops a script from trying at all. Links
   * that work are uncounted, so a household opening its e-mails never meets it.
   */
  bookingLinkMissesPerIp: (ip: string): Limit => ({
    bucket: `booking-link-miss-ip:${limitedAddress(ip)}`,
    max: 20,
    windowMs: HOUR,
  }),
  /**
   * Unsubscribe links that named nobody, from one address (issue 44, decision 142): the key is 256
   * random bits; links that work are uncounted, so a mail provider's one-click posts never meet it.
   */
  unsubscribeMissesPerIp: (ip: string): Limit => ({
    bucket: `unsubscribe-miss-ip:${limitedAddress(ip)}`,
    max: 20,
    windowMs: HOUR,
  }),
  /** Booking starts: a household, an office or a campus behind one address never starts 100. */
  bookingStartsPerIp: (ip: string): Limit => ({
    bucket: `book-same-day-ip:${limitedAddress(ip)}`,
    max: 100,
    windowMs: HOUR,
    refusal: bookingStartRefusal,
  }),
  /**
   * Web-vitals beacons (decision 037): one per page load, so 600 an hour is a ceiling no office
   * behind one address reaches, while a script filling the samples table stops there.
   */
  vitalsPerIp: (ip: string): Limit => ({
    bucket: `vitals-ip:${limitedAddress(ip)}`,
    max: 600,
    windowMs: HOUR,
  }),
  /**
   * Web-vitals beacons from every address together: many addresses (a botnet) get no more room
   * than this, so the samples table holds at most 5 000 rows an hour (30 days: 3.6 million) while
   * a day's 24 000 page loads still give each route's p75. Past it, beacons are refused until the
   * hour moves on; the figures lose samples, the table does not grow.
   */
  vitalsFromEveryone: (): Limit => ({
    bucket: 'vitals-all',
    max: 1000,
    windowMs: HOUR,
  }),
  bookingStartsPerEmail: (email: string): Limit => ({
    bucket: `book-same-day-email:${email}`,
    max: 10,
    windowMs: HOUR,
    refusal: bookingStartRefusal,
  }),
  /**
   * Accepted jobs a cleaner hands back (decision 079): the customer's contact details show to the
   * cleaner holding a job from 24 hours before it, so accepting and handing back could gather
   * them; three in any 24 hours leaves room for real mishaps. Checked and counted in the
   * hand-back's own transaction (server/jobs/hand-back-cap.ts), not through `reserve`.
   */
  handBacksPerCleaner: (contractorId: number): Limit => ({
    bucket: `hand-back:${contractorId}`,
    max: 3,
    windowMs: 24 * HOUR,
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
  /**
   * Wrong second-factor codes per operator (decision 078), at sign-in and when a refund or a new
   * operator asks again: three codes of a million are right at any moment, so five tries a
   * quarter of an hour leave a guesser about one chance in 700 a day. A right code uncounts its try.
   */
  secondFactorFailuresPerOperator: (operatorId: number): Limit => ({
    bucket: `second-factor:${operatorId}`,
    max: 5,
    windowMs: 15 * MINUTE,
    refusal: secondFactorRefusal,
  }),
};

/** "Too many cards were declined. Please try again in 12 minutes." */
export function declinedCardsRefusal(minutes: number): Said {
  return httpRefusals.tooManyDeclines.with({ minutes });
}

/** "Too many wrong codes. Please try again in 12 minutes." */
export function secondFactorRefusal(minutes: number): Said {
  return httpRefusals.tooManyCodes.with({ minutes });
}

/**
 * Counts attempts in the database, so every server instance sees the same numbers.
 * `assertUnder` refuses once a bucket is full; `record` adds one attempt. `consume` and `reserve`
 * check and count in one step under the buckets' locks, so parallel attempts take turns and a
 * burst gets no more than a bucket's `max` (a count, then an insert, let 40 at once all through).
 */
export function rateLimiter(db: Database, clock: Clock, factor = 1) {
  const refusalIfFull = async (tx: Database, check: Limit, now: number) => {
    const since = new Date(now - check.windowMs);
    const used = await countEventsSince(tx, check.bucket, since);
    if (used < check.max * factor) return null;
    if (!check.refusal) return new RateLimitedError(httpRefusals.tooManyAttempts);
    const oldest = (await oldestEventSince(tx, check.bucket, since)) ?? new Date(now);
    const minutes = Math.max(1, Math.ceil((oldest.getTime() + check.windowMs - now) / MINUTE));
    return new RateLimitedError(check.refusal(minutes));
  };
  const pruneNowAndThen = async (now: Date) => {
    if (Math.random() < 0.01) await deleteEventsBefore(db, new Date(now.getTime() - 24 * HOUR));
  };

  return {
    async assertUnder(...checks: Limit[]) {
      const now = clock().getTime();
      for (const check of checks) {
        const refusal = await refusalIfFull(db, check, now);
        if (refusal) throw refusal;
      }
    },
    async record(...checks: Limit[]) {
      const now = clock();
      for (const check of checks) await addEvent(db, check.bucket, now);
      await pruneNowAndThen(now);
    },
    /**
     * Checks every bucket and counts the attempt in each, or none when one is full; the attempts
     * counted come back, for `release`. Not inside another transaction: PGlite has one connection.
     */
    async reserve(...checks: Limit[]): Promise<number[]> {
      const now = clock();
      const ids = await db.transaction(async (tx) => {
        await lockBuckets(
          tx,
          checks.map((check) => check.bucket),
        );
        for (const check of checks) {
          const refusal = await refusalIfFull(tx, check, now.getTime());
          if (refusal) throw refusal;
        }
        const counted: number[] = [];
        for (const check of checks) counted.push(await addEvent(tx, check.bucket, now));
        return counted;
      });
      await pruneNowAndThen(now);
      return ids;
    },
    /** Uncounts attempts `reserve` counted that turned out not to be failures (a good login). */
    async release(ids: number[]) {
      await deleteEvents(db, ids);
    },
    /** Checks and counts in one go, for forms where every attempt counts. */
    async consume(...checks: Limit[]) {
      await this.reserve(...checks);
    },
    /**
     * Inside the caller's transaction: holds the buckets' locks until it ends, and refuses when
     * one is full. For attempts that count only by their outcome (a declined card), which
     * `recordIn` then counts in the same transaction, so parallel attempts still take turns.
     */
    async assertUnderIn(tx: Database, ...checks: Limit[]) {
      await lockBuckets(
        tx,
        checks.map((check) => check.bucket),
      );
      const now = clock().getTime();
      for (const check of checks) {
        const refusal = await refusalIfFull(tx, check, now);
        if (refusal) throw refusal;
      }
    },
    async recordIn(tx: Database, ...checks: Limit[]) {
      const now = clock();
      for (const check of checks) await addEvent(tx, check.bucket, now);
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
