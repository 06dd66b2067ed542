import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { contactMessages, settings } from '../db/schema.ts';

export async function insertContactMessage(
  db: Database,
  values: { name: string; email: string; mobile: string; message: string },
) {
  await db.insert(contactMessages).values(values);
}

export async function findCompanySetting(db: Database, name: string) {
  const rows = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.groupName, 'Company'), eq(settings.name, name)));
  return rows[0]?.value ?? null;
}
