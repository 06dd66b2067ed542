import { desc, eq } from 'drizzle-orm';
import { hashPassword } from '../../domain/passwords.ts';
import { recordCode } from '../../domain/codes.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { Database } from '../database.ts';
import { onlyRow } from '../shared-queries/rows.ts';
import {
  blogs,
  cities,
  comments,
  contractors,
  contractorWeeklyHours,
  customers,
  experienceOptions,
  operators,
  backgroundChecks,
  seedRuns,
  users,
} from '../schema.ts';
import {
  DEMO_PASSWORD,
  demoCommenters,
  demoContractorEmail,
  demoContractorName,
  demoCustomer,
  demoOperator,
  DEMO_OPERATOR_TOTP_SECRET,
} from './accounts.ts';
import { blogCommentSeed } from './blog.ts';
import {
  demoCleanerWeek,
  seededCleanerEmail,
  seededCleanerNames,
  seededCleanerWeeks,
  type SeedCleanerWeek,
} from './cleaner-weeks.ts';
import { seededCleanerLocale } from './quebec.ts';
import { seedSiteContent } from './site-content.ts';

const INITIAL_SEED = 'initial';

/**
 * Accounts with the known demo password (accounts.ts): `demo` (DEMO_MODE) seeds the demo customer,
 * readers and cleaners; `development` (APP_ENV=development: `npm run dev`, the tests) the demo
 * operator as well; `none`, none of them.
 */
export type DemoAccounts = 'none' | 'demo' | 'development';

export type SeedOptions = {
  /** Which demo accounts; the tests' and development's full set unless told. */
  demoAccounts?: DemoAccounts;
};

/** Fills a new database with the site's content; a database that was seeded before is left alone. */
export async function seedOnFirstStart(db: Database, options: SeedOptions = {}): Promise<boolean> {
  const demoAccounts = options.demoAccounts ?? 'development';
  const demoPasswordHash = demoAccounts === 'none' ? '' : await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const done = await tx.select().from(seedRuns).where(eq(seedRuns.name, INITIAL_SEED));
    if (done.length > 0) return false;

    await seedSiteContent(tx);
    if (demoAccounts !== 'none') {
      await seedDemoAccounts(tx, demoPasswordHash, demoAccounts === 'development');
    }
    await tx.insert(seedRuns).values({ name: INITIAL_SEED });
    return true;
  });
}

/** `npm run db:seed`: brings the site content back to the seed's, keeping accounts and bookings. */
export async function reseedSiteContent(db: Database) {
  await db.transaction(async (tx) => {
    await seedSiteContent(tx);
    await tx.insert(seedRuns).values({ name: INITIAL_SEED }).onConflictDoNothing();
  });
}

async function insertCustomer(
  tx: Database,
  passwordHash: string,
  person: { email: string; firstName: string; lastName: string; mobile?: string },
) {
  const { email, mobile = '7805550100', ...profile } = person;
  const user = onlyRow(
    await tx.insert(users).values({ email, passwordHash, activatedAt: new Date() }).returning(),
  );
  const customer = onlyRow(
    await tx
      .insert(customers)
      .values({ ...profile, mobile, userId: user.id, uniqueCode: recordCode('cus') })
      .returning(),
  );
  return customer.id;
}

async function insertDemoOperator(tx: Database, passwordHash: string) {
  const operatorUser = onlyRow(
    await tx
      .insert(users)
      .values({ email: demoOperator.email, passwordHash, activatedAt: new Date() })
      .returning(),
  );
  await tx.insert(operators).values({
    userId: operatorUser.id,
    uniqueCode: recordCode('opr'),
    fullName: demoOperator.fullName,
    totpSecret: DEMO_OPERATOR_TOTP_SECRET,
    totpEnabledAt: new Date(),
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The UTC calendar day `days` from `at`. */
const utcDayFrom = (at: Date, days: number) =>
  new Date(at.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** An approved cleaner of the city with their week, their hours already confirmed. */
async function insertSeedCleaner(
  tx: Database,
  passwordHash: string,
  cityId: number,
  experienceId: number,
  person: { email: string; fullName: string; locale: Locale },
  week: SeedCleanerWeek,
) {
  const now = new Date();
  const user = onlyRow(
    await tx
      .insert(users)
      .values({ email: person.email, passwordHash, activatedAt: now, locale: person.locale })
      .returning(),
  );
  const contractor = onlyRow(
    await tx
      .insert(contractors)
      .values({
        userId: user.id,
        uniqueCode: recordCode('con'),
        fullName: person.fullName,
        mobile: '4035550199',
        cityId,
        experienceId,
        status: 'Approved',
        backgroundCheckConsentAt: now,
        approvedAt: now,
        dailyJobCap: week.dailyJobCap,
        hoursConfirmed: true,
      })
      .returning({ id: contractors.id }),
  );
  // A current clear check (decision 134), far from expiring, so the demo journeys keep working
  // and the site calls the demo cleaners background-checked.
  await tx.insert(backgroundChecks).values({
    contractorId: contractor.id,
    provider: 'in person',
    checkedOn: utcDayFrom(now, -30),
    result: 'clear',
    expiresOn: utcDayFrom(now, 5 * 365),
    recordedBy: null,
  });
  await tx.insert(contractorWeeklyHours).values(
    week.week.map((range) => ({
      contractorId: contractor.id,
      weekday: range.weekday,
      startsAt: range.from,
      endsAt: range.until,
    })),
  );
}

async function seedDemoAccounts(tx: Database, passwordHash: string, withOperator: boolean) {
  await insertCustomer(tx, passwordHash, demoCustomer);
  const mostExperienced = onlyRow(
    await tx.select().from(experienceOptions).orderBy(desc(experienceOptions.sortOrder)).limit(1),
  );
  for (const city of await tx.select().from(cities)) {
    const demo = {
      email: demoContractorEmail(city.name),
      fullName: demoContractorName(city.name),
      locale: seededCleanerLocale(city.name, demoCleanerWeek),
    };
    await insertSeedCleaner(tx, passwordHash, city.id, mostExperienced.id, demo, demoCleanerWeek);
    const names = seededCleanerNames[city.name] ?? [];
    for (const [index, week] of seededCleanerWeeks.entries()) {
      const fullName = names[index];
      if (fullName === undefined) continue;
      const email = seededCleanerEmail(week.key, city.name);
      await insertSeedCleaner(
        tx,
        passwordHash,
        city.id,
        mostExperienced.id,
        { email, fullName, locale: seededCleanerLocale(city.name, week) },
        week,
      );
    }
  }

  // The console with a published password only where nobody else can reach it (config.ts).
  if (withOperator) await insertDemoOperator(tx, passwordHash);

  const readerIds: number[] = [];
  for (const reader of demoCommenters)
    readerIds.push(await insertCustomer(tx, passwordHash, reader));
  const blogIds = new Map((await tx.select().from(blogs)).map((blog) => [blog.slug, blog]));
  await tx.insert(comments).values(
    blogCommentSeed.flatMap((comment, index) => {
      const blog = blogIds.get(comment.blogSlug);
      const customerId = readerIds[index % readerIds.length];
      if (!blog || customerId === undefined) return [];
      // A few days after the post, a day apart, so "newest first" is stable.
      const createdAt = new Date(blog.addedAt.getTime() + (index + 2) * 24 * 60 * 60 * 1000);
      return [{ blogId: blog.id, customerId, body: comment.body, createdAt }];
    }),
  );
}
