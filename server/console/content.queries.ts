import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { blogCategories, blogs, faqs, services } from '../db/schema.ts';
import { containing } from './like-pattern.queries.ts';

export type ContentFilter = { text?: string | undefined; published?: boolean | undefined };
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
};

/** One page of FAQ entries, published or not, in the order the site shows them. */
export async function searchFaqs(db: Database, filter: ContentFilter, page: Page) {
  const text = filter.text?.trim();
  const where: SQL | undefined = and(
    text ? ilike(faqs.question, containing(text)) : undefined,
    filter.published === undefined ? undefined : eq(faqs.published, filter.published),
  );
  const [rows, totals] = await Promise.all([
    db
      .select(faqColumns)
      .from(faqs)
      .leftJoin(services, eq(services.id, faqs.serviceId))
      .where(where)
      .orderBy(asc(faqs.audience), asc(faqs.serviceId), asc(faqs.sortOrder), asc(faqs.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(faqs).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function lockFaq(db: Database, faqId: number) {
  const rows = await db
    .select(faqColumns)
    .from(faqs)
    .leftJoin(services, eq(services.id, faqs.serviceId))
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
};

/** One page of blog posts, published or not, newest first. */
export async function searchPosts(db: Database, filter: ContentFilter, page: Page) {
  const text = filter.text?.trim();
  const where: SQL | undefined = and(
    text ? ilike(blogs.title, containing(text)) : undefined,
    filter.published === undefined ? undefined : eq(blogs.published, filter.published),
  );
  const [rows, totals] = await Promise.all([
    db
      .select(postColumns)
      .from(blogs)
      .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
      .where(where)
      .orderBy(desc(blogs.addedAt), desc(blogs.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(blogs).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function lockPost(db: Database, postId: number) {
  const rows = await db
    .select(postColumns)
    .from(blogs)
    .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
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
