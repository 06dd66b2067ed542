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
  setFaqFrench,
  setPostFrench,
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
export {
  FRENCH_FAQ_INCOMPLETE,
  FRENCH_POST_INCOMPLETE,
} from '#shared/catalogue/en-CA/console-translations.ts';
import {
  FRENCH_FAQ_INCOMPLETE,
  FRENCH_POST_INCOMPLETE,
} from '#shared/catalogue/en-CA/console-translations.ts';

/**
 * What a save does to an entry's French (decision 106): left out, it stays as it is; all its
 * texts empty, it is removed (the site shows the English); otherwise every text is required.
 */
type FrenchChange<Texts> = 'keep' | null | Texts;

function frenchChange<Key extends string>(
  given: Record<Key, string | undefined>,
  required: NoInfer<Key>[],
  incomplete: string,
): FrenchChange<Record<Key, string>> {
  const values = Object.values(given) as (string | undefined)[];
  if (values.every((value) => value === undefined)) return 'keep';
  const texts = Object.fromEntries(
    Object.entries(given).map(([key, value]) => [
      key,
      ((value as string | undefined) ?? '').trim(),
    ]),
  ) as Record<Key, string>;
  const written = required.filter((key) => texts[key] !== '');
  if (written.length === 0) return null;
  if (written.length < required.length) throw new InvalidError(incomplete);
  return texts;
}

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
  questionFr?: string | undefined;
  answerFr?: string | undefined;
};

type PostInput = {
  id?: number | undefined;
  title: string;
  slug?: string | undefined;
  html: string;
  imageAlt?: string | undefined;
  categoryId: number;
  published: boolean;
  titleFr?: string | undefined;
  htmlFr?: string | undefined;
  imageAltFr?: string | undefined;
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
  const items = rows.map(({ french, ...row }) => ({
    ...row,
    questionFr: french?.question ?? '',
    answerFr: french?.answer ?? '',
    missingFrench: french === null,
  }));
  return pageAnswer(items, total, page);
}

export async function postPage(db: Database, query: ContentFilter & PageRequest) {
  const page = pageOf(query);
  const { rows, total } = await searchPosts(db, query, page);
  const items = rows.map(({ french, ...row }) => ({
    ...row,
    addedAt: row.addedAt.toISOString(),
    titleFr: french?.title ?? '',
    htmlFr: french?.html ?? '',
    imageAltFr: french?.imageAlt ?? '',
    missingFrench: french === null,
  }));
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
      const french = frenchChange(
        { question: input.questionFr, answer: input.answerFr },
        ['question', 'answer'],
        FRENCH_FAQ_INCOMPLETE,
      );
      const frenchAfter = (had: { question: string; answer: string } | null) => {
        const now = french === 'keep' ? had : french;
        return { questionFr: now?.question ?? '', answerFr: now?.answer ?? '' };
      };
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
        if (french !== 'keep') await setFaqFrench(tx, id, french);
        await recordOperatorAction(tx, {
          operatorId,
          action: 'faq.create',
          subjectType: 'faq',
          subjectId: String(id),
          before: null,
          after: { ...values, ...frenchAfter(null) },
        });
        return { id, change: 'saved' as ContentChange };
      }
      if (!(await updateFaq(tx, input.id, values))) throw new ConflictError(SAME_QUESTION);
      if (french !== 'keep') await setFaqFrench(tx, input.id, french);
      const old = {
        question: before.question,
        answer: before.answer,
        audience: before.audience,
        serviceId: before.serviceId,
        sortOrder: before.sortOrder,
        published: before.published,
        questionFr: before.french?.question ?? '',
        answerFr: before.french?.answer ?? '',
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
        after: { ...values, ...frenchAfter(before.french) },
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
      const given = frenchChange(
        { title: input.titleFr, html: input.htmlFr, imageAlt: input.imageAltFr },
        ['title', 'html'],
        FRENCH_POST_INCOMPLETE,
      );
      const french =
        given === 'keep' || given === null
          ? given
          : {
              title: given.title,
              descriptionHtml: sanitizeHtml(given.html).trim(),
              imageAlt: given.imageAlt,
            };
      if (french && french !== 'keep' && french.descriptionHtml === '')
        throw new InvalidError(FRENCH_POST_INCOMPLETE);
      const frenchAfter = (had: { title: string; html: string; imageAlt: string } | null) => {
        const now = french === 'keep' ? had && { ...had, descriptionHtml: had.html } : french;
        return {
          titleFr: now?.title ?? '',
          descriptionHtmlFr: now?.descriptionHtml ?? '',
          imageAltFr: now?.imageAlt ?? '',
        };
      };
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
        if (french !== 'keep') await setPostFrench(tx, id, french);
        await recordOperatorAction(tx, {
          operatorId,
          action: 'blog.create',
          subjectType: 'blog',
          subjectId: String(id),
          before: null,
          after: { ...values, ...frenchAfter(null) },
        });
        return { id, slug, change: 'saved' as ContentChange };
      }
      if (!(await updatePost(tx, input.id, values))) throw new ConflictError(SAME_ADDRESS);
      if (french !== 'keep') await setPostFrench(tx, input.id, french);
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
          titleFr: before.french?.title ?? '',
          descriptionHtmlFr: before.french?.html ?? '',
          imageAltFr: before.french?.imageAlt ?? '',
        },
        after: { ...values, ...frenchAfter(before.french) },
      });
      return { id: input.id, slug, change };
    }),
  );
}
