import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/database.ts';
import { contractors, contractorWeeklyHours, experienceOptions, users } from '#server/db/schema.ts';
import { recordCode } from '#server/domain/codes.ts';
import { DEMO_PASSWORD, demoContractorEmail, logIn } from './accounts.ts';
import { cityNamed } from './bookings.ts';

export type TestContractor = {
  id: number;
  email: string;
  fullName: string;
  cityId: number;
  cookie: string;
};

let made = 0;

/** One weekly range as the test writes it: weekday 0 = Sunday, local "HH:MM" times. */
export type TestWeekRange = { weekday: number; from: string; until: string };

/**
 * Every hour of every day (PostgreSQL's `time` takes 24:00), wider than the screen allows, so a
 * test cleaner is free whenever an older test books, as every cleaner was before decision 044.
 */
export const WHOLE_WEEK: TestWeekRange[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  from: '00:00',
  until: '24:00',
}));

/** Writes the contractor's weekly hours as they are (replacing none: for a new contractor). */
export async function writeWeek(db: Database, contractorId: number, week: TestWeekRange[]) {
  if (week.length === 0) return;
  await db.insert(contractorWeeklyHours).values(
    week.map((range) => ({
      contractorId,
      weekday: range.weekday,
      startsAt: range.from,
      endsAt: range.until,
    })),
  );
}

/** The demo password's hash, reused so many contractors cost one argon2 hash, not one each. */
async function demoPasswordHash(db: Database) {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, demoContractorEmail('Edmonton')));
  if (!row) throw new Error('the demo contractor is not seeded');
  return row.hash;
}

/**
 * A contractor written straight to the database (an application already decided), activated,
 * with the demo password; logged in unless `logIn` is false.
 */
export async function newContractor(
  app: FastifyInstance,
  db: Database,
  options: {
    city?: string;
    status?: 'Pending' | 'Approved' | 'Rejected';
    fullName?: string;
    logIn?: boolean;
    /** Weekly hours; the whole week (6:00AM to 11:00PM every day) unless given. */
    week?: TestWeekRange[];
    /** Jobs a day; 6 (the most) unless given. */
    dailyJobCap?: number;
  } = {},
): Promise<TestContractor> {
  made += 1;
  const city = await cityNamed(db, options.city ?? 'Edmonton');
  const [experience] = await db.select({ id: experienceOptions.id }).from(experienceOptions);
  if (!experience) throw new Error('no experience options seeded');
  const email = `cleaner.${Date.now()}.${made}@example.ca`;
  const fullName = options.fullName ?? `Test Cleaner ${made}`;
  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: await demoPasswordHash(db), activatedAt: now })
    .returning({ id: users.id });
  if (!user) throw new Error('user not written');
  const status = options.status ?? 'Approved';
  const [contractor] = await db
    .insert(contractors)
    .values({
      userId: user.id,
      uniqueCode: recordCode('con'),
      fullName,
      mobile: '7805550177',
      cityId: city.id,
      experienceId: experience.id,
      status,
      backgroundCheckConsentAt: now,
      approvedAt: status === 'Approved' ? now : null,
      dailyJobCap: options.dailyJobCap ?? 6,
    })
    .returning({ id: contractors.id });
  if (!contractor) throw new Error('contractor not written');
  await writeWeek(db, contractor.id, options.week ?? WHOLE_WEEK);
  const cookie = options.logIn === false ? '' : (await logIn(app, email, DEMO_PASSWORD)).cookie;
  return { id: contractor.id, email, fullName, cityId: city.id, cookie };
}
