import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '#shared/i18n/locale.ts';
import type { Database } from '../database.ts';
import { labels, settingTranslations, settings } from '../schema.ts';

/** Every label of every page, by page then key. */
export function listAllLabels(db: Database) {
  return db
    .select({ id: labels.id, pageSlug: labels.pageSlug, vLabel: labels.key, tText: labels.text })
    .from(labels)
    .orderBy(asc(labels.pageSlug), asc(labels.key));
}

/** A group's settings, each with its translation into the language (the texts people read). */
export function listSettings(db: Database, group: 'Company' | 'Social', locale: Locale) {
  return db
    .select({
      vName: settings.name,
      vValue: settings.value,
      translation: { vValue: settingTranslations.value },
    })
    .from(settings)
    .leftJoin(
      settingTranslations,
      and(eq(settingTranslations.settingId, settings.id), eq(settingTranslations.locale, locale)),
    )
    .where(eq(settings.groupName, group))
    .orderBy(asc(settings.id));
}
