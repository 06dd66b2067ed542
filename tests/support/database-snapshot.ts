import { openDatabase } from '#server/db/database.ts';
import { seedOnFirstStart } from '#server/db/seed/seed.ts';

/** A migrated, seeded PGlite database as a blob, so each test file starts from it in well under a second. */
export async function seededSnapshot(): Promise<Blob> {
  const database = await openDatabase({ kind: 'pglite' });
  await seedOnFirstStart(database.db);
  const dump = await database.dump!();
  await database.close();
  return dump;
}
