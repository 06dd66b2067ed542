import type { AppContext } from '../context.ts';
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
  return {
    cleaningAcceptJob: async (request) => {
      const { contractor } = requireContractor(request);
      return ok(await acceptJob(context, contractor.id, request.body.iBookingId), JOB_ACCEPTED);
    },
    contractorAssignContractorToBooking: async (request) => {
      const { contractor } = requireContractor(request);
      return ok(await acceptJob(context, contractor.id, request.body.iBookingId), JOB_ACCEPTED);
    },
    cleaningRejectJob: async (request) => {
      const { contractor } = requireContractor(request);
      const outcome = await rejectJob(context, contractor.id, request.body.iBookingId);
      return ok(outcome.job, outcome.message);
    },
    contractorGetContractorJob: async (request, reply) => {
      const { contractor, contractorScope } = requireContractor(request);
      // Kept per contractor and what was asked, until a change or a second passes (decision 064).
      const key = `jobs:${contractor.id}:${JSON.stringify(request.body)}`;
      const answer = await context.lists.answer(key, async () => {
        const list = await contractorJobs(context, contractor.id, request.body, contractorScope);
        return { ...ok(list.jobs), vNextCursor: list.nextCursor };
      });
      return keptAnswer(reply, answer);
    },
    contractorStartBooking: async (request) => {
      const { contractor } = requireContractor(request);
      return ok(await startJob(context, contractor.id, request.body.iBookingId), JOB_STARTED);
    },
    contractorCompleteBooking: async (request) => {
      const { contractor } = requireContractor(request);
      const job = await completeJob(context, contractor.id, request.body.iBookingId, (line) =>
        request.log.warn(line),
      );
      return ok(job, JOB_COMPLETED);
    },
    contractorGetAllReview: async (request) => {
      const { contractor } = requireContractor(request);
      return ok(await contractorReviews(context, contractor.id));
    },
    contractorDashboard: async (request) => {
      const { contractor } = requireContractor(request);
      return ok(await contractorDashboard(context, contractor.id));
    },
  };
}
