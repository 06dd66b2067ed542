import { asc, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { labels, settings } from '../schema.ts';

export function listLabels(db: Database, pageSlug: string) {
  return db
    .select({ vLabel: labels.key, tText: labels.text })
    .from(labels)
    .where(eq(labels.pageSlug, pageSlug))
    .orderBy(asc(labels.key));
}

export function listSettings(db: Database, group: 'Company' | 'Social') {
  return db
    .select({ vName: settings.name, vValue: settings.value })
    .from(settings)
    .where(eq(settings.groupName, group))
    .orderBy(asc(settings.id));
}
