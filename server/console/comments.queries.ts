import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { containing } from './like-pattern.queries.ts';
import { blogs, comments, customers } from '../db/schema.ts';

export type CommentVisibility = 'Shown' | 'Hidden';

export type CommentFilter = {
  visibility?: CommentVisibility | undefined;
  /** Part of the author's name, the comment or the post's title, any case. */
  text?: string | undefined;
};

const authorName = sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`;

function commentWhere(filter: CommentFilter): SQL | undefined {
  const text = filter.text?.trim();
  return and(
    filter.visibility === undefined
      ? undefined
      : filter.visibility === 'Hidden'
        ? isNotNull(comments.hiddenAt)
        : isNull(comments.hiddenAt),
    text
      ? or(
          ilike(authorName, containing(text)),
          ilike(comments.body, containing(text)),
          ilike(blogs.title, containing(text)),
        )
      : undefined,
  );
}

const commentColumns = {
  id: comments.id,
  blogId: comments.blogId,
  blogTitle: blogs.title,
  blogSlug: blogs.slug,
  authorName,
  body: comments.body,
  hiddenAt: comments.hiddenAt,
  moderationReason: comments.moderationReason,
  createdAt: comments.createdAt,
};

export type ModeratedCommentRow = {
  id: number;
  blogId: number;
  blogTitle: string;
  blogSlug: string;
  authorName: string;
  body: string;
  hiddenAt: Date | null;
  moderationReason: string;
  createdAt: Date;
};

/** One page of blog comments matching the filter, newest first, and how many match. */
export async function searchComments(
  db: Database,
  filter: CommentFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ModeratedCommentRow[]; total: number }> {
  const where = commentWhere(filter);
  const [rows, totals] = await Promise.all([
    db
      .select(commentColumns)
      .from(comments)
      .innerJoin(blogs, eq(blogs.id, comments.blogId))
      .innerJoin(customers, eq(customers.id, comments.customerId))
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: count() })
      .from(comments)
      .innerJoin(blogs, eq(blogs.id, comments.blogId))
      .innerJoin(customers, eq(customers.id, comments.customerId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The comment, locked for the rest of the transaction. */
export async function lockComment(
  db: Database,
  commentId: number,
): Promise<ModeratedCommentRow | null> {
  const rows = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(blogs, eq(blogs.id, comments.blogId))
    .innerJoin(customers, eq(customers.id, comments.customerId))
    .where(eq(comments.id, commentId))
    .for('update', { of: comments });
  return rows[0] ?? null;
}

export async function setCommentHidden(
  db: Database,
  commentId: number,
  values: { hiddenAt: Date | null; moderationReason: string },
) {
  await db.update(comments).set(values).where(eq(comments.id, commentId));
}
