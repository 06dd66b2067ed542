import { eq } from 'drizzle-orm';
import { hashPassword } from '../../services/auth/passwords.ts';
import { recordCode } from '../../services/codes.ts';
import type { Database } from '../database.ts';
import { onlyRow } from '../queries/rows.ts';
import {
  cities,
  contractors,
  customers,
  experienceOptions,
  extras,
  labels,
  residenceTypes,
  seedRuns,
  services,
  settings,
  users,
} from '../schema.ts';
import {
  DEMO_PASSWORD,
  demoContractorEmail,
  demoContractorName,
  demoCustomer,
  experienceSeed,
} from './accounts.ts';
import { citySeed, extraSeed, residenceTypeSeed, serviceSeed } from './catalog.ts';
import { companySettingSeed, labelSeed } from './content.ts';

const INITIAL_SEED = 'initial';

export type SeedOptions = {
  /** The demo customer and contractors (known password); off in production. */
  demoAccounts?: boolean;
};

/** Fills a new database with the site's content; a database that was seeded before is left alone. */
export async function seedOnFirstStart(db: Database, options: SeedOptions = {}): Promise<boolean> {
  const demoAccounts = options.demoAccounts ?? true;
  const demoPasswordHash = demoAccounts ? await hashPassword(DEMO_PASSWORD) : '';
  return db.transaction(async (tx) => {
    const done = await tx.select().from(seedRuns).where(eq(seedRuns.name, INITIAL_SEED));
    if (done.length > 0) return false;

    const cityRows = await tx.insert(cities).values(citySeed).returning();
    await tx.insert(services).values(serviceSeed);
    await tx.insert(residenceTypes).values(residenceTypeSeed);
    await tx.insert(extras).values(extraSeed);
    const experienceRows = await tx.insert(experienceOptions).values(experienceSeed).returning();
    await tx
      .insert(labels)
      .values(
        Object.entries(labelSeed).flatMap(([pageSlug, entries]) =>
          Object.entries(entries).map(([key, text]) => ({ pageSlug, key, text })),
        ),
      );
    await tx
      .insert(settings)
      .values(companySettingSeed.map((setting) => ({ ...setting, groupName: 'Company' as const })));
    if (demoAccounts) {
      const mostExperienced = experienceRows[experienceRows.length - 1];
      if (mostExperienced) {
        await seedDemoAccounts(tx, demoPasswordHash, cityRows, mostExperienced.id);
      }
    }
    await tx.insert(seedRuns).values({ name: INITIAL_SEED });
    return true;
  });
}

async function seedDemoAccounts(
  tx: Database,
  passwordHash: string,
  cityRows: { id: number; name: string }[],
  experienceId: number,
) {
  const now = new Date();
  const { email, ...profile } = demoCustomer;
  const customerUser = onlyRow(
    await tx.insert(users).values({ email, passwordHash, activatedAt: now }).returning(),
  );
  await tx
    .insert(customers)
    .values({ ...profile, userId: customerUser.id, uniqueCode: recordCode('cus') });

  for (const city of cityRows) {
    const user = onlyRow(
      await tx
        .insert(users)
        .values({ email: demoContractorEmail(city.name), passwordHash, activatedAt: now })
        .returning(),
    );
    await tx.insert(contractors).values({
      userId: user.id,
      uniqueCode: recordCode('con'),
      fullName: demoContractorName(city.name),
      mobile: '4035550199',
      cityId: city.id,
      experienceId,
      status: 'Approved',
      backgroundCheckConsentAt: now,
      approvedAt: now,
    });
  }
}
