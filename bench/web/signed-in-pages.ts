// The pages of issue 46 that need a person: the booking page a customer opens from one of its
// e-mails, the cleaner's job list and the console's Today page. Written into the server's new
// database before it starts (the server then finds it seeded and leaves it alone), as
// bench/api/run.ts prepares its signed-in calls.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '#server/db/database.ts';
import { contractors, operators, users } from '#server/db/schema.ts';
import { demoContractorEmail, demoCustomer } from '#server/db/seed/accounts.ts';
import { seedOnFirstStart } from '#server/db/seed/seed.ts';
import { issueBookingLink } from '#server/db/shared-queries/booking-links.ts';
import { createOperator } from '#server/accounts/operators.ts';
import { sessionService } from '#server/auth/sessions.ts';
import { sessionCookieName } from '#server/http/session-cookie.ts';
import { systemClock } from '#server/platform/clock.ts';
import { SESSION_KEYS } from '../../src/session/role.ts';
import { createBooking } from '../../tests/support/bookings.ts';
import type { SignIn } from './lighthouse.ts';

/** A page Lighthouse visits: `name` is how the tables show it, `path` what it loads. */
export type BenchPage = { name: string; path: string; signIn?: SignIn };

const BENCH_OPERATOR_EMAIL = 'bench.operator@bench.mapleshine.ca';

/**
 * Seeds the server's database (PGlite in `dataDir`, as the server opens it) with the site's
 * content and the demo customer and cleaners (no operator with the published password: the
 * server runs as in production), then the people and bookings the signed-in pages show:
 *
 * - the demo customer's booking, paid (the card held) and accepted by Edmonton's demo cleaner,
 *   two days ahead, opened by the link its e-mails carry (`/booking-link/<token>`, signed out: a
 *   link opened from a mail client arrives in a new tab, which holds no login);
 * - that cleaner's job list (`/jobs`) with that job, two more accepted, three done and two open
 *   jobs of the city nobody has taken yet;
 * - an operator made as `npm run ops -- create-operator` makes one, signed in past the second
 *   factor, on the console's Today page (`/admin`).
 */
export async function seedSignedInPages(dataDir: string): Promise<BenchPage[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    const { db } = database;
    await seedOnFirstStart(db, { demoAccounts: 'demo' });
    const cleanerEmail = demoContractorEmail('Edmonton');
    const job = { contractorEmail: cleanerEmail, customerEmail: demoCustomer.email };
    const booking = await createBooking(db, {
      ...job,
      status: 'assigned',
      startsInHours: hoursToMorning(2),
    });
    for (const days of [3, 5]) {
      await createBooking(db, { ...job, status: 'assigned', startsInHours: hoursToMorning(days) });
    }
    for (const days of [-3, -7, -14]) {
      await createBooking(db, { ...job, status: 'completed', startsInHours: hoursToMorning(days) });
    }
    // Open jobs inside the demo cleaner's week (06:00–23:00), on days they have none.
    for (const days of [4, 6]) {
      await createBooking(db, {
        customerEmail: demoCustomer.email,
        startsInHours: hoursToMorning(days),
      });
    }
    // The path only: the token is a secret of this run and never goes into the results.
    const bookingLink = await issueBookingLink(db, booking.id, '');

    return [
      { name: '/booking-link/:token', path: bookingLink },
      { name: '/jobs', path: '/jobs', signIn: await cleanerSignIn(db, cleanerEmail) },
      { name: '/admin', path: '/admin', signIn: await operatorSignIn(db) },
    ];
  } finally {
    await database.close();
  }
}

/**
 * Hours from now to 17:00 UTC (10:00 or 11:00 in Edmonton) `days` days ahead (behind, when
 * negative) of the next one: a job in the middle of the demo cleaner's day, whatever the hour of
 * the run.
 */
function hoursToMorning(days: number, now = new Date()): number {
  const next = new Date(now);
  next.setUTCHours(17, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return (next.getTime() - now.getTime()) / 3_600_000 + days * 24;
}

const sessions = (db: Database) => sessionService(db, systemClock);
const cookie = (value: string) => ({ name: sessionCookieName(false), value });

async function cleanerSignIn(db: Database, email: string): Promise<SignIn> {
  const [cleaner] = await db
    .select({ userId: users.id, uniqueCode: contractors.uniqueCode })
    .from(contractors)
    .innerJoin(users, eq(users.id, contractors.userId))
    .where(eq(users.email, email));
  if (!cleaner) throw new Error(`No cleaner ${email}`);
  return {
    cookie: cookie(await sessions(db).start(cleaner.userId)),
    sessionStorage: { [SESSION_KEYS.contractorUniqueCode]: cleaner.uniqueCode },
  };
}

async function operatorSignIn(db: Database): Promise<SignIn> {
  const created = await createOperator(
    { db, clock: systemClock, publicUrl: 'http://127.0.0.1' },
    BENCH_OPERATOR_EMAIL,
    'Bench Operator',
  );
  if (created.outcome !== 'created') throw new Error(`No operator: ${created.outcome}`);
  const [operator] = await db
    .select({ userId: users.id, uniqueCode: operators.uniqueCode })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .where(eq(users.email, BENCH_OPERATOR_EMAIL));
  if (!operator) throw new Error('The operator is missing.');
  const token = await sessions(db).start(operator.userId, { operator: true });
  // As after the code of their app (decision 078): the session opens the console.
  await sessions(db).passSecondFactor(token);
  return {
    cookie: cookie(token),
    sessionStorage: { [SESSION_KEYS.operatorUniqueCode]: operator.uniqueCode },
  };
}
