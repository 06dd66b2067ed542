import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '#shared/i18n/locale.ts';
import type { Database } from '../db/database.ts';
import {
  bannerTranslations,
  banners,
  pageMetaTranslations,
  pageMetas,
  pageTranslations,
  pages,
} from '../db/schema.ts';

/** Pages by slug with their translation into the language (null where there is none). */
export function findPages(
  db: Database,
  filter: { slug: string; status: 'Active' | 'Inactive'; deleted: boolean },
  locale: Locale,
) {
  return db
    .select({
      page: pages,
      translation: { title: pageTranslations.title, html: pageTranslations.html },
    })
    .from(pages)
    .leftJoin(
      pageTranslations,
      and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, locale)),
    )
    .where(
      and(
        eq(pages.slug, filter.slug),
        eq(pages.status, filter.status),
        eq(pages.deleted, filter.deleted),
      ),
    );
}

export async function findMeta(db: Database, slug: string, locale: Locale) {
  const rows = await db
    .select({
      meta: {
        vSlug: pageMetas.slug,
        vTitle: pageMetas.title,
        tDescription: pageMetas.description,
        tKeyword: pageMetas.keywords,
      },
      translation: {
        vTitle: pageMetaTranslations.title,
        tDescription: pageMetaTranslations.description,
        tKeyword: pageMetaTranslations.keywords,
      },
    })
    .from(pageMetas)
    .leftJoin(
      pageMetaTranslations,
      and(
        eq(pageMetaTranslations.pageMetaId, pageMetas.id),
        eq(pageMetaTranslations.locale, locale),
      ),
    )
    .where(eq(pageMetas.slug, slug));
  return rows[0] ?? null;
}

export function listBanners(db: Database, locale: Locale) {
  return db
    .select({
      banner: {
        iBannerId: banners.id,
        vHeading: banners.heading,
        vSubHeading: banners.subHeading,
        vWebpImage: banners.imagePath,
        tDescription: banners.description,
      },
      translation: {
        vHeading: bannerTranslations.heading,
        vSubHeading: bannerTranslations.subHeading,
        tDescription: bannerTranslations.description,
      },
    })
    .from(banners)
    .leftJoin(
      bannerTranslations,
      and(eq(bannerTranslations.bannerId, banners.id), eq(bannerTranslations.locale, locale)),
    )
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}
