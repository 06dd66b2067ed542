import type { Database } from '../db/database.ts';
import {
  findBlog,
  listBlogs,
  listCategories,
  listComments,
  listTags,
  type BlogRow,
} from './blogs.queries.ts';
import { blogExists } from './comments.queries.ts';
import { NotFoundError } from '../domain/errors.ts';
import { BLOG_NOT_FOUND, commenterOnWire } from './comments.ts';

export const NO_IMAGE = '/images/no-image.svg';

function blogOnWire(row: BlogRow) {
  return {
    iBlogId: row.id,
    vSlug: row.slug,
    vBlog: row.title,
    tDescription: row.html,
    vImage: row.imagePath ?? NO_IMAGE,
    vWebpImage: row.webpImagePath ?? row.imagePath ?? NO_IMAGE,
    vImageAlt: row.imageAlt,
    dtAddedDate: row.addedAt.toISOString(),
    ePopular: row.popular ? ('Yes' as const) : ('No' as const),
    iCategoryId: row.categoryId,
    category: { iCategoryId: row.categoryId, vCategory: row.categoryName },
    tags: row.tags,
  };
}

export async function allBlogs(db: Database) {
  return (await listBlogs(db)).map(blogOnWire);
}

export async function oneBlog(db: Database, query: { iBlogId?: number; vSlug?: string }) {
  const key = query.iBlogId !== undefined ? { id: query.iBlogId } : { slug: query.vSlug ?? '' };
  const row = await findBlog(db, key);
  if (!row) throw new NotFoundError(BLOG_NOT_FOUND);
  return blogOnWire(row);
}

export async function blogComments(db: Database, blogId: number) {
  if (!(await blogExists(db, blogId))) throw new NotFoundError(BLOG_NOT_FOUND);
  const rows = await listComments(db, blogId);
  return rows.map((row) => ({
    iCommentId: row.id,
    iBlogId: row.blogId,
    vComment: row.body,
    dtAddedDate: row.createdAt.toISOString(),
    customer: commenterOnWire(row),
  }));
}

export function blogCategories(db: Database) {
  return listCategories(db);
}

export function blogTags(db: Database) {
  return listTags(db);
}
