import type { FastifyRequest } from 'fastify';
import { bookingNamed } from '../catalog/index.ts';
import type { AppContext } from '../context.ts';
import { localeOf } from '../i18n/index.ts';
import { requireContractor } from '../http/account.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { acceptPlan, cleanerPlans, leavePlan } from './plan-cleaner.ts';
import { planCleanerAnswers } from './texts-cleaner.ts';

type Operation = 'contractorAcceptPlan' | 'contractorLeavePlan' | 'contractorPlans';

/** One cleaner for a regular cleaning, the cleaner's operations (decision 144). */
export function planCleanerHandlers(context: AppContext): OperationHandlers<Operation> {
  const namesFor = (request: FastifyRequest) => context.catalog.namesIn(localeOf(request));
  return {
    contractorAcceptPlan: async (request) => {
      const { contractor } = requireContractor(request);
      const { job } = await acceptPlan(
        context,
        contractor.id,
        request.body.iBookingId,
        localeOf(request),
      );
      return ok(bookingNamed(job, await namesFor(request)), planCleanerAnswers.planAccepted);
    },
    contractorLeavePlan: async (request) => {
      const { contractor } = requireContractor(request);
      const left = await leavePlan(context, contractor.id, request.body.iPlanId);
      return ok({ iReopened: left.reopened.length }, planCleanerAnswers.planLeft);
    },
    contractorPlans: async (request) => {
      const { contractor } = requireContractor(request);
      const plans = await cleanerPlans(context, contractor.id, localeOf(request));
      const names = await namesFor(request);
      return ok(
        plans.map((plan) => ({ ...plan, vCity: names.city(plan.vCity) ?? plan.vCity })),
        planCleanerAnswers.plansListed,
      );
    },
  };
}
