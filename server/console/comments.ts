import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import {
  lockComment,
  searchComments,
  setCommentHidden,
  type CommentFilter,
  type ModeratedCommentRow,
} from './comments.queries.ts';
import { ConflictError, NotFoundError } from '../domain/errors.ts';
import { inTransaction } from '../platform/transaction.ts';
import { recordOperatorAction } from './audit-log.ts';
import { pageAnswer, pageOf, type PageRequest } from './paging.ts';
import { consoleAnswers, consoleRefusals } from './texts.ts';

export const COMMENT_NOT_FOUND = consoleRefusals.commentNotFound;
export const COMMENT_ALREADY_HIDDEN = consoleRefusals.commentAlreadyHidden;
export const COMMENT_ALREADY_SHOWN = consoleRefusals.commentAlreadyShown;
export const COMMENT_HIDDEN = consoleAnswers.commentHidden;
export const COMMENT_SHOWN = consoleAnswers.commentShown;

/** Operators see the author's whole name; the blog shows first name and initial. */
function commentOnWire(row: ModeratedCommentRow) {
  return {
    id: row.id,
    blogId: row.blogId,
    blogTitle: row.blogTitle,
    blogSlug: row.blogSlug,
    authorName: row.authorName,
    body: row.body,
    visibility: row.hiddenAt === null ? ('Shown' as const) : ('Hidden' as const),
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    moderationReason: row.moderationReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The console's Comments list: one page of blog comments matching the filters, newest first. */
export async function commentPage(db: Database, query: CommentFilter & PageRequest) {
  const page = pageOf(query);
  const { rows, total } = await searchComments(db, query, page);
  return pageAnswer(rows.map(commentOnWire), total, page);
}

/**
 * Hides a comment from the blog, or shows it again, with the operator's reason in the audit log.
 * The blog's comment list and its count leave hidden comments out (server/content/blogs.queries.ts).
 */
export function moderateComment(
  context: AppContext,
  operatorId: number,
  commentId: number,
  visibility: 'Shown' | 'Hidden',
  reason: string,
) {
  return inTransaction(context.db, async (tx) => {
    const before = await lockComment(tx, commentId);
    if (!before) throw new NotFoundError(COMMENT_NOT_FOUND);
    const hidden = visibility === 'Hidden';
    if ((before.hiddenAt !== null) === hidden) {
      throw new ConflictError(hidden ? COMMENT_ALREADY_HIDDEN : COMMENT_ALREADY_SHOWN);
    }
    const hiddenAt = hidden ? context.clock() : null;
    await setCommentHidden(tx, commentId, { hiddenAt, moderationReason: reason });
    await recordOperatorAction(tx, {
      operatorId,
      action: hidden ? 'comment.hide' : 'comment.show',
      subjectType: 'comment',
      subjectId: String(commentId),
      before: { visibility: hidden ? 'Shown' : 'Hidden', reason: before.moderationReason },
      after: { visibility, reason },
    });
    return commentOnWire({ ...before, hiddenAt, moderationReason: reason });
  });
}
