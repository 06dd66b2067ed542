import { useEffect, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  cardPaymentMachine,
  type AuthenticateCardInput,
  type AuthorizePaymentInput,
  type ConfirmAuthenticationInput,
  type CreatePaymentMethodInput,
  type CreatePaymentMethodOutput,
  type PaymentResult,
  type PaymentSubmission,
} from '#machines/card-payment.machine.ts';
import type { SameDayContact } from '#machines/same-day-booking.machine.ts';
import type { components } from '#shared/api-schema.d.ts';
import { dataOf, useApiClient } from '../../api/client.ts';
import { reachable } from '../../api/reachable.ts';
import {
  cardFailure,
  type CardAuthenticator,
  type CardPaymentMethodSource,
} from './card-source.ts';
import type { PaidBooking, ThankYouState } from './thank-you-state.ts';
import { useTexts } from '../../i18n/texts.ts';
import { bookingWizardTexts } from './booking-texts.ts';

type QuebecTermsRecord = components['schemas']['QuebecTermsRecord'];

type Options = {
  bookingId: string;
  contact: SameDayContact;
  /** The price shown on the submit button: the coupon's Total when one is applied, else the quote's. */
  amount: number;
  /** The applied coupon code, or ''. */
  couponCode: string;
  /** The card field's source, set by whichever card field is showing. */
  cardSource: RefObject<CardPaymentMethodSource | null>;
  /** The card field's way to show the bank's 3-D Secure check (decision 099). */
  cardAuthenticator: RefObject<CardAuthenticator | null>;
  /** Where the customer started (the home block or /book-now), for the thank-you page. */
  fromPath: '/' | '/book-now';
  /** A Quebec address's French-first terms record (decision 110); null elsewhere. */
  quebecTerms?: QuebecTermsRecord | null;
};

/**
 * The card-payment machine with its actors: the card field makes the payment method, and
 * payment_autorization holds the card for the price shown (and e-mails the confirmation itself,
 * docs/decisions/012). Once paid it goes to /thank-you with the path the customer came from and
 * the paid booking (docs/decisions/030).
 */
export function useCardPayment({
  bookingId,
  contact,
  amount,
  couponCode,
  cardSource,
  cardAuthenticator,
  fromPath,
  quebecTerms = null,
}: Options) {
  const client = useApiClient();
  const navigate = useNavigate();
  // Submit came before the card field was ready (Stripe.js still loading).
  const { paymentTexts, wizardTexts } = useTexts(bookingWizardTexts);
  const { CARD_FIELD_NOT_READY } = paymentTexts;
  // No answer, or one without a sentence, said in the page's language (src/api/reachable.ts).
  const sentences = { unreachable: wizardTexts.UNREACHABLE, failed: paymentTexts.PAYMENT_FAILED };
  const paidBooking = useRef<PaidBooking | null>(null);
  // @xstate/react hands a running actor the implementations of the latest render, so the amount
  // and code read here are those on screen when the customer pressed Pay.
  const [snapshot, send] = useMachine(
    cardPaymentMachine.provide({
      actors: {
        createPaymentMethod: fromPromise<CreatePaymentMethodOutput, CreatePaymentMethodInput>(
          async ({ input }) => {
            const source = cardSource.current;
            if (!source) throw cardFailure(CARD_FIELD_NOT_READY);
            const paymentMethodId = await source({
              name: input.cardholderName,
              email: contact.vEmail,
              phone: contact.vMobile,
            });
            return { paymentMethodId };
          },
        ),
        authorizePayment: fromPromise<PaymentResult, AuthorizePaymentInput>(async ({ input }) => {
          const booking = await reachable(
            dataOf(
              client.POST('/api/cleaning/payment_autorization', {
                body: {
                  vUniqueCode: bookingId,
                  amount,
                  currency: 'cad',
                  paymentMethodId: input.paymentMethodId,
                  coupon_code: couponCode,
                  ...(quebecTerms ? { quebec_terms: quebecTerms } : {}),
                },
              }),
            ),
            sentences,
          );
          // The machine keeps what it needs of the answer; the thank-you page shows all of it.
          if (booking.ePaymentStatus !== 'authenticationRequired') paidBooking.current = booking;
          return booking;
        }),
        authenticateCard: fromPromise<undefined, AuthenticateCardInput>(async ({ input }) => {
          const authenticate = cardAuthenticator.current;
          if (!authenticate) throw cardFailure(CARD_FIELD_NOT_READY);
          await authenticate(input.clientSecret);
          return undefined;
        }),
        // The server reads the bank's answer: the paid booking, or its refusal (nothing held).
        confirmAuthentication: fromPromise<PaymentResult, ConfirmAuthenticationInput>(async () => {
          const booking = await reachable(
            dataOf(
              client.POST('/api/cleaning/payment_authentication', {
                body: { vUniqueCode: bookingId },
              }),
            ),
            sentences,
          );
          paidBooking.current = booking;
          return booking;
        }),
      },
    }),
  );

  const paid = snapshot.status === 'done';
  useEffect(() => {
    const booking = paidBooking.current;
    if (!paid) return;
    navigate('/thank-you', {
      state: booking
        ? ({ pagePath: fromPath, booking } satisfies ThankYouState)
        : { pagePath: fromPath },
    });
  }, [paid, navigate, fromPath]);

  return {
    fieldErrors: snapshot.context.fieldErrors,
    cardError: snapshot.context.cardError,
    busy:
      snapshot.matches('creatingPaymentMethod') ||
      snapshot.matches('authorizing') ||
      snapshot.matches('authenticating') ||
      snapshot.matches('confirmingAuthentication') ||
      paid,
    submit: (submission: PaymentSubmission) => send({ type: 'payment.submit', ...submission }),
  };
}
