/**
 * The card payment as the model-based tests drive it: the cardholder name picks a scenario
 * (paid, card saved for a cleaning far ahead, card refused by the card provider, declined by the
 * server, and the cards whose bank asks for 3-D Secure: approved, failed, or its page not shown),
 * plus the forms the payment form's own checks refuse.
 */
import {
  cardPaymentMachine,
  type AuthenticateCardInput,
  type AuthorizePaymentInput,
  type CardPaymentEvent,
  type ConfirmAuthenticationInput,
  type CreatePaymentMethodInput,
  type PaymentResult,
  type PaymentSubmission,
} from '#machines/card-payment.machine.ts';
import type { ActorFake, MachineModel } from '../machine-paths/machine-paths.ts';

export const scenarios = {
  paid: 'Ada Lovelace',
  cardSaved: 'Far Ahead',
  cardRefused: 'Card Refused',
  declined: 'Card Declined',
  bankApproves: 'Bank Approves',
  bankRefuses: 'Bank Refuses',
  bankPageFails: 'Bank Page Fails',
} as const;

/** The client secret each 3-D Secure scenario's bank check is given (the fakes read it). */
export const bankChecks: Partial<Record<string, string>> = {
  [scenarios.bankApproves]: 'pi_test_approves_secret_x',
  [scenarios.bankRefuses]: 'pi_test_refuses_secret_x',
  [scenarios.bankPageFails]: 'pi_test_no_page_secret_x',
};

export const bankRefusal = {
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};
export const bankPageError = { message: 'Stripe.js could not show the bank page.' };

export const cardProviderError = { message: 'Your card number is incomplete.' };
export const serverDecline = { message: 'Your card was declined.' };

export const createPaymentMethod: ActorFake<CreatePaymentMethodInput> = {
  output: () => ({ paymentMethodId: 'pm_card_visa' }),
  error: () => cardProviderError,
  fails: (input) => input.cardholderName === scenarios.cardRefused,
};

export const authorizePayment: ActorFake<AuthorizePaymentInput> = {
  output: (input): PaymentResult => {
    const clientSecret = bankChecks[input.cardholderName];
    if (clientSecret) {
      return {
        vBookingNo: 'BK-1001',
        eStatus: 'quoted',
        ePaymentStatus: 'authenticationRequired',
        final_price: 301.88,
        vClientSecret: clientSecret,
      };
    }
    return {
      vBookingNo: 'BK-1001',
      eStatus: 'authorized',
      ePaymentStatus: input.cardholderName === scenarios.cardSaved ? 'cardSaved' : 'authorized',
      final_price: 301.88,
    };
  },
  error: () => serverDecline,
  fails: (input) => input.cardholderName === scenarios.declined,
};

/** The bank's page: shown and answered, except in the scenario where Stripe.js fails. */
export const authenticateCard: ActorFake<AuthenticateCardInput> = {
  output: () => undefined,
  error: () => bankPageError,
  fails: (input) => input.clientSecret === bankChecks[scenarios.bankPageFails],
};

/** The server reads the bank's answer: only the approving bank's check is held. */
export const confirmAuthentication: ActorFake<ConfirmAuthenticationInput> = {
  output: (): PaymentResult => ({
    vBookingNo: 'BK-1001',
    eStatus: 'authorized',
    ePaymentStatus: 'authorized',
    final_price: 301.88,
  }),
  error: () => bankRefusal,
  fails: (input) => input.clientSecret !== bankChecks[scenarios.bankApproves],
};

export const submit = (submission: PaymentSubmission): CardPaymentEvent => ({
  type: 'payment.submit',
  ...submission,
});
const valid = (cardholderName: string) =>
  submit({ cardholderName, termsAccepted: true, couponBlocked: false, couponEmpty: false });

const scenarioLabels: Record<keyof typeof scenarios, string> = {
  paid: 'a valid form; the card is accepted',
  cardRefused: 'a valid form; the card provider refuses the card',
  declined: 'a valid form; the server declines the card',
  cardSaved: 'a valid form; the card is saved for a cleaning more than 5 days away',
  bankApproves: 'a valid form; the bank asks for 3-D Secure and the customer approves',
  bankRefuses: 'a valid form; the bank asks for 3-D Secure and the check fails',
  bankPageFails: 'a valid form; the bank asks for 3-D Secure and its page cannot be shown',
};

export const model = {
  machine: cardPaymentMachine,
  events: [
    ...Object.entries(scenarios).map(([scenario, name]) => ({
      event: valid(name),
      label: scenarioLabels[scenario as keyof typeof scenarios],
    })),
    {
      event: submit({
        cardholderName: '',
        termsAccepted: true,
        couponBlocked: false,
        couponEmpty: false,
      }),
      label: 'no cardholder name',
    },
    {
      event: submit({
        cardholderName: '   ',
        termsAccepted: false,
        couponBlocked: false,
        couponEmpty: false,
      }),
      label: 'a blank name and the terms not accepted',
    },
    {
      event: submit({
        cardholderName: scenarios.paid,
        termsAccepted: false,
        couponBlocked: false,
        couponEmpty: false,
      }),
      label: 'the terms not accepted',
    },
    {
      event: submit({
        cardholderName: scenarios.paid,
        termsAccepted: true,
        couponBlocked: true,
        couponEmpty: false,
      }),
      label: 'a coupon code entered but not applied',
    },
    {
      event: submit({
        cardholderName: scenarios.paid,
        termsAccepted: true,
        couponBlocked: false,
        couponEmpty: true,
      }),
      label: 'the have-a-coupon box ticked and empty',
    },
  ],
  actors: { createPaymentMethod, authorizePayment, authenticateCard, confirmAuthentication },
} satisfies MachineModel;
