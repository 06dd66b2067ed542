import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  blogCategories,
  blogTagLinks,
  blogTags,
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
};

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
  tags: { iTagId: number; vTag: string }[];
};

async function withTags(db: Database, rows: Omit<BlogRow, 'tags'>[]): Promise<BlogRow[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ blogId: blogTagLinks.blogId, iTagId: blogTags.id, vTag: blogTags.name })
    .from(blogTagLinks)
    .innerJoin(blogTags, eq(blogTags.id, blogTagLinks.tagId))
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
      .map(({ iTagId, vTag }) => ({ iTagId, vTag })),
  }));
}

export async function listBlogs(db: Database): Promise<BlogRow[]> {
  const rows = await db
    .select(blogColumns)
    .from(blogs)
    .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(eq(blogs.published, true))
    .orderBy(desc(blogs.addedAt), desc(blogs.id));
  return withTags(db, rows);
}

export async function findBlog(
  db: Database,
  key: { id: number } | { slug: string },
): Promise<BlogRow | null> {
  const rows = await db
    .select(blogColumns)
    .from(blogs)
    .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(
      and('id' in key ? eq(blogs.id, key.id) : eq(blogs.slug, key.slug), eq(blogs.published, true)),
    );
  const [blog] = await withTags(db, rows);
  return blog ?? null;
}

export function listCategories(db: Database) {
  return db
    .select({ iCategoryId: blogCategories.id, vCategory: blogCategories.name })
    .from(blogCategories)
    .orderBy(asc(blogCategories.name));
}

export function listTags(db: Database) {
  return db
    .select({ iTagId: blogTags.id, vTag: blogTags.name })
    .from(blogTags)
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
