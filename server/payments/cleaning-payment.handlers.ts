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
  return {
    cleaningPaymentAutorization: async (request) => {
      const result = await authorizePayment(context, request.body, request.ip, localeOf(request));
      const asked = result.ePaymentStatus === 'authenticationRequired';
      return ok(result, asked ? AUTHENTICATION_ASKED : PAYMENT_AUTHORIZED);
    },
    cleaningPaymentAuthentication: async (request) =>
      ok(
        await finishPaymentAfterAuthentication(
          context,
          request.body,
          request.ip,
          localeOf(request),
        ),
        PAYMENT_AUTHORIZED,
      ),
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
    cleaningCardConfirmationGet: async (request) =>
      ok(await viewCardConfirmation(context, request.body)),
    cleaningCardConfirmationStart: async (request) => {
      const started = await startCardConfirmation(context, request.body);
      return ok(started, started.state === 'done' ? CARD_CONFIRMED : CARD_CHECK_STARTED);
    },
    cleaningCardConfirmationFinish: async (request) =>
      ok(await finishCardConfirmation(context, request.body), CARD_CONFIRMED),
  };
}
