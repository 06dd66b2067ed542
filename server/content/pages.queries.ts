import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { banners, pageMetas, pages } from '../db/schema.ts';

export function findPages(
  db: Database,
  filter: { slug: string; status: 'Active' | 'Inactive'; deleted: boolean },
) {
  return db
    .select()
    .from(pages)
    .where(
      and(
        eq(pages.slug, filter.slug),
        eq(pages.status, filter.status),
        eq(pages.deleted, filter.deleted),
      ),
    );
}

export async function findMeta(db: Database, slug: string) {
  const rows = await db
    .select({
      vSlug: pageMetas.slug,
      vTitle: pageMetas.title,
      tDescription: pageMetas.description,
      tKeyword: pageMetas.keywords,
    })
    .from(pageMetas)
    .where(eq(pageMetas.slug, slug));
  return rows[0] ?? null;
}

export function listBanners(db: Database) {
  return db
    .select({
      iBannerId: banners.id,
      vHeading: banners.heading,
      vSubHeading: banners.subHeading,
      vWebpImage: banners.imagePath,
      tDescription: banners.description,
    })
    .from(banners)
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}
