/**
 * The card payment as the model-based tests drive it: the cardholder name picks a scenario
 * (paid, card saved for a cleaning far ahead, card refused by the card provider, declined by the
 * server),
 * plus the forms the payment form's own checks refuse.
 */
import {
  cardPaymentMachine,
  type AuthorizePaymentInput,
  type CardPaymentEvent,
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
} as const;

export const cardProviderError = { message: 'Your card number is incomplete.' };
export const serverDecline = { message: 'Your card was declined.' };

export const createPaymentMethod: ActorFake<CreatePaymentMethodInput> = {
  output: () => ({ paymentMethodId: 'pm_card_visa' }),
  error: () => cardProviderError,
  fails: (input) => input.cardholderName === scenarios.cardRefused,
};

export const authorizePayment: ActorFake<AuthorizePaymentInput> = {
  output: (input): PaymentResult => ({
    vBookingNo: 'BK-1001',
    eStatus: 'authorized',
    ePaymentStatus: input.cardholderName === scenarios.cardSaved ? 'cardSaved' : 'authorized',
    final_price: 301.88,
  }),
  error: () => serverDecline,
  fails: (input) => input.cardholderName === scenarios.declined,
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
  actors: { createPaymentMethod, authorizePayment },
} satisfies MachineModel;
