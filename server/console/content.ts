import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import {
  categoryExists,
  insertFaq,
  insertPost,
  lockFaq,
  lockPost,
  searchFaqs,
  searchPosts,
  serviceExists,
  updateFaq,
  updatePost,
  type ContentFilter,
} from './content.queries.ts';
import { ConflictError, InvalidError, NotFoundError } from '../domain/errors.ts';
import { sanitizeHtml } from '../domain/html.ts';
import { slugFromName } from '../domain/slug.ts';
import { inTransaction } from '../platform/transaction.ts';
import { recordOperatorAction } from './audit-log.ts';
import { pageAnswer, pageOf, type PageRequest } from './paging.ts';
import { consoleRefusals } from './texts.ts';
import type { Said } from '../domain/said.ts';

export const FAQ_NOT_FOUND = consoleRefusals.faqNotFound;
export const POST_NOT_FOUND = consoleRefusals.postNotFound;
export const SAME_QUESTION = consoleRefusals.sameQuestion;
export const SAME_ADDRESS = consoleRefusals.sameAddress;
export const SELECT_SERVICE = consoleRefusals.selectService;
export const SELECT_CATEGORY = consoleRefusals.selectCategory;
export const EMPTY_POST = consoleRefusals.emptyPost;
export const NO_ADDRESS = consoleRefusals.noAddress;

/** What a save did to an entry's place on the site: the handler answers with its own sentence. */
export type ContentChange = 'saved' | 'published' | 'unpublished';

function changeOf(wasPublished: boolean, published: boolean): ContentChange {
  if (wasPublished === published) return 'saved';
  return published ? 'published' : 'unpublished';
}

type FaqInput = {
  id?: number | undefined;
  question: string;
  answer: string;
  audience: 'Customer' | 'Contractor';
  serviceId?: number | null | undefined;
  sortOrder?: number | undefined;
  published: boolean;
};

type PostInput = {
  id?: number | undefined;
  title: string;
  slug?: string | undefined;
  html: string;
  imageAlt?: string | undefined;
  categoryId: number;
  published: boolean;
};

/**
 * The checks above find a clash before writing; two saves at once can still both pass them, and
 * then the unique index refuses the second: the same conflict, not a failure.
 */
async function sameKeyIsConflict<T>(message: Said, saving: Promise<T>): Promise<T> {
  try {
    return await saving;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(message);
    throw error;
  }
}

export async function faqPage(db: Database, query: ContentFilter & PageRequest) {
  const page = pageOf(query);
  const { rows, total } = await searchFaqs(db, query, page);
  return pageAnswer(rows, total, page);
}

export async function postPage(db: Database, query: ContentFilter & PageRequest) {
  const page = pageOf(query);
  const { rows, total } = await searchPosts(db, query, page);
  const items = rows.map((row) => ({ ...row, addedAt: row.addedAt.toISOString() }));
  return pageAnswer(items, total, page);
}

/**
 * Creates an FAQ entry (no id) or changes one, unpublishing included. Answers are plain text, as
 * the site shows them (React escapes them), so only HTML content goes through the sanitizer.
 */
export function saveFaq(context: AppContext, operatorId: number, input: FaqInput) {
  return sameKeyIsConflict(
    SAME_QUESTION,
    inTransaction(context.db, async (tx) => {
      const before = input.id === undefined ? null : await lockFaq(tx, input.id);
      if (input.id !== undefined && !before) throw new NotFoundError(FAQ_NOT_FOUND);
      const serviceId = input.serviceId ?? null;
      if (serviceId !== null && !(await serviceExists(tx, serviceId))) {
        throw new InvalidError(SELECT_SERVICE);
      }
      const values = {
        question: input.question.trim(),
        answer: input.answer.trim(),
        audience: input.audience,
        serviceId,
        sortOrder: input.sortOrder ?? 0,
        published: input.published,
      };
      if (input.id === undefined || !before) {
        const id = await insertFaq(tx, values);
        if (id === null) throw new ConflictError(SAME_QUESTION);
        await recordOperatorAction(tx, {
          operatorId,
          action: 'faq.create',
          subjectType: 'faq',
          subjectId: String(id),
          before: null,
          after: values,
        });
        return { id, change: 'saved' as ContentChange };
      }
      if (!(await updateFaq(tx, input.id, values))) throw new ConflictError(SAME_QUESTION);
      const old = {
        question: before.question,
        answer: before.answer,
        audience: before.audience,
        serviceId: before.serviceId,
        sortOrder: before.sortOrder,
        published: before.published,
      };
      const change = changeOf(old.published, values.published);
      await recordOperatorAction(tx, {
        operatorId,
        action:
          change === 'saved'
            ? 'faq.update'
            : change === 'published'
              ? 'faq.publish'
              : 'faq.unpublish',
        subjectType: 'faq',
        subjectId: String(input.id),
        before: old,
        after: values,
      });
      return { id: input.id, change };
    }),
  );
}

/**
 * Creates a blog post (no id) or changes one, unpublishing included. Its HTML goes through the
 * seed's sanitizer (domain/html.ts) before it is stored; the address defaults to the title's.
 */
export function savePost(context: AppContext, operatorId: number, input: PostInput) {
  return sameKeyIsConflict(
    SAME_ADDRESS,
    inTransaction(context.db, async (tx) => {
      const before = input.id === undefined ? null : await lockPost(tx, input.id);
      if (input.id !== undefined && !before) throw new NotFoundError(POST_NOT_FOUND);
      const descriptionHtml = sanitizeHtml(input.html).trim();
      if (descriptionHtml === '') throw new InvalidError(EMPTY_POST);
      const slug = slugFromName(input.slug?.trim() || input.title);
      if (slug === '') throw new InvalidError(NO_ADDRESS);
      if (!(await categoryExists(tx, input.categoryId))) throw new InvalidError(SELECT_CATEGORY);
      const values = {
        slug,
        title: input.title.trim(),
        descriptionHtml,
        imageAlt: input.imageAlt?.trim() ?? '',
        categoryId: input.categoryId,
        published: input.published,
      };
      if (input.id === undefined || !before) {
        const id = await insertPost(tx, values, context.clock());
        if (id === null) throw new ConflictError(SAME_ADDRESS);
        await recordOperatorAction(tx, {
          operatorId,
          action: 'blog.create',
          subjectType: 'blog',
          subjectId: String(id),
          before: null,
          after: values,
        });
        return { id, slug, change: 'saved' as ContentChange };
      }
      if (!(await updatePost(tx, input.id, values))) throw new ConflictError(SAME_ADDRESS);
      const change = changeOf(before.published, values.published);
      await recordOperatorAction(tx, {
        operatorId,
        action:
          change === 'saved'
            ? 'blog.update'
            : change === 'published'
              ? 'blog.publish'
              : 'blog.unpublish',
        subjectType: 'blog',
        subjectId: String(input.id),
        before: {
          slug: before.slug,
          title: before.title,
          descriptionHtml: before.html,
          imageAlt: before.imageAlt,
          categoryId: before.categoryId,
          published: before.published,
        },
        after: values,
      });
      return { id: input.id, slug, change };
    }),
  );
}
