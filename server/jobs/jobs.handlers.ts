import type { FastifyRequest } from 'fastify';
import { bookingNamed, serviceNamed } from '../catalog/index.ts';
import type { AppContext } from '../context.ts';
import { localeOf } from '../i18n/index.ts';
import { requireContractor } from '../http/account.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { keptAnswer } from '../http/shared-answer.ts';
import { contractorDashboard, contractorReviews } from './contractor-dashboard.ts';
import {
  acceptJob,
  completeJob,
  JOB_ACCEPTED,
  JOB_COMPLETED,
  JOB_STARTED,
  rejectJob,
  startJob,
} from './job-actions.ts';
import { contractorJobs } from './jobs.ts';

type Operation =
  | 'cleaningAcceptJob'
  | 'cleaningRejectJob'
  | 'contractorAssignContractorToBooking'
  | 'contractorGetContractorJob'
  | 'contractorStartBooking'
  | 'contractorCompleteBooking'
  | 'contractorGetAllReview'
  | 'contractorDashboard';

export function jobHandlers(context: AppContext): OperationHandlers<Operation> {
  /** The catalog's names in the caller's language: the jobs read the English rows' names. */
  const namesFor = (request: FastifyRequest) => context.catalog.namesIn(localeOf(request));

  return {
    cleaningAcceptJob: async (request) => {
      const { contractor } = requireContractor(request);
      const job = await acceptJob(
        context,
        contractor.id,
        request.body.iBookingId,
        localeOf(request),
      );
      const names = await namesFor(request);
      return ok(bookingNamed(job, names), JOB_ACCEPTED);
    },
    contractorAssignContractorToBooking: async (request) => {
      const { contractor } = requireContractor(request);
      const job = await acceptJob(
        context,
        contractor.id,
        request.body.iBookingId,
        localeOf(request),
      );
      const names = await namesFor(request);
      return ok(bookingNamed(job, names), JOB_ACCEPTED);
    },
    cleaningRejectJob: async (request) => {
      const { contractor } = requireContractor(request);
      const outcome = await rejectJob(
        context,
        contractor.id,
        request.body.iBookingId,
        localeOf(request),
      );
      const names = await namesFor(request);
      return ok(bookingNamed(outcome.job, names), outcome.message);
    },
    contractorGetContractorJob: async (request, reply) => {
      const { contractor, contractorScope } = requireContractor(request);
      const locale = localeOf(request);
      // Kept per contractor, what was asked and the language (its names), until a change or a
      // second passes (decision 064).
      const key = `jobs:${contractor.id}:${locale}:${JSON.stringify(request.body)}`;
      const answer = await context.lists.answer(key, async () => {
        const [list, names] = await Promise.all([
          contractorJobs(context, contractor.id, request.body, locale, contractorScope),
          context.catalog.namesIn(locale),
        ]);
        return {
          ...ok(list.jobs.map((job) => bookingNamed(job, names))),
          vNextCursor: list.nextCursor,
        };
      });
      return keptAnswer(reply, answer);
    },
    contractorStartBooking: async (request) => {
      const { contractor } = requireContractor(request);
      const job = await startJob(
        context,
        contractor.id,
        request.body.iBookingId,
        localeOf(request),
      );
      const names = await namesFor(request);
      return ok(bookingNamed(job, names), JOB_STARTED);
    },
    contractorCompleteBooking: async (request) => {
      const { contractor } = requireContractor(request);
      const job = await completeJob(
        context,
        contractor.id,
        request.body.iBookingId,
        (line) => request.log.warn(line),
        localeOf(request),
      );
      const names = await namesFor(request);
      return ok(bookingNamed(job, names), JOB_COMPLETED);
    },
    contractorGetAllReview: async (request) => {
      const { contractor } = requireContractor(request);
      const [reviews, names] = await Promise.all([
        contractorReviews(context, contractor.id, localeOf(request)),
        namesFor(request),
      ]);
      return ok(reviews.map((review) => serviceNamed(review, names)));
    },
    contractorDashboard: async (request) => {
      const { contractor } = requireContractor(request);
      return ok(await contractorDashboard(context, contractor.id));
    },
  };
}
