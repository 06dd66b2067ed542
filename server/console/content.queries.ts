import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  blogCategories,
  blogTranslations,
  blogs,
  faqTranslations,
  faqs,
  services,
} from '../db/schema.ts';
import { containing } from './like-pattern.queries.ts';

export type ContentFilter = {
  text?: string | undefined;
  published?: boolean | undefined;
  /** Only the entries lacking their French (decision 106). */
  missingFrench?: boolean | undefined;
};

/** The language the console edits beside English (decision 106). */
const FRENCH = 'fr-CA' as const;
const faqFrench = and(eq(faqTranslations.faqId, faqs.id), eq(faqTranslations.locale, FRENCH));
const postFrench = and(eq(blogTranslations.blogId, blogs.id), eq(blogTranslations.locale, FRENCH));
type Page = { offset: number; limit: number };

const faqColumns = {
  id: faqs.id,
  question: faqs.question,
  answer: faqs.answer,
  audience: faqs.audience,
  serviceId: faqs.serviceId,
  serviceName: services.name,
  sortOrder: faqs.sortOrder,
  published: faqs.published,
  french: { question: faqTranslations.question, answer: faqTranslations.answer },
};

/** One page of FAQ entries, published or not, in the order the site shows them. */
export async function searchFaqs(db: Database, filter: ContentFilter, page: Page) {
  const text = filter.text?.trim();
  const where: SQL | undefined = and(
    text
      ? or(
          ilike(faqs.question, containing(text)),
          ilike(faqTranslations.question, containing(text)),
        )
      : undefined,
    filter.published === undefined ? undefined : eq(faqs.published, filter.published),
    filter.missingFrench ? isNull(faqTranslations.faqId) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(faqColumns)
      .from(faqs)
      .leftJoin(services, eq(services.id, faqs.serviceId))
      .leftJoin(faqTranslations, faqFrench)
      .where(where)
      .orderBy(asc(faqs.audience), asc(faqs.serviceId), asc(faqs.sortOrder), asc(faqs.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(faqs).leftJoin(faqTranslations, faqFrench).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function lockFaq(db: Database, faqId: number) {
  const rows = await db
    .select(faqColumns)
    .from(faqs)
    .leftJoin(services, eq(services.id, faqs.serviceId))
    .leftJoin(faqTranslations, faqFrench)
    .where(eq(faqs.id, faqId))
    .for('update', { of: faqs });
  return rows[0] ?? null;
}

export type FaqValues = {
  question: string;
  answer: string;
  audience: 'Customer' | 'Contractor';
  serviceId: number | null;
  sortOrder: number;
  published: boolean;
};

/** Inserts the entry; null when another entry already asks the same question. */
export async function insertFaq(db: Database, values: FaqValues) {
  const rows = await db
    .insert(faqs)
    .values(values)
    .onConflictDoNothing({ target: faqs.question })
    .returning({ id: faqs.id });
  return rows[0]?.id ?? null;
}

/** Updates the entry; false when another entry already asks the same question. */
export async function updateFaq(db: Database, faqId: number, values: Partial<FaqValues>) {
  const clash =
    values.question === undefined
      ? []
      : await db.select({ id: faqs.id }).from(faqs).where(eq(faqs.question, values.question));
  if (clash.some((row) => row.id !== faqId)) return false;
  await db.update(faqs).set(values).where(eq(faqs.id, faqId));
  return true;
}

export function serviceExists(db: Database, serviceId: number) {
  return db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.id, serviceId))
    .then((rows) => rows.length > 0);
}

const postColumns = {
  id: blogs.id,
  slug: blogs.slug,
  title: blogs.title,
  html: blogs.descriptionHtml,
  imageAlt: blogs.imageAlt,
  categoryId: blogs.categoryId,
  categoryName: blogCategories.name,
  published: blogs.published,
  addedAt: blogs.addedAt,
  french: {
    title: blogTranslations.title,
    html: blogTranslations.descriptionHtml,
    imageAlt: blogTranslations.imageAlt,
  },
};

/** One page of blog posts, published or not, newest first. */
export async function searchPosts(db: Database, filter: ContentFilter, page: Page) {
  const text = filter.text?.trim();
  const where: SQL | undefined = and(
    text
      ? or(ilike(blogs.title, containing(text)), ilike(blogTranslations.title, containing(text)))
      : undefined,
    filter.published === undefined ? undefined : eq(blogs.published, filter.published),
    filter.missingFrench ? isNull(blogTranslations.blogId) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(postColumns)
      .from(blogs)
      .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
      .leftJoin(blogTranslations, postFrench)
      .where(where)
      .orderBy(desc(blogs.addedAt), desc(blogs.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(blogs).leftJoin(blogTranslations, postFrench).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function lockPost(db: Database, postId: number) {
  const rows = await db
    .select(postColumns)
    .from(blogs)
    .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .leftJoin(blogTranslations, postFrench)
    .where(eq(blogs.id, postId))
    .for('update', { of: blogs });
  return rows[0] ?? null;
}

export type PostValues = {
  slug: string;
  title: string;
  descriptionHtml: string;
  imageAlt: string;
  categoryId: number;
  published: boolean;
};

/** Inserts the post; null when another post already has the address. */
export async function insertPost(db: Database, values: PostValues, addedAt: Date) {
  const rows = await db
    .insert(blogs)
    .values({ ...values, addedAt })
    .onConflictDoNothing({ target: blogs.slug })
    .returning({ id: blogs.id });
  return rows[0]?.id ?? null;
}

/** Updates the post; false when another post already has the address. */
export async function updatePost(db: Database, postId: number, values: Partial<PostValues>) {
  const clash =
    values.slug === undefined
      ? []
      : await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.slug, values.slug));
  if (clash.some((row) => row.id !== postId)) return false;
  await db.update(blogs).set(values).where(eq(blogs.id, postId));
  return true;
}

export function categoryExists(db: Database, categoryId: number) {
  return db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.id, categoryId))
    .then((rows) => rows.length > 0);
}

/** Writes an entry's French, or removes it (null): the site then shows the English. */
export async function setFaqFrench(
  db: Database,
  faqId: number,
  french: { question: string; answer: string } | null,
) {
  if (!french) {
    await db
      .delete(faqTranslations)
      .where(and(eq(faqTranslations.faqId, faqId), eq(faqTranslations.locale, FRENCH)));
    return;
  }
  await db
    .insert(faqTranslations)
    .values({ faqId, locale: FRENCH, ...french })
    .onConflictDoUpdate({ target: [faqTranslations.faqId, faqTranslations.locale], set: french });
}

/** Writes a post's French, or removes it (null). */
export async function setPostFrench(
  db: Database,
  blogId: number,
  french: { title: string; descriptionHtml: string; imageAlt: string } | null,
) {
  if (!french) {
    await db
      .delete(blogTranslations)
      .where(and(eq(blogTranslations.blogId, blogId), eq(blogTranslations.locale, FRENCH)));
    return;
  }
  await db
    .insert(blogTranslations)
    .values({ blogId, locale: FRENCH, ...french })
    .onConflictDoUpdate({
      target: [blogTranslations.blogId, blogTranslations.locale],
      set: french,
    });
}
