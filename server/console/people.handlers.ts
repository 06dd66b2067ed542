import type { AppContext } from '../context.ts';
import { localeOf } from '../i18n/index.ts';
import { done, ok, type OperationHandlers } from '../http/operation.ts';
import {
  cleanerDetail,
  cleanerPage,
  CLEANER_PAUSED_DONE,
  CLEANER_RESUMED_DONE,
  setCleanerPaused,
} from './cleaners.ts';
import * as en from '#shared/catalogue/en-CA/admin-people.ts';
import * as fr from '#shared/catalogue/fr-CA/admin-people.ts';
import { sayings, type Said } from '../domain/said.ts';
import { faqPage, postPage, saveFaq, savePost, type ContentChange } from './content.ts';
import { LABEL_SAVED, labelPage, saveLabel } from './labels.ts';
import { commentPage, COMMENT_HIDDEN, COMMENT_SHOWN, moderateComment } from './comments.ts';
import { moderateReview, reviewPage, REVIEW_HIDDEN, REVIEW_PUBLISHED } from './reviews.ts';
import { supplyAgainstDemand } from './supply-demand.ts';
import { adminRead, adminWrite } from './console-operation.handlers.ts';
import { cleanerNamed, pageNamed } from './named.ts';
import { recordCheck } from './cleaner-checks.ts';

type Operation =
  | 'adminCleanerList'
  | 'adminCleanerGet'
  | 'adminCleanerPause'
  | 'adminCleanerResume'
  | 'adminCleanerRecordCheck'
  | 'adminSupplyDemand'
  | 'adminReviewList'
  | 'adminReviewModerate'
  | 'adminFaqList'
  | 'adminFaqSave'
  | 'adminBlogList'
  | 'adminBlogSave'
  | 'adminLabelList'
  | 'adminLabelSave'
  | 'adminCommentList'
  | 'adminCommentModerate';

const messages = sayings(en.adminContentMessages, fr.adminContentMessages);

/** A content save's answer says what visitors see from then on (decision 053), in both languages. */
const faqMessages: Record<ContentChange, Said> = {
  saved: messages.FAQ_SAVED,
  published: messages.FAQ_PUBLISHED,
  unpublished: messages.FAQ_UNPUBLISHED,
};
const postMessages: Record<ContentChange, Said> = {
  saved: messages.POST_SAVED,
  published: messages.POST_PUBLISHED,
  unpublished: messages.POST_UNPUBLISHED,
};

/** The console's Cleaners, Reviews and Content (decision 049), blog comments included. */
export function adminPeopleHandlers(context: AppContext): OperationHandlers<Operation> {
  return {
    adminCleanerList: adminRead(async (_operator, request) =>
      ok(await cleanerPage(context.db, request.body)),
    ),
    adminCleanerGet: adminRead(async (_operator, request) => {
      const [detail, names] = await Promise.all([
        cleanerDetail(context, request.body.id),
        context.catalog.namesIn(localeOf(request)),
      ]);
      return ok(cleanerNamed(detail, names));
    }),
    adminCleanerPause: adminWrite(context, async (operator, request) => {
      const { id, reason } = request.body;
      await setCleanerPaused(context, operator.operatorId, id, true, reason.trim());
      return done(CLEANER_PAUSED_DONE);
    }),
    adminCleanerResume: adminWrite(context, async (operator, request) => {
      const { id, reason } = request.body;
      await setCleanerPaused(context, operator.operatorId, id, false, reason.trim());
      return done(CLEANER_RESUMED_DONE);
    }),
    adminCleanerRecordCheck: adminWrite(context, async (operator, request) =>
      done(await recordCheck(context, operator.operatorId, request.body)),
    ),
    adminSupplyDemand: adminRead(async (_operator, request) =>
      ok(await supplyAgainstDemand(context, request.body?.cityId)),
    ),
    adminReviewList: adminRead(async (_operator, request) =>
      ok(await reviewPage(context.db, request.body)),
    ),
    adminReviewModerate: adminWrite(context, async (operator, request) => {
      const { id, visibility, reason } = request.body;
      const review = await moderateReview(
        context,
        operator.operatorId,
        id,
        visibility,
        reason.trim(),
      );
      return ok(review, visibility === 'Hidden' ? REVIEW_HIDDEN : REVIEW_PUBLISHED);
    }),
    adminLabelList: adminRead(async (_operator, request) =>
      ok(await labelPage(context.db, request.body)),
    ),
    adminLabelSave: adminWrite(context, async (operator, request) =>
      ok(await saveLabel(context, operator.operatorId, request.body), LABEL_SAVED),
    ),
    adminFaqList: adminRead(async (_operator, request) => {
      const [page, names] = await Promise.all([
        faqPage(context.db, request.body),
        context.catalog.namesIn(localeOf(request)),
      ]);
      return ok(pageNamed(page, 'serviceName', names));
    }),
    adminFaqSave: adminWrite(context, async (operator, request) => {
      const { change, ...saved } = await saveFaq(context, operator.operatorId, request.body);
      return ok(saved, faqMessages[change]);
    }),
    adminBlogList: adminRead(async (_operator, request) =>
      ok(await postPage(context.db, request.body)),
    ),
    adminBlogSave: adminWrite(context, async (operator, request) => {
      const { change, ...saved } = await savePost(context, operator.operatorId, request.body);
      return ok(saved, postMessages[change]);
    }),
    adminCommentList: adminRead(async (_operator, request) =>
      ok(await commentPage(context.db, request.body)),
    ),
    adminCommentModerate: adminWrite(context, async (operator, request) => {
      const { id, visibility, reason } = request.body;
      const comment = await moderateComment(
        context,
        operator.operatorId,
        id,
        visibility,
        reason.trim(),
      );
      return ok(comment, visibility === 'Hidden' ? COMMENT_HIDDEN : COMMENT_SHOWN);
    }),
  };
}
