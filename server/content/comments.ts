import type { AppContext } from '../context.ts';
import { blogExists, insertComment } from './comments.queries.ts';
import { findCustomer } from '../db/shared-queries/profiles.ts';
import { InvalidError, NotFoundError } from '../domain/errors.ts';
import { assertOwnCustomerId } from '../accounts/index.ts';
import { publicReviewerName } from '../reviews/index.ts';
import { limits } from '../platform/rate-limit.ts';
import { contentAnswers, contentRefusals } from './texts.ts';

export const COMMENT_ADDED = contentAnswers.commentAdded;
export const COMMENT_TOO_SHORT = contentRefusals.commentTooShort;
export const COMMENT_MIN_LENGTH = 50;
export const BLOG_NOT_FOUND = contentRefusals.blogNotFound;
export const NOT_YOUR_COMMENT = contentRefusals.notYourComment;

/**
 * A commenter as every visitor sees them: signed as reviews are, with the first name and the last
 * name's initial ("Priya N.", DESIGN.md, Privacy); the last name never leaves the server.
 */
export function commenterOnWire(author: {
  firstName: string;
  lastName: string;
  imagePath: string | null;
}) {
  const name = publicReviewerName(`${author.firstName} ${author.lastName}`);
  return { vFullName: name, vImage: author.imagePath ?? '', vImageAlt: name };
}

/**
 * A signed-in customer comments on a blog post; the author is the session's customer. Comments
 * are limited as the other forms are, per account (its e-mail) and per address, so neither one
 * account nor one place can flood the blog; only a comment that would be written counts.
 */
export async function addComment(
  context: AppContext,
  caller: { customerId: number; email: string; ip: string },
  input: { iBlogId: number; iCustomerId?: number | undefined; vComment: string },
) {
  const { customerId } = caller;
  assertOwnCustomerId(customerId, input.iCustomerId, NOT_YOUR_COMMENT);
  const body = input.vComment.trim();
  // Counted in characters as a person sees them (code points), like the schema's maximum.
  if ([...body].length < COMMENT_MIN_LENGTH) throw new InvalidError(COMMENT_TOO_SHORT);
  if (!(await blogExists(context.db, input.iBlogId))) throw new NotFoundError(BLOG_NOT_FOUND);
  await context.rateLimits.consume(
    limits.formPerIp('comment', caller.ip),
    limits.formPerEmail('comment', caller.email),
  );
  const comment = await insertComment(context.db, { blogId: input.iBlogId, customerId, body });
  const author = await findCustomer(context.db, customerId);
  return {
    iCommentId: comment.id,
    iBlogId: comment.blogId,
    vComment: comment.body,
    dtAddedDate: comment.createdAt.toISOString(),
    customer: commenterOnWire(author ?? { firstName: '', lastName: '', imagePath: null }),
  };
}
