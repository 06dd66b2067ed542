import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { requireCustomer, requireOperator } from '../http/account.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { localeOf } from '../i18n/index.ts';
import { limits } from '../platform/rate-limit.ts';
import { adminPlanGet, adminPlanList, adminPlanPause } from './admin-plans.ts';
import {
  changeOfRequest,
  changeOwnPlan,
  ownPlanPage,
  ownPlans,
  planChangeQuote,
  resumeOwnPlan,
} from './plan-changes.ts';
import { planChangeAnswers } from './plan-changes-texts.ts';

type Operation =
  | 'customerPlans'
  | 'customerPlan'
  | 'customerPlanChangeQuote'
  | 'customerPlanSkip'
  | 'customerPlanPause'
  | 'customerPlanResume'
  | 'customerPlanChange'
  | 'customerPlanEnd'
  | 'adminPlanList'
  | 'adminPlanGet'
  | 'adminPlanPause';

/** A plan's page is its customer's alone: no cache on the way keeps it. */
function unkept(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}

/**
 * Regular cleanings' changes (issue 45, decision 145): the customer's plans and their changes,
 * and the console's plans.
 */
export function planChangeHandlers(context: AppContext): OperationHandlers<Operation> {
  return {
    customerPlans: async (request, reply) => {
      const { customer } = requireCustomer(request);
      unkept(reply);
      return ok(await ownPlans(context, customer.id, localeOf(request)), planChangeAnswers.plans);
    },
    customerPlan: async (request, reply) => {
      const { customer } = requireCustomer(request);
      unkept(reply);
      return ok(
        await ownPlanPage(context, customer.id, request.body.vUniqueCode, localeOf(request)),
        planChangeAnswers.plan,
      );
    },
    customerPlanChangeQuote: async (request, reply) => {
      const { customer } = requireCustomer(request);
      unkept(reply);
      return ok(
        await planChangeQuote(
          context,
          customer.id,
          request.body.vUniqueCode,
          changeOfRequest(request.body),
          localeOf(request),
        ),
        planChangeAnswers.quote,
      );
    },
    customerPlanSkip: async (request, reply) => {
      const { customer } = requireCustomer(request);
      unkept(reply);
      const { vUniqueCode, iBookingId, iShownFeeCents } = request.body;
      return ok(
        await changeOwnPlan(
          context,
          customer.id,
          vUniqueCode,
          { kind: 'skip', bookingId: iBookingId },
          iShownFeeCents,
          localeOf(request),
        ),
        planChangeAnswers.skipped,
      );
    },
    customerPlanPause: async (request, reply) => {
      const { customer } = requireCustomer(request);
      unkept(reply);
      const { vUniqueCode, iWeeks, iShownFeeCents } = request.body;
      const page = await changeOwnPlan(
        context,
        customer.id,
        vUniqueCode,
        { kind: 'pause', weeks: iWeeks },
        iShownFeeCents,
        localeOf(request),
      );
      return ok(page, planChangeAnswers.paused.with({ date: page.vResumesOn ?? '' }));
    },
    customerPlanResume: async (request, reply) => {
      const { customer } = requireCustomer(request);
      unkept(reply);
      return ok(
        await resumeOwnPlan(context, customer.id, request.body.vUniqueCode, localeOf(request)),
        planChangeAnswers.resumed,
      );
    },
    customerPlanChange: async (request, reply) => {
      const { customer } = requireCustomer(request);
      unkept(reply);
      const { vUniqueCode, iEveryWeeks, iWeekday, iShownFeeCents } = request.body;
      return ok(
        await changeOwnPlan(
          context,
          customer.id,
          vUniqueCode,
          changeOfRequest({ eChange: 'change', iEveryWeeks, iWeekday }),
          iShownFeeCents,
          localeOf(request),
        ),
        planChangeAnswers.changed,
      );
    },
    customerPlanEnd: async (request, reply) => {
      const { customer } = requireCustomer(request);
      unkept(reply);
      const { vUniqueCode, iShownFeeCents } = request.body;
      return ok(
        await changeOwnPlan(
          context,
          customer.id,
          vUniqueCode,
          { kind: 'end' },
          iShownFeeCents,
          localeOf(request),
        ),
        planChangeAnswers.ended,
      );
    },
    adminPlanList: async (request) => {
      requireOperator(request);
      return ok(await adminPlanList(context, request.body, localeOf(request)));
    },
    adminPlanGet: async (request) => {
      requireOperator(request);
      return ok(await adminPlanGet(context, request.body.planId, localeOf(request)));
    },
    adminPlanPause: async (request) => {
      const { operator } = requireOperator(request);
      await context.rateLimits.consume(limits.adminWritesPerOperator(operator.id));
      return ok(
        await adminPlanPause(context, operator.id, request.body, localeOf(request)),
        planChangeAnswers.pausedByOperator,
      );
    },
  };
}
