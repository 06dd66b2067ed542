import type { AppContext } from '../context.ts';
import { blogExists, insertComment } from '../db/queries/comments.ts';
import { findCustomer } from '../db/queries/profiles.ts';
import { InvalidError, NotFoundError } from '../domain/errors.ts';
import { assertOwnCustomerId } from './accounts/addresses.ts';

export const COMMENT_ADDED = 'Comment Added Successfully.';
export const COMMENT_TOO_SHORT = 'Comment must be at least 50 characters long.';
export const COMMENT_MIN_LENGTH = 50;
export const BLOG_NOT_FOUND = 'Blog not found.';
export const NOT_YOUR_COMMENT = 'You can only comment as yourself.';

/** A signed-in customer comments on a blog post; the author is the session's customer. */
export async function addComment(
  context: AppContext,
  customerId: number,
  input: { iBlogId: number; iCustomerId?: number | undefined; vComment: string },
) {
  assertOwnCustomerId(customerId, input.iCustomerId, NOT_YOUR_COMMENT);
  const body = input.vComment.trim();
  // Counted in characters as a person sees them (code points), like the schema's maximum.
  if ([...body].length < COMMENT_MIN_LENGTH) throw new InvalidError(COMMENT_TOO_SHORT);
  if (!(await blogExists(context.db, input.iBlogId))) throw new NotFoundError(BLOG_NOT_FOUND);
  const comment = await insertComment(context.db, { blogId: input.iBlogId, customerId, body });
  const author = await findCustomer(context.db, customerId);
  const fullName = author ? `${author.firstName} ${author.lastName}`.trim() : '';
  return {
    iCommentId: comment.id,
    iBlogId: comment.blogId,
    vComment: comment.body,
    dtAddedDate: comment.createdAt.toISOString(),
    customer: { vFullName: fullName, vImage: author?.imagePath ?? '', vImageAlt: fullName },
  };
}
