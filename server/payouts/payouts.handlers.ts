import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { requireContractor, requireOperator } from '../http/account.ts';
import { done, ok, type OperationHandlers } from '../http/operation.ts';
import { localeOf } from '../i18n/index.ts';
import { limits } from '../platform/rate-limit.ts';
import {
  finishTestOnboarding,
  refreshPayoutAccount,
  startPayoutSetup,
  viewPayoutAccount,
} from './payout-accounts.ts';
import { cleanerPayoutAccount, payoutPage, retryPayout } from './payouts-console.ts';
import { payoutAnswers } from './texts.ts';

type Operation =
  | 'contractorPayoutAccount'
  | 'contractorPayoutSetup'
  | 'contractorPayoutRefresh'
  | 'contractorPayoutTestOnboarding'
  | 'adminPayoutList'
  | 'adminPayoutAccount'
  | 'adminPayoutRetry';

/** A cleaner's payout account is theirs alone: no cache on the way keeps it. */
function unkept(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/**
 * Cleaner payouts (issue 43, decision 133): the cleaner's payout account and its set-up, the test
 * stand-in's onboarding, and the console's payouts with Retry. The transfer job itself runs from
 * the job queue (`sendDuePayouts`).
 */
export function payoutHandlers(context: AppContext): OperationHandlers<Operation> {
  return {
    contractorPayoutAccount: async (request, reply) => {
      const { contractor } = requireContractor(request);
      unkept(reply);
      return ok(await viewPayoutAccount(context, contractor.id), payoutAnswers.account);
    },
    contractorPayoutSetup: async (request, reply) => {
      const { contractor } = requireContractor(request);
      unkept(reply);
      const link = await startPayoutSetup(context, contractor.id, localeOf(request));
      return ok(link, payoutAnswers.onboarding);
    },
    contractorPayoutRefresh: async (request, reply) => {
      const { contractor } = requireContractor(request);
      unkept(reply);
      return ok(await refreshPayoutAccount(context, contractor.id), payoutAnswers.refreshed);
    },
    // The test stand-in's onboarding page (decision 133): with Stripe, Stripe's own page collects
    // the bank account and this answers 404.
    contractorPayoutTestOnboarding: async (request, reply) => {
      const { contractor } = requireContractor(request);
      unkept(reply);
      const { vInstitutionNumber, vTransitNumber, vAccountNumber } = request.body;
      const account = await finishTestOnboarding(context, contractor.id, {
        institution: vInstitutionNumber,
        transit: vTransitNumber,
        account: vAccountNumber,
      });
      return ok(account, payoutAnswers.onboarded.with({ last4: account.vBankLast4 ?? '' }));
    },
    adminPayoutList: async (request) => {
      requireOperator(request);
      return ok(await payoutPage(context, request.body), payoutAnswers.list);
    },
    adminPayoutAccount: async (request) => {
      requireOperator(request);
      return ok(
        await cleanerPayoutAccount(context, request.body.contractorId),
        payoutAnswers.cleanerAccount,
      );
    },
    adminPayoutRetry: async (request) => {
      const { operator } = requireOperator(request);
      await context.rateLimits.consume(limits.adminWritesPerOperator(operator.id));
      const { id, reason } = request.body;
      await retryPayout(context, operator.id, id, reason.trim());
      return done(payoutAnswers.retried);
    },
  };
}
