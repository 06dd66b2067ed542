import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Locale } from '#shared/i18n/locale.ts';
import type { Database } from '../db/database.ts';
import {
  blogCategories,
  blogCategoryTranslations,
  blogTagLinks,
  blogTagTranslations,
  blogTags,
  blogTranslations,
  blogs,
  comments,
  customers,
} from '../db/schema.ts';

const blogColumns = {
  id: blogs.id,
  slug: blogs.slug,
  title: blogs.title,
  html: blogs.descriptionHtml,
  imagePath: blogs.imagePath,
  webpImagePath: blogs.webpImagePath,
  imageAlt: blogs.imageAlt,
  addedAt: blogs.addedAt,
  popular: blogs.popular,
  categoryId: blogs.categoryId,
  categoryName: blogCategories.name,
  translation: {
    title: blogTranslations.title,
    html: blogTranslations.descriptionHtml,
    imageAlt: blogTranslations.imageAlt,
  },
  categoryTranslation: { categoryName: blogCategoryTranslations.name },
};

/** The translations of a post and its category into the language, joined on. */
function withTranslations(locale: Locale) {
  return {
    post: and(eq(blogTranslations.blogId, blogs.id), eq(blogTranslations.locale, locale)),
    category: and(
      eq(blogCategoryTranslations.categoryId, blogCategories.id),
      eq(blogCategoryTranslations.locale, locale),
    ),
  };
}

export type BlogRow = {
  id: number;
  slug: string;
  title: string;
  html: string;
  imagePath: string | null;
  webpImagePath: string | null;
  imageAlt: string;
  addedAt: Date;
  popular: boolean;
  categoryId: number;
  categoryName: string;
  translation: { title: string; html: string; imageAlt: string } | null;
  categoryTranslation: { categoryName: string } | null;
  tags: { iTagId: number; vTag: string; translation: { vTag: string } | null }[];
};

async function withTags(
  db: Database,
  rows: Omit<BlogRow, 'tags'>[],
  locale: Locale,
): Promise<BlogRow[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({
      blogId: blogTagLinks.blogId,
      iTagId: blogTags.id,
      vTag: blogTags.name,
      translation: { vTag: blogTagTranslations.name },
    })
    .from(blogTagLinks)
    .innerJoin(blogTags, eq(blogTags.id, blogTagLinks.tagId))
    .leftJoin(
      blogTagTranslations,
      and(eq(blogTagTranslations.tagId, blogTags.id), eq(blogTagTranslations.locale, locale)),
    )
    .where(
      inArray(
        blogTagLinks.blogId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(blogTags.name));
  return rows.map((row) => ({
    ...row,
    tags: links
      .filter((link) => link.blogId === row.id)
      .map(({ iTagId, vTag, translation }) => ({ iTagId, vTag, translation })),
  }));
}

export async function listBlogs(db: Database, locale: Locale): Promise<BlogRow[]> {
  const joins = withTranslations(locale);
  const rows = await db
    .select(blogColumns)
    .from(blogs)
    .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .leftJoin(blogTranslations, joins.post)
    .leftJoin(blogCategoryTranslations, joins.category)
    .where(eq(blogs.published, true))
    .orderBy(desc(blogs.addedAt), desc(blogs.id));
  return withTags(db, rows, locale);
}

export async function findBlog(
  db: Database,
  key: { id: number } | { slug: string },
  locale: Locale,
): Promise<BlogRow | null> {
  const joins = withTranslations(locale);
  const rows = await db
    .select(blogColumns)
    .from(blogs)
    .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .leftJoin(blogTranslations, joins.post)
    .leftJoin(blogCategoryTranslations, joins.category)
    .where(
      and('id' in key ? eq(blogs.id, key.id) : eq(blogs.slug, key.slug), eq(blogs.published, true)),
    );
  const [blog] = await withTags(db, rows, locale);
  return blog ?? null;
}

export function listCategories(db: Database, locale: Locale) {
  return db
    .select({
      iCategoryId: blogCategories.id,
      vCategory: blogCategories.name,
      translation: { vCategory: blogCategoryTranslations.name },
    })
    .from(blogCategories)
    .leftJoin(
      blogCategoryTranslations,
      and(
        eq(blogCategoryTranslations.categoryId, blogCategories.id),
        eq(blogCategoryTranslations.locale, locale),
      ),
    )
    .orderBy(asc(blogCategories.name));
}

export function listTags(db: Database, locale: Locale) {
  return db
    .select({
      iTagId: blogTags.id,
      vTag: blogTags.name,
      translation: { vTag: blogTagTranslations.name },
    })
    .from(blogTags)
    .leftJoin(
      blogTagTranslations,
      and(eq(blogTagTranslations.tagId, blogTags.id), eq(blogTagTranslations.locale, locale)),
    )
    .orderBy(asc(blogTags.name));
}

export function listComments(db: Database, blogId: number) {
  return (
    db
      .select({
        id: comments.id,
        blogId: comments.blogId,
        body: comments.body,
        createdAt: comments.createdAt,
        firstName: customers.firstName,
        lastName: customers.lastName,
        imagePath: customers.imagePath,
      })
      .from(comments)
      .innerJoin(customers, eq(customers.id, comments.customerId))
      // A comment an operator hid is off the blog and its count.
      .where(and(eq(comments.blogId, blogId), isNull(comments.hiddenAt)))
      .orderBy(desc(comments.createdAt), desc(comments.id))
  );
}
