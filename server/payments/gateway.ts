import * as en from '#shared/catalogue/en-CA/api-payments.ts';

/**
 * Card payments behind one interface (DESIGN.md "Payments", decision 008): Stripe when
 * STRIPE_SECRET_KEY is set, the offline test gateway otherwise. Amounts are integer cents in CAD.
 * Every call that moves money takes an idempotency key, so a retried request never charges twice.
 * One key per booking is enough: the gateways add the step, the card and the amount to it
 * (idempotency.ts), so the same call repeated finds its first result, and a new card after a
 * decline is a new attempt.
 */

export type Authorization = {
  /** The gateway's id of the held payment (Stripe: the PaymentIntent id). */
  paymentId: string;
  authorizedAt: Date;
  /** When the hold lapses; capture is never attempted after it. */
  expiresAt: Date;
  /**
   * The card kept for a later charge without the customer (a tip, decision 119), when the hold
   * asked to keep it (`keepCard`): Stripe's `customerId:paymentMethodId`. Without it, the
   * payment method given is the reference (the test gateway's test cards).
   */
  savedCardRef?: string;
};

export type SavedCard = {
  /** What the gateway needs to charge the card later without the customer (off-session). */
  savedCardRef: string;
};

/** The card a payment was taken from, as a receipt prints it: "Visa ending in 4242". */
export type ChargedCard = { brand: string; last4: string };

/** What the gateway says of a capture: the card, when its answer names it. */
export type Capture = { card: ChargedCard | null };

/** A saved card charged at once: the gateway's id of the payment (for a refund) and the card. */
export type SavedCardCharge = Capture & { paymentId: string };

export type AuthorizeRequest = {
  amountCents: number;
  paymentMethodId: string;
  idempotencyKey: string;
  description: string;
  customerEmail: string;
  /**
   * Keep the card for a later charge without the customer (a tip after the cleaning, decision
   * 119): Stripe attaches it to a Customer (`setup_future_usage=off_session`).
   */
  keepCard?: boolean;
};

/**
 * What waits for the customer's bank (3-D Secure): a PaymentIntent (a hold) or a SetupIntent (a
 * card saved for a later hold), by the gateway's id. Nothing is held while it waits.
 */
export type AuthenticationIntent = { kind: 'payment' | 'setup'; id: string };

/** The intent waiting, and the secret the browser hands to Stripe.js (or the test page). */
export type PendingAuthentication = AuthenticationIntent & { clientSecret: string };

export interface PaymentGateway {
  readonly name: 'stripe' | 'test';
  /**
   * Holds the amount on the card now (manual capture). Throws PaymentDeclined, or
   * AuthenticationRequired when the bank asks the customer to authenticate first.
   */
  authorize(request: AuthorizeRequest): Promise<Authorization>;
  /**
   * Keeps the card for a hold placed later (cleanings more than 5 days away). Throws
   * PaymentDeclined, or AuthenticationRequired when the bank asks the customer first.
   */
  saveCard(request: Omit<AuthorizeRequest, 'amountCents'>): Promise<SavedCard>;
  /**
   * Places the hold on a saved card. Without the customer (the default) a bank that asks for
   * authentication declines with the code `authentication_required`; with `customerPresent` it
   * throws AuthenticationRequired, for the customer to answer. Throws PaymentDeclined.
   */
  authorizeSavedCard(request: {
    savedCardRef: string;
    amountCents: number;
    idempotencyKey: string;
    description: string;
    customerPresent?: boolean;
  }): Promise<Authorization>;
  /**
   * After the customer answered their bank: the hold of a PaymentIntent. An authentication that
   * failed or was never done throws PaymentDeclined, and the intent is cancelled (no hold).
   */
  finishPaymentAuthentication(request: {
    paymentId: string;
    idempotencyKey: string;
  }): Promise<Authorization>;
  /** The same for a SetupIntent: the saved card, or PaymentDeclined (the intent cancelled). */
  finishCardSetup(request: { setupId: string; idempotencyKey: string }): Promise<SavedCard>;
  /**
   * Cancels an intent left waiting for authentication (abandoned). One already finished,
   * cancelled or unknown has nothing to cancel: that is not an error.
   */
  cancelAuthentication(request: {
    intent: AuthenticationIntent;
    idempotencyKey: string;
  }): Promise<void>;
  /**
   * Charges a live hold (at most its amount); charging one already charged does nothing. Answers
   * the card's brand and last four digits when the gateway's answer gives them (for the receipt).
   */
  capture(request: {
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<Capture>;
  /**
   * Charges a saved card now, without the customer, in one step (no hold): a cancellation fee on
   * a booking whose card was saved for a later hold, or a tip after the cleaning (issue 42). A
   * bank that asks for authentication declines with `authentication_required`; with
   * `customerPresent` (a tip, the customer at the panel: decision 131) it throws
   * AuthenticationRequired instead, nothing charged while it waits. Repeated with the same key,
   * amount and card it answers the first charge. Throws PaymentDeclined.
   */
  chargeSavedCard(request: {
    savedCardRef: string;
    amountCents: number;
    idempotencyKey: string;
    description: string;
    customerPresent?: boolean;
  }): Promise<SavedCardCharge>;
  /**
   * After the customer answered their bank for a saved card's charge (decision 131): the charge
   * made. A check that failed or was never done throws PaymentDeclined, and the intent is
   * cancelled (nothing charged).
   */
  finishSavedCardCharge(request: {
    paymentId: string;
    idempotencyKey: string;
  }): Promise<SavedCardCharge>;
  /**
   * Releases a hold that will not be charged (cancelled bookings). A hold that is already
   * released, lapsed, charged or unknown has nothing to release: that is not an error.
   */
  release(request: { paymentId: string; idempotencyKey: string }): Promise<void>;
  /**
   * Gives back part or all of a captured payment (Stripe: a Refund on the PaymentIntent). Throws
   * PaymentDeclined when nothing was captured or the amount is more than is left to refund.
   */
  refund(request: {
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
}

/**
 * The card was refused; `message` is the gateway's own text, shown under the card field, and
 * `code` Stripe's decline_code, or its error code when there is none (expired_card, resource_missing).
 */
export class PaymentDeclined extends Error {
  override readonly name = 'PaymentDeclined';

  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/**
 * The bank asks the customer to authenticate (3-D Secure) before the card is held or saved: the
 * intent waits, holding nothing, until the customer answers in the browser (decision 099).
 */
export class AuthenticationRequired extends Error {
  override readonly name = 'AuthenticationRequired';

  constructor(readonly pending: PendingAuthentication) {
    // eslint-disable-next-line mapleshine/text-in-catalogue -- the services catch it, never answered: for developers
    super('The bank asks the customer to authenticate this card.');
  }
}

/**
 * Said when the customer's bank did not confirm the card (failed, or left unanswered), and when
 * the gateway cannot be reached: the catalogue's English (api-payments.ts), which
 * gatewayRefusal (texts.ts) says in French too.
 */
export const AUTHENTICATION_FAILED_MESSAGE = en.paymentRefusals.authenticationFailed;

export const PAYMENT_UNAVAILABLE_MESSAGE = en.paymentRefusals.paymentUnavailable;

/**
 * A card refusal the gateway gives no words for: the catalogue's English for a declined card
 * (api-payments.ts cardDeclines), said in French by its decline code like any other refusal.
 */
export const CARD_DECLINED_MESSAGE = en.cardDeclines.card_declined;

/**
 * The gateway could not be reached or answered unexpectedly. The customer may try again: the
 * same idempotency key finds a hold that was placed after all, so nothing is charged twice.
 */
export class PaymentUnavailable extends Error {
  override readonly name = 'PaymentUnavailable';

  constructor(message = PAYMENT_UNAVAILABLE_MESSAGE, options?: ErrorOptions) {
    super(message, options);
  }
}

/** About 7 days, as Stripe holds most cards (some Visa holds last 5: we never rely on more). */
export const AUTHORIZATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
