import type { Locale } from '#shared/i18n/locale.ts';
import { contentRefusals } from './texts.ts';
import type { Database } from '../db/database.ts';
import { findMeta, findPages } from './pages.queries.ts';
import { NotFoundError } from '../domain/errors.ts';
import { toBase64 } from '../domain/html.ts';
import { withRetentionSection } from '../domain/retention-section.ts';
import { textsIn, type MissingTranslation } from '../db/shared-queries/translations.ts';

export const META_NOT_FOUND = contentRefusals.metaNotFound;

/** Who reads: the language of the answer and how to tell a text it lacks (decision 106). */
export type Reader = { locale: Locale; missing: MissingTranslation };

/** The spec's page filter: slug, eStatus (default Active), eDelete (default No). */
export async function pagesBySlug(
  db: Database,
  query: { vSlug: string; eStatus?: 'Active' | 'Inactive'; eDelete?: 'Yes' | 'No' },
  reader: Reader,
) {
  const rows = await findPages(
    db,
    {
      slug: query.vSlug,
      status: query.eStatus ?? 'Active',
      deleted: (query.eDelete ?? 'No') === 'Yes',
    },
    reader.locale,
  );
  return rows.map(({ page, translation }) => {
    const texts = textsIn(
      reader.locale,
      { title: page.title, html: page.html },
      translation,
      `page:${page.slug}`,
      reader.missing,
    );
    // The retention periods come from the retention table (decision 140), in the page's language.
    const htmlLocale = reader.locale === 'fr-CA' && translation?.html ? 'fr-CA' : 'en-CA';
    return {
      iPageId: page.id,
      vSlug: page.slug,
      vTitle: texts.title,
      tDescription: toBase64(withRetentionSection(texts.html, page.slug, htmlLocale)),
      eStatus: page.status,
      eDelete: page.deleted ? ('Yes' as const) : ('No' as const),
    };
  });
}

export async function metaBySlug(db: Database, slug: string, reader: Reader) {
  const found = await findMeta(db, slug, reader.locale);
  if (!found) throw new NotFoundError(META_NOT_FOUND);
  const { vSlug, ...english } = found.meta;
  const texts = textsIn(reader.locale, english, found.translation, `meta:${slug}`, reader.missing);
  return { vSlug, ...texts };
}
