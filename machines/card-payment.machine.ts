/**
 * The payment stage's card payment. Top-level states: `idle` (the form waits for submit; field
 * errors stay here), `creatingPaymentMethod` (Stripe Elements, or the test-mode card field, turns
 * the card into a payment method), `authorizing` (the server authorizes the card and, once the
 * booking is committed, e-mails the confirmation itself; submit shows Loading),
 * `authenticating` (the card's bank asks the customer to confirm it, 3-D Secure: Stripe.js's
 * handleNextAction, or the test gateway's authentication page), `confirmingAuthentication` (the
 * server learns the bank's answer and holds the card, or cancels the attempt), `failed` (the card
 * or server message under the card field; submit retries) and the final `succeeded` (the UI goes
 * to /thank-you). There is no browser-side confirmation call: docs/decisions/012 and 099.
 */
import { assign, fromPromise, setup } from 'xstate';
import { rejectionMessageOf } from './rejection-message.ts';

/** What the payment form holds when the customer submits it. */
export type PaymentSubmission = {
  cardholderName: string;
  termsAccepted: boolean;
  /** The coupon machine's word: a code was entered but not applied. */
  couponBlocked: boolean;
  /** The coupon machine's word: the have-a-coupon box is ticked and its code is empty. */
  couponEmpty: boolean;
};

export type PaymentFieldErrors = {
  cardholderName?: string;
  terms?: string;
  coupon?: string;
  couponEmpty?: string;
};

/**
 * The server's PaymentResult (openapi.yaml, cleaningPaymentAutorization), or its answer when the
 * card's bank asks the customer to authenticate: `authenticationRequired` with the client secret
 * of the bank's check (decision 099).
 */
export type PaymentResult = {
  vBookingNo: string;
  eStatus: string;
  ePaymentStatus: 'authorized' | 'cardSaved' | 'authenticationRequired';
  final_price: number;
  vClientSecret?: string;
};

export type CreatePaymentMethodInput = { cardholderName: string };
export type CreatePaymentMethodOutput = { paymentMethodId: string };
export type AuthorizePaymentInput = { paymentMethodId: string; cardholderName: string };
export type AuthenticateCardInput = { clientSecret: string };
export type ConfirmAuthenticationInput = { clientSecret: string };

export type CardPaymentContext = {
  cardholderName: string;
  fieldErrors: PaymentFieldErrors;
  /** The card provider's or the server's message, shown under the card field. */
  cardError: string | null;
  paymentMethodId: string | null;
  /** The bank's check to show, while the card waits for it. */
  clientSecret: string | null;
  result: PaymentResult | null;
};

export type CardPaymentEvent = { type: 'payment.submit' } & PaymentSubmission;

export const cardPaymentMessages = {
  cardholderName: "Please enter the cardholder's name.",
  terms: 'Please accept the terms.',
  coupon: 'Please apply your coupon code first to receive your discount.',
  /** Spec §8, to the letter: Pay with the coupon box ticked and empty. */
  couponEmpty: 'Please Enter Coupon Code.',
  /** Only when a rejection carries no message at all. */
  unknown: 'Your payment could not be processed. Please try again.',
} as const;

/** The payment form's own checks, all at once; an empty object when the form may be paid. */
export function paymentFieldErrors(submission: PaymentSubmission): PaymentFieldErrors {
  const errors: PaymentFieldErrors = {};
  if (!submission.cardholderName.trim()) errors.cardholderName = cardPaymentMessages.cardholderName;
  if (!submission.termsAccepted) errors.terms = cardPaymentMessages.terms;
  if (submission.couponEmpty) errors.couponEmpty = cardPaymentMessages.couponEmpty;
  if (submission.couponBlocked) errors.coupon = cardPaymentMessages.coupon;
  return errors;
}

/**
 * The message of a rejected actor: an Error's or an API error body's `message`, or a plain
 * string (the API client rejects with the server's body for 400 and 404).
 */
function rejectionMessage(error: unknown): string {
  return rejectionMessageOf(error) ?? cardPaymentMessages.unknown;
}

function notProvided(name: string): never {
  throw new Error(`cardPayment: provide the ${name} actor with machine.provide({ actors }).`);
}

const retryableSubmit = [
  {
    guard: 'isCouponBoxEmpty',
    meta: {
      label: 'The customer pays',
      condition: 'when the coupon box is ticked but empty, so nothing is paid',
    },
    actions: 'showFieldErrors',
    description:
      'The customer pays with the have-a-coupon box ticked and empty: "Please Enter Coupon Code." shows under it, and nothing is paid.',
  },
  {
    guard: 'isSubmissionValid',
    meta: {
      label: 'The customer pays',
      condition: 'when the name, the terms and the coupon are in order',
    },
    target: 'creatingPaymentMethod',
    actions: 'startAttempt',
    description: 'The customer submits the payment form.',
  },
  {
    actions: 'showFieldErrors',
    meta: { label: 'The customer pays and sees what is missing' },
    description: 'The customer submits the payment form.',
  },
] as const;

export const cardPaymentMachine = setup({
  types: {
    context: {} as CardPaymentContext,
    events: {} as CardPaymentEvent,
    output: {} as PaymentResult | null,
  },
  actors: {
    createPaymentMethod: fromPromise<CreatePaymentMethodOutput, CreatePaymentMethodInput>(
      async () => notProvided('createPaymentMethod'),
    ),
    authorizePayment: fromPromise<PaymentResult, AuthorizePaymentInput>(async () =>
      notProvided('authorizePayment'),
    ),
    /** Shows the bank's check; settles when the customer has answered (or closed) it. */
    authenticateCard: fromPromise<undefined, AuthenticateCardInput>(async () =>
      notProvided('authenticateCard'),
    ),
    /** Asks the server for the bank's answer: the paid booking, or the refusal's message. */
    confirmAuthentication: fromPromise<PaymentResult, ConfirmAuthenticationInput>(async () =>
      notProvided('confirmAuthentication'),
    ),
  },
  guards: {
    asksForAuthentication: (_, params: { result: PaymentResult }) =>
      params.result.ePaymentStatus === 'authenticationRequired',
    isCouponBoxEmpty: ({ event }) => event.couponEmpty,
    isSubmissionValid: ({ event }) => Object.keys(paymentFieldErrors(event)).length === 0,
  },
  actions: {
    showFieldErrors: assign({ fieldErrors: ({ event }) => paymentFieldErrors(event) }),
    startAttempt: assign({
      cardholderName: ({ event }) => event.cardholderName.trim(),
      fieldErrors: () => ({}),
      cardError: () => null,
      paymentMethodId: () => null,
      clientSecret: () => null,
      result: () => null,
    }),
    showCardError: assign({
      cardError: (_, params: { error: unknown }) => rejectionMessage(params.error),
    }),
  },
}).createMachine({
  id: 'cardPayment',
  meta: {
    summary:
      'Paying by card: the card becomes a payment method, then the server holds the price on it.',
    runsIn: 'The payment step of the same-day booking (/book-now).',
  },
  description:
    "Paying by card on the payment step. The customer gives the cardholder name and the card, accepts the terms and submits. The card becomes a payment method (through Stripe, or the clearly marked test-mode card field), the server holds the price on the card, and a confirmation e-mail is sent; then the customer goes to the thank-you page. When the card's bank asks the customer to confirm the card (3-D Secure), its page shows first and nothing is held until it approves. A refused card shows its message under the card field, and the customer may submit again.",
  initial: 'idle',
  context: {
    cardholderName: '',
    fieldErrors: {},
    cardError: null,
    paymentMethodId: null,
    clientSecret: null,
    result: null,
  },
  output: ({ context }) => context.result,
  states: {
    idle: {
      meta: { customer: 'Payment form' },
      description:
        'The payment form, waiting for submit. A missing cardholder name, unaccepted terms, an empty coupon box or an unapplied coupon code show their messages here.',
      on: { 'payment.submit': [...retryableSubmit] },
    },
    creatingPaymentMethod: {
      meta: { customer: 'Checking the card' },
      description:
        'Submit shows Loading while Stripe (or the test-mode card field) turns the card into a payment method.',
      invoke: {
        id: 'createPaymentMethod',
        src: 'createPaymentMethod',
        input: ({ context }) => ({ cardholderName: context.cardholderName }),
        onDone: {
          target: 'authorizing',
          meta: { label: 'The card is accepted' },
          description: 'The card is accepted as a payment method.',
          actions: assign({ paymentMethodId: ({ event }) => event.output.paymentMethodId }),
        },
        onError: {
          target: 'failed',
          meta: { label: 'The card is refused' },
          actions: { type: 'showCardError', params: ({ event }) => ({ error: event.error }) },
          description: 'The card provider refuses the card (for example, an incomplete number).',
        },
      },
    },
    authorizing: {
      meta: { customer: 'Holding the price on the card' },
      description:
        'Submit still shows Loading while the server holds the price on the card (or saves the card, for a cleaning more than 5 days away) and e-mails the confirmation.',
      invoke: {
        id: 'authorizePayment',
        src: 'authorizePayment',
        input: ({ context }) => ({
          paymentMethodId: context.paymentMethodId ?? '',
          cardholderName: context.cardholderName,
        }),
        onDone: [
          {
            guard: {
              type: 'asksForAuthentication',
              params: ({ event }) => ({ result: event.output }),
            },
            target: 'authenticating',
            meta: {
              label: 'The bank asks the customer to confirm the card',
              condition: "when the card's bank asks for 3-D Secure",
            },
            description:
              "The card's bank asks the customer to confirm the card: nothing is held yet, and its check opens.",
            actions: assign({ clientSecret: ({ event }) => event.output.vClientSecret ?? null }),
          },
          {
            target: 'succeeded',
            meta: { label: 'The price is held and the confirmation sent' },
            description:
              'The server has held the price (or saved the card) and sent the confirmation.',
            actions: assign({ result: ({ event }) => event.output }),
          },
        ],
        onError: {
          target: 'failed',
          meta: { label: 'The server declines the payment' },
          actions: { type: 'showCardError', params: ({ event }) => ({ error: event.error }) },
          description: 'The server declines the payment.',
        },
      },
    },
    authenticating: {
      meta: { customer: "Your bank's check" },
      description:
        "The bank's page (Stripe's, or the test gateway's authentication page in test mode) asks the customer to confirm the card; they approve it, fail it or close it.",
      invoke: {
        id: 'authenticateCard',
        src: 'authenticateCard',
        input: ({ context }) => ({ clientSecret: context.clientSecret ?? '' }),
        onDone: {
          target: 'confirmingAuthentication',
          meta: { label: 'The customer answers their bank' },
          description:
            'The customer approved, failed or closed the check; the server asks the bank what it decided.',
        },
        onError: {
          target: 'confirmingAuthentication',
          meta: { label: "The bank's page cannot be shown" },
          description:
            "The bank's page could not be shown (Stripe.js failed); the server still ends the attempt, so nothing stays waiting.",
        },
      },
    },
    confirmingAuthentication: {
      meta: { customer: 'Holding the price after the check' },
      description:
        "Submit still shows Loading while the server reads the bank's answer: approved, it holds the price (or saves the card) and e-mails the confirmation; otherwise it cancels the attempt and nothing is held.",
      invoke: {
        id: 'confirmAuthentication',
        src: 'confirmAuthentication',
        input: ({ context }) => ({ clientSecret: context.clientSecret ?? '' }),
        onDone: {
          target: 'succeeded',
          meta: { label: 'The bank approved: the price is held and the confirmation sent' },
          description:
            'The bank confirmed the card; the server has held the price (or saved the card) and sent the confirmation.',
          actions: assign({ result: ({ event }) => event.output, clientSecret: () => null }),
        },
        onError: {
          target: 'failed',
          meta: { label: 'The bank did not confirm the card' },
          actions: [
            { type: 'showCardError', params: ({ event }) => ({ error: event.error }) },
            assign({ clientSecret: () => null }),
          ],
          description:
            "The bank did not confirm the card (failed or closed): nothing is held, the booking waits for another try, and the bank's message shows under the card field.",
        },
      },
    },
    failed: {
      meta: { customer: 'Card refused, with its message' },
      description:
        "The card provider's or the server's message shows under the card field; submitting again retries.",
      on: { 'payment.submit': [...retryableSubmit] },
    },
    succeeded: {
      meta: { customer: 'Paid, on to the thank-you page' },
      description:
        'Paid (or card saved): the customer is taken to the thank-you page, which knows the page the booking came from.',
      type: 'final',
    },
  },
});
