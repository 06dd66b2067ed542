import { and, asc, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { labelTranslations, labels } from '../db/schema.ts';
import { containing } from './like-pattern.queries.ts';

export type LabelFilter = {
  text?: string | undefined;
  pageSlug?: string | undefined;
  missingFrench?: boolean | undefined;
};

const FRENCH = 'fr-CA' as const;
const labelFrench = and(
  eq(labelTranslations.labelId, labels.id),
  eq(labelTranslations.locale, FRENCH),
);

const labelColumns = {
  id: labels.id,
  pageSlug: labels.pageSlug,
  key: labels.key,
  text: labels.text,
  french: { text: labelTranslations.text },
};

/** One page of labels with their French, by page then key. */
export async function searchLabels(
  db: Database,
  filter: LabelFilter,
  page: { offset: number; limit: number },
) {
  const text = filter.text?.trim();
  const where: SQL | undefined = and(
    text
      ? or(
          ilike(labels.key, containing(text)),
          ilike(labels.text, containing(text)),
          ilike(labelTranslations.text, containing(text)),
        )
      : undefined,
    filter.pageSlug ? eq(labels.pageSlug, filter.pageSlug) : undefined,
    filter.missingFrench ? isNull(labelTranslations.labelId) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(labelColumns)
      .from(labels)
      .leftJoin(labelTranslations, labelFrench)
      .where(where)
      .orderBy(asc(labels.pageSlug), asc(labels.key))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(labels).leftJoin(labelTranslations, labelFrench).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function lockLabel(db: Database, labelId: number) {
  const rows = await db
    .select(labelColumns)
    .from(labels)
    .leftJoin(labelTranslations, labelFrench)
    .where(eq(labels.id, labelId))
    .for('update', { of: labels });
  return rows[0] ?? null;
}

/** Writes the label's English and its French, or removes the French (null). */
export async function updateLabel(
  db: Database,
  labelId: number,
  text: string,
  french: string | null,
) {
  await db.update(labels).set({ text }).where(eq(labels.id, labelId));
  if (french === null) {
    await db
      .delete(labelTranslations)
      .where(and(eq(labelTranslations.labelId, labelId), eq(labelTranslations.locale, FRENCH)));
    return;
  }
  await db
    .insert(labelTranslations)
    .values({ labelId, locale: FRENCH, text: french })
    .onConflictDoUpdate({
      target: [labelTranslations.labelId, labelTranslations.locale],
      set: { text: french },
    });
}
