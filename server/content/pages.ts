import { contentRefusals } from './texts.ts';
import type { Database } from '../db/database.ts';
import { findMeta, findPages } from './pages.queries.ts';
import { NotFoundError } from '../domain/errors.ts';
import { toBase64 } from '../domain/html.ts';

export const META_NOT_FOUND = contentRefusals.metaNotFound;

/** The spec's page filter: slug, eStatus (default Active), eDelete (default No). */
export async function pagesBySlug(
  db: Database,
  query: { vSlug: string; eStatus?: 'Active' | 'Inactive'; eDelete?: 'Yes' | 'No' },
) {
  const rows = await findPages(db, {
    slug: query.vSlug,
    status: query.eStatus ?? 'Active',
    deleted: (query.eDelete ?? 'No') === 'Yes',
  });
  return rows.map((row) => ({
    iPageId: row.id,
    vSlug: row.slug,
    vTitle: row.title,
    tDescription: toBase64(row.html),
    eStatus: row.status,
    eDelete: row.deleted ? ('Yes' as const) : ('No' as const),
  }));
}

export async function metaBySlug(db: Database, slug: string) {
  const meta = await findMeta(db, slug);
  if (!meta) throw new NotFoundError(META_NOT_FOUND);
  return meta;
}
