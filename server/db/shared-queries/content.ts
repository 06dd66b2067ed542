import { asc, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { labels, settings } from '../schema.ts';

/** Every label of every page, by page then key. */
export function listAllLabels(db: Database) {
  return db
    .select({ pageSlug: labels.pageSlug, vLabel: labels.key, tText: labels.text })
    .from(labels)
    .orderBy(asc(labels.pageSlug), asc(labels.key));
}

export function listSettings(db: Database, group: 'Company' | 'Social') {
  return db
    .select({ vName: settings.name, vValue: settings.value })
    .from(settings)
    .where(eq(settings.groupName, group))
    .orderBy(asc(settings.id));
}
