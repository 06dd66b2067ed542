/** Who pays, as the card provider records it with the payment method (spec §7). */
export type CardBilling = { name: string; email: string; phone: string };

/**
 * What a card field gives the payment stage: it turns the card the customer entered into a
 * payment method id, or rejects with `{ message }`, the sentence shown under the card field.
 */
export type CardPaymentMethodSource = (billing: CardBilling) => Promise<string>;

/** How a card field hands its source to the stage (and takes it back, with null, when it goes). */
export type RegisterCardSource = (source: CardPaymentMethodSource | null) => void;

/** A rejection the card-payment machine shows as is (it reads `message`). */
export function cardFailure(message: string): { message: string } {
  return { message };
}

/**
 * What a card field gives the stage for a card whose bank asks the customer to confirm it
 * (3-D Secure, decision 099): shows the bank's check for the client secret the server answered
 * (Stripe.js's handleNextAction, or the test gateway's authentication page) and settles once the
 * customer has answered or closed it. The server then reads the bank's answer.
 */
export type CardAuthenticator = (clientSecret: string) => Promise<void>;

export type RegisterCardAuthenticator = (authenticate: CardAuthenticator | null) => void;
