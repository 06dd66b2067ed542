import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { sanitizeHtml } from '../../domain/html.ts';
import type { Database } from '../database.ts';
import {
  bannerTranslations,
  banners,
  blogCategories,
  blogCategoryTranslations,
  blogTagTranslations,
  blogTags,
  blogTranslations,
  blogs,
  extraTranslations,
  extras,
  faqTranslations,
  faqs,
  labelTranslations,
  labels,
  pageMetaTranslations,
  pageMetas,
  pageTranslations,
  pages,
  residenceTypeTranslations,
  residenceTypes,
  serviceTranslations,
  services,
  settingTranslations,
  settings,
} from '../schema.ts';
import { blogFrench } from './blog-french.ts';
import {
  blogCategoryFrench,
  blogTagFrench,
  extraFrench,
  residenceTypeFrench,
  serviceFrench,
} from './catalog-french.ts';
import { bannerFrench, settingFrench } from './content-french.ts';
import { faqFrench } from './faq-french.ts';
import { frenchLabelSeed } from './labels.ts';
import { metaFrench } from './meta-french.ts';
import { pageFrench } from './pages-french.ts';
import { fromExcluded } from './upsert.ts';

const FRENCH = 'fr-CA' as const;

function byKey<Row extends { id: number }>(rows: Row[], keyOf: (row: Row) => string) {
  return new Map(rows.map((row) => [keyOf(row), row.id]));
}

/**
 * Upserts one table's French rows: each seeded text keyed by its row's natural key, brought back
 * to the seed's on a re-seed, as the English rows are. Rows the seed has no French for are left
 * as an operator made them.
 */
async function upsertTranslations<Table extends PgTable>(
  tx: Database,
  table: Table,
  target: PgColumn[],
  rows: Table['$inferInsert'][],
  texts: (keyof Table['$inferInsert'] & string)[],
) {
  if (rows.length === 0) return;
  await tx
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({ target, set: fromExcluded(table, texts) });
}

/** The rows of `french` whose key has an id, as translation rows. */
function rowsOf<Texts, Row>(
  ids: Map<string, number>,
  french: Record<string, Texts>,
  toRow: (id: number, texts: Texts) => Row,
): Row[] {
  return Object.entries(french).flatMap(([key, texts]) => {
    const id = ids.get(key);
    return id === undefined ? [] : [toRow(id, texts)];
  });
}

/** The site's content in French (decision 106): every seeded text that has its French. */
export async function seedTranslations(tx: Database) {
  const labelIds = byKey(
    await tx.select({ id: labels.id, pageSlug: labels.pageSlug, key: labels.key }).from(labels),
    (row) => `${row.pageSlug}/${row.key}`,
  );
  const labelFrench = Object.fromEntries(
    Object.entries(frenchLabelSeed).flatMap(([slug, texts]) =>
      Object.entries(texts).map(([key, text]) => [`${slug}/${key}`, text]),
    ),
  );
  await upsertTranslations(
    tx,
    labelTranslations,
    [labelTranslations.labelId, labelTranslations.locale],
    rowsOf(labelIds, labelFrench, (labelId, text) => ({ labelId, locale: FRENCH, text })),
    ['text'],
  );

  const serviceIds = byKey(await tx.select().from(services), (row) => row.slug);
  await upsertTranslations(
    tx,
    serviceTranslations,
    [serviceTranslations.serviceId, serviceTranslations.locale],
    rowsOf(serviceIds, serviceFrench, (serviceId, texts) => ({
      serviceId,
      locale: FRENCH,
      ...texts,
    })),
    ['name', 'description'],
  );
  const residenceIds = byKey(await tx.select().from(residenceTypes), (row) => row.name);
  await upsertTranslations(
    tx,
    residenceTypeTranslations,
    [residenceTypeTranslations.residenceTypeId, residenceTypeTranslations.locale],
    rowsOf(residenceIds, residenceTypeFrench, (residenceTypeId, name) => ({
      residenceTypeId,
      locale: FRENCH,
      name,
    })),
    ['name'],
  );
  const extraIds = byKey(await tx.select().from(extras), (row) => row.name);
  await upsertTranslations(
    tx,
    extraTranslations,
    [extraTranslations.extraId, extraTranslations.locale],
    rowsOf(extraIds, extraFrench, (extraId, name) => ({ extraId, locale: FRENCH, name })),
    ['name'],
  );

  const settingIds = byKey(await tx.select().from(settings), (row) => row.name);
  await upsertTranslations(
    tx,
    settingTranslations,
    [settingTranslations.settingId, settingTranslations.locale],
    rowsOf(settingIds, settingFrench, (settingId, value) => ({ settingId, locale: FRENCH, value })),
    ['value'],
  );
  const bannerIds = byKey(await tx.select().from(banners), (row) => row.heading);
  await upsertTranslations(
    tx,
    bannerTranslations,
    [bannerTranslations.bannerId, bannerTranslations.locale],
    rowsOf(bannerIds, bannerFrench, (bannerId, texts) => ({ bannerId, locale: FRENCH, ...texts })),
    ['heading', 'subHeading', 'description'],
  );

  const pageIds = byKey(
    await tx.select({ id: pages.id, slug: pages.slug }).from(pages),
    (row) => row.slug,
  );
  await upsertTranslations(
    tx,
    pageTranslations,
    [pageTranslations.pageId, pageTranslations.locale],
    rowsOf(pageIds, pageFrench, (pageId, page) => ({
      pageId,
      locale: FRENCH,
      title: page.title,
      html: sanitizeHtml(page.html),
    })),
    ['title', 'html'],
  );
  const metaIds = byKey(await tx.select().from(pageMetas), (row) => row.slug);
  await upsertTranslations(
    tx,
    pageMetaTranslations,
    [pageMetaTranslations.pageMetaId, pageMetaTranslations.locale],
    rowsOf(metaIds, metaFrench, (pageMetaId, texts) => ({ pageMetaId, locale: FRENCH, ...texts })),
    ['title', 'description', 'keywords'],
  );
  const faqIds = byKey(
    await tx.select({ id: faqs.id, question: faqs.question }).from(faqs),
    (row) => row.question,
  );
  await upsertTranslations(
    tx,
    faqTranslations,
    [faqTranslations.faqId, faqTranslations.locale],
    rowsOf(faqIds, faqFrench, (faqId, texts) => ({ faqId, locale: FRENCH, ...texts })),
    ['question', 'answer'],
  );

  const categoryIds = byKey(await tx.select().from(blogCategories), (row) => row.name);
  await upsertTranslations(
    tx,
    blogCategoryTranslations,
    [blogCategoryTranslations.categoryId, blogCategoryTranslations.locale],
    rowsOf(categoryIds, blogCategoryFrench, (categoryId, name) => ({
      categoryId,
      locale: FRENCH,
      name,
    })),
    ['name'],
  );
  const tagIds = byKey(await tx.select().from(blogTags), (row) => row.name);
  await upsertTranslations(
    tx,
    blogTagTranslations,
    [blogTagTranslations.tagId, blogTagTranslations.locale],
    rowsOf(tagIds, blogTagFrench, (tagId, name) => ({ tagId, locale: FRENCH, name })),
    ['name'],
  );
  const blogIds = byKey(
    await tx.select({ id: blogs.id, slug: blogs.slug }).from(blogs),
    (row) => row.slug,
  );
  await upsertTranslations(
    tx,
    blogTranslations,
    [blogTranslations.blogId, blogTranslations.locale],
    rowsOf(blogIds, blogFrench, (blogId, post) => ({
      blogId,
      locale: FRENCH,
      title: post.title,
      descriptionHtml: sanitizeHtml(post.html),
      imageAlt: post.imageAlt,
    })),
    ['title', 'descriptionHtml', 'imageAlt'],
  );
}
