import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { requireContractor, requireCustomer } from '../http/account.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { localeOf } from '../i18n/index.ts';
import { money } from '../platform/mail/compose.ts';
import { tipAnswers, tipCheckAnswers } from './texts.ts';
import { addTip, cleanerTips, tipOffer, type AddedTip } from './tips.ts';

type Operation =
  | 'bookingLinkTip'
  | 'bookingLinkAddTip'
  | 'customerBookingTip'
  | 'customerBookingAddTip'
  | 'contractorTips';

/** A booking's tip is its customer's alone: no cache on the way keeps it. */
function unkept(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

const thanks = (added: AddedTip) =>
  tipAnswers.tipped.with({
    amount: (locale) => money(added.amountCents, locale),
    cleaner: added.cleanerFirstName,
  });

/**
 * The tip charged (thanks), or waiting for the bank's check (decision 131): the panel then shows
 * the bank's page for `vClientSecret` and asks again with `bAuthenticated`.
 */
function answerOf(added: AddedTip) {
  if (added.clientSecret === null) return ok(added.offer, thanks(added));
  return ok(
    { ...added.offer, vClientSecret: added.clientSecret },
    tipCheckAnswers.bankCheck.with({ amount: (locale) => money(added.amountCents, locale) }),
  );
}

/** Tips to the cleaner (issue 42, decision 119): the panel, the tip, and the cleaner's list. */
export function tipHandlers(context: AppContext): OperationHandlers<Operation> {
  return {
    bookingLinkTip: async (request, reply) => {
      unkept(reply);
      const holder = { by: 'link' as const, token: request.body.token, ip: request.ip };
      return ok(await tipOffer(context, holder, localeOf(request)), tipAnswers.offer);
    },
    bookingLinkAddTip: async (request, reply) => {
      unkept(reply);
      const holder = { by: 'link' as const, token: request.body.token, ip: request.ip };
      const { iAmountCents, bAuthenticated } = request.body;
      return answerOf(
        await addTip(context, holder, iAmountCents, localeOf(request), bAuthenticated === true),
      );
    },
    customerBookingTip: async (request, reply) => {
      const { customer } = requireCustomer(request);
      unkept(reply);
      const holder = {
        by: 'customer' as const,
        customerId: customer.id,
        bookingId: request.body.iBookingId,
      };
      return ok(await tipOffer(context, holder, localeOf(request)), tipAnswers.offer);
    },
    customerBookingAddTip: async (request, reply) => {
      const { customer } = requireCustomer(request);
      unkept(reply);
      const holder = {
        by: 'customer' as const,
        customerId: customer.id,
        bookingId: request.body.iBookingId,
      };
      const { iAmountCents, bAuthenticated } = request.body;
      return answerOf(
        await addTip(context, holder, iAmountCents, localeOf(request), bAuthenticated === true),
      );
    },
    contractorTips: async (request, reply) => {
      const { contractor } = requireContractor(request);
      unkept(reply);
      return ok(await cleanerTips(context.db, contractor.id, localeOf(request)), tipAnswers.tips);
    },
  };
}
