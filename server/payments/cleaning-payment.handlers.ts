import type { FastifyRequest } from 'fastify';
import { serviceNamed } from '../catalog/index.ts';
import type { AppContext } from '../context.ts';
import { NotFoundError } from '../domain/errors.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { localeOf } from '../i18n/index.ts';
import {
  CARD_CHECK_STARTED,
  CARD_CONFIRMED,
  finishCardConfirmation,
  startCardConfirmation,
  viewCardConfirmation,
} from './card-confirmation.ts';
import {
  AUTHENTICATION_ASKED,
  authorizePayment,
  finishPaymentAfterAuthentication,
  PAYMENT_AUTHORIZED,
} from './payment.ts';
import { paymentAnswers, paymentRefusals } from './texts.ts';

type Operation =
  | 'cleaningPaymentAutorization'
  | 'cleaningPaymentAuthentication'
  | 'cleaningTestAuthentication'
  | 'cleaningCardConfirmationGet'
  | 'cleaningCardConfirmationStart'
  | 'cleaningCardConfirmationFinish';

/** Said when the test authentication is asked of a server that pays with Stripe, or for no check. */
export const NO_TEST_AUTHENTICATION = paymentRefusals.noTestAuthentication;

export function paymentHandlers(context: AppContext): OperationHandlers<Operation> {
  /** The catalog's names in the caller's language: a booking reads its service's English name. */
  const namesFor = (request: FastifyRequest) => context.catalog.namesIn(localeOf(request));

  /** A plan was bought and committed: its visits are written now, not at the next hour. */
  const writePlanVisitsSoon = (request: FastifyRequest) => {
    context.backgroundJobs?.requestPlanVisits().catch((error: unknown) => {
      request.log.error({ err: error }, 'Could not queue the plan visits.');
    });
  };

  return {
    cleaningPaymentAutorization: async (request) => {
      const result = await authorizePayment(context, request.body, request.ip, localeOf(request));
      if (result.ePaymentStatus === 'authenticationRequired') {
        return ok(result, AUTHENTICATION_ASKED);
      }
      if (result.oPlan) writePlanVisitsSoon(request);
      return ok(serviceNamed(result, await namesFor(request)), PAYMENT_AUTHORIZED);
    },
    cleaningPaymentAuthentication: async (request) => {
      const paid = await finishPaymentAfterAuthentication(
        context,
        request.body,
        request.ip,
        localeOf(request),
      );
      if (paid.oPlan) writePlanVisitsSoon(request);
      return ok(serviceNamed(paid, await namesFor(request)), PAYMENT_AUTHORIZED);
    },
    // The offline test gateway's stand-in for the bank's page (decision 099): with Stripe the
    // bank's own page answers, through Stripe.js, and this does not exist.
    cleaningTestAuthentication: async (request) => {
      const { clientSecret, outcome } = request.body;
      const answer = context.testAuthentication;
      if (!answer || !answer(clientSecret, outcome)) {
        throw new NotFoundError(NO_TEST_AUTHENTICATION);
      }
      const said =
        outcome === 'approve' ? paymentAnswers.testBankApproved : paymentAnswers.testBankFailed;
      return ok({ outcome }, said);
    },
    cleaningCardConfirmationGet: async (request) => {
      const [confirmation, names] = await Promise.all([
        viewCardConfirmation(context, request.body),
        namesFor(request),
      ]);
      return ok(serviceNamed(confirmation, names));
    },
    cleaningCardConfirmationStart: async (request) => {
      const started = await startCardConfirmation(context, request.body);
      return ok(started, started.state === 'done' ? CARD_CONFIRMED : CARD_CHECK_STARTED);
    },
    cleaningCardConfirmationFinish: async (request) => {
      const confirmation = await finishCardConfirmation(context, request.body);
      return ok(serviceNamed(confirmation, await namesFor(request)), CARD_CONFIRMED);
    },
  };
}
