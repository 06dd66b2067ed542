import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/database.ts';
import { contractors, experienceOptions, users } from '#server/db/schema.ts';
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
    })
    .returning({ id: contractors.id });
  if (!contractor) throw new Error('contractor not written');
  const cookie = options.logIn === false ? '' : (await logIn(app, email, DEMO_PASSWORD)).cookie;
  return { id: contractor.id, email, fullName, cityId: city.id, cookie };
}
