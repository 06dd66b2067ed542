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
import { textsIn } from '../db/shared-queries/translations.ts';
import type { Reader } from './pages.ts';

export const NO_IMAGE = '/images/no-image.svg';

/** A post in the reader's language; its address (slug) is the same in every language. */
function blogOnWire(row: BlogRow, reader: Reader) {
  const { locale, missing } = reader;
  const texts = textsIn(
    locale,
    { title: row.title, html: row.html, imageAlt: row.imageAlt },
    row.translation,
    `blog:${row.slug}`,
    missing,
  );
  const { categoryName } = textsIn(
    locale,
    { categoryName: row.categoryName },
    row.categoryTranslation,
    `blog-category:${row.categoryId}`,
    missing,
  );
  return {
    iBlogId: row.id,
    vSlug: row.slug,
    vBlog: texts.title,
    tDescription: texts.html,
    vImage: row.imagePath ?? NO_IMAGE,
    vWebpImage: row.webpImagePath ?? row.imagePath ?? NO_IMAGE,
    vImageAlt: texts.imageAlt,
    dtAddedDate: row.addedAt.toISOString(),
    ePopular: row.popular ? ('Yes' as const) : ('No' as const),
    iCategoryId: row.categoryId,
    category: { iCategoryId: row.categoryId, vCategory: categoryName },
    tags: row.tags.map(({ translation, ...tag }) => ({
      iTagId: tag.iTagId,
      vTag: textsIn(locale, { vTag: tag.vTag }, translation, `blog-tag:${tag.iTagId}`, missing)
        .vTag,
    })),
  };
}

export async function allBlogs(db: Database, reader: Reader) {
  return (await listBlogs(db, reader.locale)).map((row) => blogOnWire(row, reader));
}

export async function oneBlog(
  db: Database,
  query: { iBlogId?: number; vSlug?: string },
  reader: Reader,
) {
  const key = query.iBlogId !== undefined ? { id: query.iBlogId } : { slug: query.vSlug ?? '' };
  const row = await findBlog(db, key, reader.locale);
  if (!row) throw new NotFoundError(BLOG_NOT_FOUND);
  return blogOnWire(row, reader);
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

export async function blogCategories(db: Database, reader: Reader) {
  return (await listCategories(db, reader.locale)).map(
    ({ iCategoryId, vCategory, translation }) => ({
      iCategoryId,
      vCategory: textsIn(
        reader.locale,
        { vCategory },
        translation,
        `blog-category:${iCategoryId}`,
        reader.missing,
      ).vCategory,
    }),
  );
}

export async function blogTags(db: Database, reader: Reader) {
  return (await listTags(db, reader.locale)).map(({ iTagId, vTag, translation }) => ({
    iTagId,
    vTag: textsIn(reader.locale, { vTag }, translation, `blog-tag:${iTagId}`, reader.missing).vTag,
  }));
}
