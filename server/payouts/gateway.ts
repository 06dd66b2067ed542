/**
 * Cleaner payouts behind one interface (issue 43, decision 133), beside the card gateway of
 * server/payments: Stripe Connect Express accounts when STRIPE_SECRET_KEY is set, the offline test
 * stand-in otherwise. The gateway keeps the bank account and the identity documents; MapleShine
 * keeps only the account's id, whether it can be paid and the bank account's last four digits.
 * Every transfer takes an idempotency key (`payout-<item id>`), so a retried transfer never pays
 * twice.
 */

/** What the gateway says of a connected account. */
export type PayoutAccountDetails = {
  /** The cleaner finished the gateway's onboarding. */
  detailsSubmitted: boolean;
  /** The gateway accepts transfers to the account. */
  payoutsEnabled: boolean;
  /** The last four digits of the bank account the money goes to, when the gateway says. */
  bankLast4: string | null;
};

export type TransferRequest = {
  /** The connected account (Stripe: acct_…). */
  accountId: string;
  amountCents: number;
  /** `payout-<item id>`: the same transfer asked twice is made once. */
  idempotencyKey: string;
  /** The gateway's id of the charge the money came from (a PaymentIntent or a charge). */
  sourcePaymentId: string;
  /** The booking's code: Stripe's transfer_group, which ties the transfer to its charges. */
  transferGroup: string;
  description: string;
};

export interface PayoutGateway {
  readonly name: 'stripe' | 'test';
  /** Opens a connected account for a cleaner (Stripe: an Express account in Canada). */
  createAccount(request: {
    contractorId: number;
    email: string;
    idempotencyKey: string;
  }): Promise<{ accountId: string }>;
  /**
   * Where the cleaner goes to give the gateway their bank account and identity, or to change
   * them once given (`details` true). Stripe answers a single-use link that brings them back to
   * `returnUrl` (or `refreshUrl` when it lapsed); the test stand-in answers `standInUrl`, our own
   * page, which Stripe ignores.
   */
  onboardingLink(request: {
    accountId: string;
    detailsSubmitted: boolean;
    returnUrl: string;
    refreshUrl: string;
    standInUrl: string;
  }): Promise<{ url: string }>;
  /** The account as the gateway has it now; null when the gateway knows no such account. */
  retrieveAccount(accountId: string): Promise<PayoutAccountDetails | null>;
  /** Sends money to the account. Throws TransferFailed or PayoutsUnavailable. */
  transfer(request: TransferRequest): Promise<{ transferId: string }>;
}

/** The gateway refused the transfer; `message` is its own words, kept for the operators. */
export class TransferFailed extends Error {
  override readonly name = 'TransferFailed';

  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** The gateway could not be reached or answered unexpectedly: the call may be tried again. */
export class PayoutsUnavailable extends Error {
  override readonly name = 'PayoutsUnavailable';
}
