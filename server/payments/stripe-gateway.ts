import { z } from 'zod';
import type { Clock } from '../platform/clock.ts';
import {
  AUTHENTICATION_FAILED_MESSAGE,
  AuthenticationRequired,
  AUTHORIZATION_LIFETIME_MS,
  CARD_DECLINED_MESSAGE,
  PaymentDeclined,
  PaymentUnavailable,
  type Authorization,
  type Capture,
  type PaymentGateway,
  type SavedCard,
} from './gateway.ts';
import { attemptKey } from './idempotency.ts';
import {
  stripeHttp,
  type StripeAnswer,
  type StripeError,
  type StripeFields,
} from '../platform/stripe-http.ts';

export { STRIPE_API_VERSION } from '../platform/stripe-http.ts';

export type StripeGatewayOptions = {
  secretKey: string;
  apiBase?: string;
  fetch?: typeof globalThis.fetch;
  clock: Clock;
  /** A request still unanswered after this long counts as Stripe being unavailable. */
  timeoutMs?: number;
  /** Where answers that point at a fault on our side go (bad key, bad parameter); never holds the key. */
  report?: (problem: string) => void;
};

type FormFields = StripeFields;

/** Why the bank's check (or the card) failed, as Stripe keeps it on the intent. */
const lastError = z
  .object({ code: z.string().optional(), message: z.string().optional() })
  .nullish();

const paymentIntentBody = z.object({
  id: z.string(),
  status: z.string(),
  client_secret: z.string().nullish(),
  customer: z.string().nullish(),
  payment_method: z.string().nullish(),
  last_payment_error: lastError,
  latest_charge: z
    .union([
      z.string(),
      z.object({
        payment_method_details: z
          .object({
            card: z
              .object({
                capture_before: z.number().nullish(),
                brand: z.string().nullish(),
                last4: z.string().nullish(),
              })
              .nullish(),
          })
          .nullish(),
      }),
    ])
    .nullish(),
});

type PaymentIntent = z.infer<typeof paymentIntentBody>;

const customerBody = z.object({ id: z.string() });
const refundBody = z.object({ id: z.string(), status: z.string() });
const setupIntentBody = z.object({
  id: z.string(),
  status: z.string(),
  client_secret: z.string().nullish(),
  customer: z.string().nullish(),
  /** Stripe's test tokens such as pm_card_visa become a new PaymentMethod when attached. */
  payment_method: z.string().nullish(),
  last_setup_error: lastError,
});

type SetupIntent = z.infer<typeof setupIntentBody>;

/**
 * Errors Stripe answers about the payment itself, whose message is fit for the customer: the
 * card or intent does not exist, or the intent is in a state that refuses the step.
 */
const paymentStateCodes = new Set([
  'resource_missing',
  'payment_intent_unexpected_state',
  'amount_too_large',
  'charge_already_refunded',
  'charge_not_refundable',
]);

/** The customer's answer did not confirm the card: Stripe's reason when it gives one. */
function authenticationFailed(
  error: { code?: string | undefined; message?: string | undefined } | null | undefined,
): PaymentDeclined {
  return new PaymentDeclined(
    error?.message ?? AUTHENTICATION_FAILED_MESSAGE,
    error?.code ?? 'authentication_failed',
  );
}

/**
 * The real gateway: Stripe's REST API over HTTPS with form-encoded bodies, as Stripe's own
 * libraries call it (no SDK, so the fake server of the tests needs to answer only these calls).
 * Holds are PaymentIntents with manual capture; saved cards are a Customer with a PaymentMethod
 * attached by a SetupIntent for off-session use.
 */
export function stripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const { clock, report = () => undefined } = options;
  if (options.secretKey === '') throw new Error('The Stripe gateway needs a secret key.');

  /** The reason goes to the operator's report, redacted; the customer sees "try again". */
  function reportUnavailable(problem: string): PaymentUnavailable {
    report(`Stripe: ${problem}`);
    return new PaymentUnavailable();
  }

  const stripe = stripeHttp({ ...options, unavailable: reportUnavailable });
  const unavailable = (problem: string) => reportUnavailable(stripe.redact(problem));
  const post = (path: string, fields: FormFields, idempotencyKey: string) =>
    stripe.request('POST', path, fields, idempotencyKey);
  /** Reads an object (an intent after the customer's authentication); GETs need no key. */
  const get = (path: string) => stripe.request('GET', path);

  /** The customer's answer for a Stripe error: a decline they can act on, or "try again". */
  function failure(path: string, status: number, error: StripeError): Error {
    if (error.type === 'card_error') {
      return new PaymentDeclined(
        error.message ?? CARD_DECLINED_MESSAGE,
        error.decline_code ?? error.code ?? 'card_declined',
      );
    }
    if (
      error.type === 'invalid_request_error' &&
      error.code !== undefined &&
      paymentStateCodes.has(error.code) &&
      error.message !== undefined
    ) {
      return new PaymentDeclined(error.message, error.code);
    }
    return unavailable(
      `POST ${path} answered ${status} ${error.type}${error.code ? ` (${error.code})` : ''}: ${error.message ?? ''}`,
    );
  }

  async function call<T>(
    path: string,
    fields: FormFields,
    idempotencyKey: string,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const answer = await post(path, fields, idempotencyKey);
    return parsedAnswer(`POST ${path}`, path, answer, schema);
  }

  function parsedAnswer<T>(
    call: string,
    path: string,
    answer: StripeAnswer,
    schema: z.ZodType<T>,
  ): T {
    if (!answer.ok) throw failure(path, answer.status, answer.error);
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw unavailable(`${call} answered an unexpected object`);
    return parsed.data;
  }

  async function read<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    return parsedAnswer(`GET ${path}`, path, await get(path), schema);
  }

  const intentPath = (paymentId: string, step: 'capture' | 'cancel') =>
    `/v1/payment_intents/${encodeURIComponent(paymentId)}/${step}`;

  function authorization(intent: PaymentIntent): Authorization {
    const authorizedAt = clock();
    const charge = intent.latest_charge;
    const captureBefore =
      typeof charge === 'object' ? charge?.payment_method_details?.card?.capture_before : undefined;
    return {
      paymentId: intent.id,
      authorizedAt,
      expiresAt:
        typeof captureBefore === 'number'
          ? new Date(captureBefore * 1000)
          : new Date(authorizedAt.getTime() + AUTHORIZATION_LIFETIME_MS),
      // A hold made with a Customer kept its card for later (keepCard): its reference.
      ...(intent.customer && intent.payment_method
        ? { savedCardRef: `${intent.customer}:${intent.payment_method}` }
        : {}),
    };
  }

  async function cancelQuietly(paymentId: string, idempotencyKey: string) {
    try {
      await post(
        intentPath(paymentId, 'cancel'),
        [],
        attemptKey(idempotencyKey, 'abandon', paymentId),
      );
    } catch {
      // The intent holds no money yet: a lost cancel leaves only an incomplete intent behind.
    }
  }

  /**
   * A confirmed intent is a hold only in requires_capture. One in requires_action waits for the
   * customer's bank (3-D Secure): it holds nothing yet and is handed to the browser by its client
   * secret. Anything else leaves no hold behind.
   */
  async function holdFrom(intent: PaymentIntent, idempotencyKey: string): Promise<Authorization> {
    if (intent.status === 'requires_capture') return authorization(intent);
    if (intent.status === 'requires_action' && intent.client_secret) {
      throw new AuthenticationRequired({
        kind: 'payment',
        id: intent.id,
        clientSecret: intent.client_secret,
      });
    }
    await cancelQuietly(intent.id, idempotencyKey);
    throw unavailable(`a confirmed PaymentIntent ${intent.id} is in status ${intent.status}`);
  }

  const setupPath = (setupId: string, step?: 'cancel') =>
    `/v1/setup_intents/${encodeURIComponent(setupId)}${step ? `/${step}` : ''}`;

  /** A saved card's reference: the Customer and the PaymentMethod Stripe attached to it. */
  function savedCardFrom(setup: SetupIntent, customerId: string): SavedCard {
    if (!setup.payment_method) {
      throw unavailable(`a succeeded SetupIntent ${setup.id} has no payment method`);
    }
    return { savedCardRef: `${customerId}:${setup.payment_method}` };
  }

  async function cancelSetupQuietly(setupId: string, idempotencyKey: string) {
    try {
      await post(setupPath(setupId, 'cancel'), [], attemptKey(idempotencyKey, 'abandon', setupId));
    } catch {
      // A SetupIntent holds no money: a lost cancel leaves only an unfinished setup behind.
    }
  }

  return {
    name: 'stripe',

    async authorize(request) {
      // A card kept for a later charge (a tip, decision 119) must belong to a Customer: one is
      // made first, and the hold attaches the card to it (setup_future_usage).
      const keep: FormFields = request.keepCard
        ? [
            [
              'customer',
              (
                await call(
                  '/v1/customers',
                  [
                    ['email', request.customerEmail],
                    ['description', request.description],
                  ],
                  attemptKey(request.idempotencyKey, 'customer'),
                  customerBody,
                )
              ).id,
            ],
            ['setup_future_usage', 'off_session'],
          ]
        : [];
      const intent = await call(
        '/v1/payment_intents',
        [
          ['amount', request.amountCents],
          ['currency', 'cad'],
          ['payment_method', request.paymentMethodId],
          ['payment_method_types[]', 'card'],
          ...keep,
          ['confirm', true],
          // A bank's 3-D Secure check comes back as requires_action, for Stripe.js to show.
          ['use_stripe_sdk', true],
          ['capture_method', 'manual'],
          ['description', request.description],
          ['receipt_email', request.customerEmail],
          ['expand[]', 'latest_charge'],
        ],
        attemptKey(
          request.idempotencyKey,
          request.keepCard ? 'authorize-keep' : 'authorize',
          request.paymentMethodId,
          request.amountCents,
        ),
        paymentIntentBody,
      );
      return holdFrom(intent, request.idempotencyKey);
    },

    async saveCard(request) {
      const customer = await call(
        '/v1/customers',
        [
          ['email', request.customerEmail],
          ['description', request.description],
        ],
        attemptKey(request.idempotencyKey, 'customer'),
        customerBody,
      );
      const setup = await call(
        '/v1/setup_intents',
        [
          ['customer', customer.id],
          ['payment_method', request.paymentMethodId],
          ['payment_method_types[]', 'card'],
          ['confirm', true],
          ['use_stripe_sdk', true],
          ['usage', 'off_session'],
          ['description', request.description],
        ],
        attemptKey(request.idempotencyKey, 'setup', request.paymentMethodId),
        setupIntentBody,
      );
      if (setup.status === 'requires_action' && setup.client_secret) {
        throw new AuthenticationRequired({
          kind: 'setup',
          id: setup.id,
          clientSecret: setup.client_secret,
        });
      }
      if (setup.status !== 'succeeded') {
        throw unavailable(`a confirmed SetupIntent ${setup.id} is in status ${setup.status}`);
      }
      return savedCardFrom(setup, customer.id);
    },

    async authorizeSavedCard(request) {
      const [customerId, paymentMethodId, ...rest] = request.savedCardRef.split(':');
      if (!customerId || !paymentMethodId || rest.length > 0) {
        throw new PaymentDeclined('This saved card can no longer be charged.', 'resource_missing');
      }
      // Without the customer a bank's check is a decline (authentication_required); with them
      // (the confirm-card page, decision 099) it waits for their answer like a new card's.
      const session: FormFields = request.customerPresent
        ? [['use_stripe_sdk', true]]
        : [['off_session', true]];
      const intent = await call(
        '/v1/payment_intents',
        [
          ['amount', request.amountCents],
          ['currency', 'cad'],
          ['customer', customerId],
          ['payment_method', paymentMethodId],
          ['payment_method_types[]', 'card'],
          ...session,
          ['confirm', true],
          ['capture_method', 'manual'],
          ['description', request.description],
          ['expand[]', 'latest_charge'],
        ],
        attemptKey(
          request.idempotencyKey,
          request.customerPresent ? 'authorize-saved-present' : 'authorize-saved',
          request.savedCardRef,
          request.amountCents,
        ),
        paymentIntentBody,
      );
      return holdFrom(intent, request.idempotencyKey);
    },

    async finishPaymentAuthentication(request) {
      const intent = await read(
        `/v1/payment_intents/${encodeURIComponent(request.paymentId)}?expand[]=latest_charge`,
        paymentIntentBody,
      );
      if (intent.status === 'requires_capture') return authorization(intent);
      // Failed (requires_payment_method) or never answered (requires_action): nothing is held,
      // and the intent is cancelled so it cannot be answered later.
      await cancelQuietly(intent.id, request.idempotencyKey);
      throw authenticationFailed(intent.last_payment_error);
    },

    async finishCardSetup(request) {
      const setup = await read(setupPath(request.setupId), setupIntentBody);
      if (setup.status === 'succeeded' && setup.customer) {
        return savedCardFrom(setup, setup.customer);
      }
      await cancelSetupQuietly(setup.id, request.idempotencyKey);
      throw authenticationFailed(setup.last_setup_error);
    },

    async cancelAuthentication(request) {
      const { kind, id } = request.intent;
      const path = kind === 'payment' ? intentPath(id, 'cancel') : setupPath(id, 'cancel');
      const answer = await post(path, [], attemptKey(request.idempotencyKey, 'abandon', id));
      if (answer.ok) return;
      const { code } = answer.error;
      if (code === 'payment_intent_unexpected_state' || code === 'setup_intent_unexpected_state') {
        return;
      }
      if (code === 'resource_missing') return;
      throw failure(path, answer.status, answer.error);
    },

    async capture(request) {
      const path = intentPath(request.paymentId, 'capture');
      const answer = await post(
        path,
        [
          ['amount_to_capture', request.amountCents],
          // The charge names the card: its brand and last four digits go on the receipt.
          ['expand[]', 'latest_charge'],
        ],
        attemptKey(request.idempotencyKey, 'capture', request.paymentId, request.amountCents),
      );
      if (answer.ok) return capturedCard(answer.body);
      // Captured before under another key: charged, though this answer names no card.
      if (answer.error.payment_intent?.status === 'succeeded') return { card: null };
      throw failure(path, answer.status, answer.error);
    },

    async chargeSavedCard(request) {
      const [customerId, paymentMethodId, ...rest] = request.savedCardRef.split(':');
      if (!customerId || !paymentMethodId || rest.length > 0) {
        throw new PaymentDeclined('This saved card can no longer be charged.', 'resource_missing');
      }
      // Without the customer a bank's check is a decline; with them (a tip, decision 131) it
      // waits for their answer in the browser (requires_action), nothing charged meanwhile.
      const session: FormFields = request.customerPresent
        ? [['use_stripe_sdk', true]]
        : [['off_session', true]];
      const intent = await call(
        '/v1/payment_intents',
        [
          ['amount', request.amountCents],
          ['currency', 'cad'],
          ['customer', customerId],
          ['payment_method', paymentMethodId],
          ['payment_method_types[]', 'card'],
          ...session,
          ['confirm', true],
          ['description', request.description],
          ['expand[]', 'latest_charge'],
        ],
        attemptKey(
          request.idempotencyKey,
          request.customerPresent ? 'charge-saved-present' : 'charge-saved',
          request.savedCardRef,
          request.amountCents,
        ),
        paymentIntentBody,
      );
      if (request.customerPresent && intent.status === 'requires_action' && intent.client_secret) {
        throw new AuthenticationRequired({
          kind: 'payment',
          id: intent.id,
          clientSecret: intent.client_secret,
        });
      }
      if (intent.status !== 'succeeded') {
        await cancelQuietly(intent.id, request.idempotencyKey);
        throw unavailable(`a charged PaymentIntent ${intent.id} is in status ${intent.status}`);
      }
      return { paymentId: intent.id, ...capturedCard(intent) };
    },

    async finishSavedCardCharge(request) {
      const intent = await read(
        `/v1/payment_intents/${encodeURIComponent(request.paymentId)}?expand[]=latest_charge`,
        paymentIntentBody,
      );
      if (intent.status === 'succeeded') return { paymentId: intent.id, ...capturedCard(intent) };
      // Failed (requires_payment_method) or never answered (requires_action): nothing is charged,
      // and the intent is cancelled so it cannot be answered later.
      await cancelQuietly(intent.id, request.idempotencyKey);
      throw authenticationFailed(intent.last_payment_error);
    },

    async release(request) {
      const path = intentPath(request.paymentId, 'cancel');
      const answer = await post(
        path,
        [],
        attemptKey(request.idempotencyKey, 'release', request.paymentId),
      );
      if (answer.ok) return;
      const { code } = answer.error;
      if (code === 'payment_intent_unexpected_state' || code === 'resource_missing') return;
      throw failure(path, answer.status, answer.error);
    },

    async refund(request) {
      const refund = await call(
        '/v1/refunds',
        [
          ['payment_intent', request.paymentId],
          ['amount', request.amountCents],
        ],
        attemptKey(request.idempotencyKey, 'refund', request.paymentId, request.amountCents),
        refundBody,
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw unavailable(`refund ${refund.id} of ${request.paymentId} is ${refund.status}`);
      }
      return { refundId: refund.id };
    },
  };
}

/** The card of a captured PaymentIntent with its charge expanded; none when it is not named. */
function capturedCard(body: unknown): Capture {
  const intent = paymentIntentBody.safeParse(body);
  const charge = intent.success ? intent.data.latest_charge : null;
  const card = typeof charge === 'object' ? charge?.payment_method_details?.card : null;
  if (!card?.brand || !card.last4) return { card: null };
  return { card: { brand: card.brand, last4: card.last4 } };
}
