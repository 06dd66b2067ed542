import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { cities, extras, labels, residenceTypes, seedRuns, services, settings } from '../schema.ts';
import { citySeed, extraSeed, residenceTypeSeed, serviceSeed } from './catalog.ts';
import { companySettingSeed, labelSeed } from './content.ts';

const INITIAL_SEED = 'initial';

/** Fills a new database with the site's content; a database that was seeded before is left alone. */
export async function seedOnFirstStart(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx.select().from(seedRuns).where(eq(seedRuns.name, INITIAL_SEED));
    if (done.length > 0) return false;

    await tx.insert(cities).values(citySeed);
    await tx.insert(services).values(serviceSeed);
    await tx.insert(residenceTypes).values(residenceTypeSeed);
    await tx.insert(extras).values(extraSeed);
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
    await tx.insert(seedRuns).values({ name: INITIAL_SEED });
    return true;
  });
}
