/**
 * Card payments behind one interface (DESIGN.md "Payments"): Stripe when STRIPE_SECRET_KEY is
 * set, the offline test gateway otherwise. Amounts are integer cents in CAD. Every call that
 * moves money takes an idempotency key, so a retried request never charges twice.
 */

export type Authorization = {
  /** The gateway's id of the held payment (Stripe: the PaymentIntent id). */
  paymentId: string;
  authorizedAt: Date;
  /** When the hold lapses; capture is never attempted after it. */
  expiresAt: Date;
};

export type SavedCard = {
  /** What the gateway needs to charge the card later without the customer (off-session). */
  savedCardRef: string;
};

export type AuthorizeRequest = {
  amountCents: number;
  paymentMethodId: string;
  idempotencyKey: string;
  description: string;
  customerEmail: string;
};

export interface PaymentGateway {
  readonly name: 'stripe' | 'test';
  /** Holds the amount on the card now (manual capture). Throws PaymentDeclined. */
  authorize(request: AuthorizeRequest): Promise<Authorization>;
  /** Keeps the card for a hold placed later (cleanings more than 5 days away). */
  saveCard(request: Omit<AuthorizeRequest, 'amountCents'>): Promise<SavedCard>;
  /** Places the hold on a saved card, without the customer present. Throws PaymentDeclined. */
  authorizeSavedCard(request: {
    savedCardRef: string;
    amountCents: number;
    idempotencyKey: string;
    description: string;
  }): Promise<Authorization>;
  /** Charges a live hold (at most its amount). */
  capture(request: {
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<void>;
  /** Releases a hold that will not be charged (cancelled bookings). */
  release(request: { paymentId: string; idempotencyKey: string }): Promise<void>;
}

/** The card was refused; `message` is the gateway's own text, shown under the card field. */
export class PaymentDeclined extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** The gateway could not be reached or answered unexpectedly: nothing was charged. */
export class PaymentUnavailable extends Error {}

/** About 7 days, as Stripe holds most cards (some Visa holds last 5: we never rely on more). */
export const AUTHORIZATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
