import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  approvedTestCards,
  AUTHENTICATION_REQUIRED_CARD,
  AUTHENTICATION_REQUIRED_ON_SETUP_CARD,
  authenticationFailedError,
  authenticationTestCards,
  CHARGE_CUSTOMER_FAIL,
  chargeCustomerFailError,
  declinedTestCards,
  noSuchPaymentMethod,
  testCardDetails,
  type StripeCardError,
} from '#server/payments/stripe-test-cards.ts';

/**
 * A small stand-in for Stripe's REST API on loopback, answering the calls the Stripe gateway
 * makes the way Stripe's test mode answers them: test payment methods, card errors (402),
 * manual capture, holds that lapse, idempotency keys (a key replays its first answer, and is
 * refused with other parameters). Every request is recorded with its headers.
 */

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form body; a repeated name keeps its last value. */
  form: Record<string, string>;
  body: string;
};

export type FakePaymentIntent = {
  id: string;
  amount: number;
  currency: string;
  customer: string | null;
  paymentMethod: string;
  /** The test card the payment method stands for (pm_card_visa…), whose brand the charge names. */
  card: string;
  captureMethod: string;
  offSession: boolean;
  description: string | null;
  receiptEmail: string | null;
  status: string;
  amountReceived: number;
  created: number;
  captureBefore: number;
  latestCharge: string;
  cancellationReason: string | null;
  clientSecret: string;
  lastPaymentError: StripeCardError | null;
};

export type FakeSetupIntent = {
  id: string;
  customer: string | null;
  card: string;
  status: string;
  clientSecret: string;
  paymentMethod: string | null;
  lastSetupError: StripeCardError | null;
};

export type FakeStripe = {
  url: string;
  secretKey: string;
  requests: RecordedRequest[];
  paymentIntents: Map<string, FakePaymentIntent>;
  /** Refunds made through /v1/refunds, in order. */
  refunds: { id: string; paymentIntent: string; amount: number }[];
  customers: Map<string, { id: string; email: string | null }>;
  /** Attached PaymentMethods: the test card each stands for, and its customer. */
  paymentMethods: Map<string, { card: string; customer: string | null }>;
  setupIntents: Map<string, FakeSetupIntent>;
  /**
   * The customer's answer to their bank's check (what Stripe.js's handleNextAction leads to):
   * approved, the intent goes on (a hold, or the card attached); failed, it needs another card.
   */
  authenticate(intentId: string, outcome: 'approve' | 'fail'): void;
  /** Answers the next `count` requests with `status` and Stripe's api_error, before doing anything. */
  failNext(status?: number, count?: number): void;
  /** Holds the answer to the next request for `ms` milliseconds. */
  delayNext(ms: number): void;
  /** Leaves latest_charge.payment_method_details.card.capture_before out of intents. */
  omitCaptureBefore: boolean;
  close(): Promise<void>;
};

type Answer = { status: number; body: object };

const HOLD_SECONDS = 7 * 24 * 60 * 60;

/** Stripe cancels an intent itself from these states; the others refuse a cancel. */
const cancelable = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_capture',
  'processing',
]);

export async function startFakeStripe(
  options: { secretKey?: string; now?: () => Date } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_fake_51MapleShineSecret';
  const now = options.now ?? (() => new Date());
  const seconds = () => Math.floor(now().getTime() / 1000);
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}_fake${String(++sequence).padStart(6, '0')}`;

  const requests: RecordedRequest[] = [];
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const refunds: FakeStripe['refunds'] = [];
  const customers = new Map<string, { id: string; email: string | null }>();
  const paymentMethods = new Map<string, { card: string; customer: string | null }>();
  const setupIntents = new Map<string, FakeSetupIntent>();
  const idempotent = new Map<string, { endpoint: string; body: string; answer: Answer }>();
  const failures: number[] = [];
  const delays: number[] = [];

  const error = (status: number, fields: Record<string, unknown>): Answer => ({
    status,
    body: { error: fields },
  });

  const missing = (kind: string, id: string, param: string) =>
    error(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${id}'`,
      param,
    });

  const cardError = (card: StripeCardError, extra: Record<string, unknown>) =>
    error(402, {
      type: 'card_error',
      code: card.code,
      ...(card.declineCode ? { decline_code: card.declineCode } : {}),
      message: card.message,
      ...extra,
    });

  /** Stripe's test tokens (pm_card_visa…) stand for a card; attached ones are looked up. */
  function cardOf(paymentMethod: string): { card: string; customer: string | null } | undefined {
    const attached = paymentMethods.get(paymentMethod);
    if (attached) return attached;
    const known =
      approvedTestCards.has(paymentMethod) ||
      paymentMethod in declinedTestCards ||
      paymentMethod === CHARGE_CUSTOMER_FAIL ||
      authenticationTestCards.has(paymentMethod);
    return known ? { card: paymentMethod, customer: null } : undefined;
  }

  /** Holds lapse as Stripe's do: the intent is cancelled once capture_before has passed. */
  function current(intent: FakePaymentIntent): FakePaymentIntent {
    if (intent.status === 'requires_capture' && seconds() >= intent.captureBefore) {
      intent.status = 'canceled';
      intent.cancellationReason = 'automatic';
    }
    return intent;
  }

  function intentObject(intent: FakePaymentIntent, expandCharge: boolean) {
    const card = {
      ...(fake.omitCaptureBefore ? {} : { capture_before: intent.captureBefore }),
      ...(testCardDetails[intent.card] ?? {}),
    };
    return {
      id: intent.id,
      object: 'payment_intent',
      amount: intent.amount,
      amount_capturable: intent.status === 'requires_capture' ? intent.amount : 0,
      amount_received: intent.amountReceived,
      currency: intent.currency,
      customer: intent.customer,
      payment_method: intent.paymentMethod,
      capture_method: intent.captureMethod,
      description: intent.description,
      receipt_email: intent.receiptEmail,
      status: intent.status,
      client_secret: intent.clientSecret,
      last_payment_error: intent.lastPaymentError
        ? { code: intent.lastPaymentError.code, message: intent.lastPaymentError.message }
        : null,
      created: intent.created,
      cancellation_reason: intent.cancellationReason,
      latest_charge: expandCharge
        ? {
            id: intent.latestCharge,
            object: 'charge',
            amount: intent.amount,
            captured: intent.status === 'succeeded',
            payment_method_details: { type: 'card', card },
          }
        : intent.latestCharge,
    };
  }

  function createPaymentIntent(form: Record<string, string>): Answer {
    const amount = Number(form.amount);
    if (!form.amount || !Number.isInteger(amount)) {
      return error(400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        message: 'Missing required param: amount.',
        param: 'amount',
      });
    }
    if (amount < 50) {
      return error(400, {
        type: 'invalid_request_error',
        code: 'amount_too_small',
        message: 'Amount must be at least $0.50 cad',
        param: 'amount',
      });
    }
    const paymentMethod = form.payment_method ?? '';
    const customer = form.customer ?? null;
    if (customer !== null && !customers.has(customer)) {
      return missing('customer', customer, 'customer');
    }
    const method = cardOf(paymentMethod);
    if (!method) {
      return error(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: noSuchPaymentMethod(paymentMethod),
        param: 'payment_method',
      });
    }
    if (method.customer !== null && method.customer !== customer) {
      return error(400, {
        type: 'invalid_request_error',
        message: `The provided PaymentMethod ${paymentMethod} does not belong to the customer given.`,
        param: 'payment_method',
      });
    }
    const offSession = form.off_session === 'true';
    const created = seconds();
    const id = nextId('pi');
    const intent: FakePaymentIntent = {
      id,
      clientSecret: `${id}_secret_fake`,
      lastPaymentError: null,
      amount,
      currency: form.currency ?? '',
      customer,
      paymentMethod: paymentMethods.has(paymentMethod) ? paymentMethod : nextId('pm'),
      card: method.card,
      captureMethod: form.capture_method ?? 'automatic',
      offSession,
      description: form.description ?? null,
      receiptEmail: form.receipt_email ?? null,
      status: 'requires_capture',
      amountReceived: 0,
      created,
      captureBefore: created + HOLD_SECONDS,
      latestCharge: nextId('ch'),
      cancellationReason: null,
    };
    paymentIntents.set(intent.id, intent);
    const decline =
      method.card === CHARGE_CUSTOMER_FAIL
        ? chargeCustomerFailError
        : declinedTestCards[method.card];
    // "Always authenticate" asks off-session too; "authenticate unless set up" only until saved.
    const asksOffSession =
      method.card === AUTHENTICATION_REQUIRED_CARD ||
      (method.card === AUTHENTICATION_REQUIRED_ON_SETUP_CARD && !paymentMethods.has(paymentMethod));
    if (decline || (asksOffSession && offSession)) {
      intent.status = 'requires_payment_method';
      return cardError(
        decline ?? {
          message: 'Your card was declined. This transaction requires authentication.',
          code: 'authentication_required',
          declineCode: 'authentication_required',
        },
        { payment_intent: intentObject(intent, false) },
      );
    }
    if (authenticationTestCards.has(method.card) && !offSession) intent.status = 'requires_action';
    else if (intent.captureMethod !== 'manual') {
      intent.status = 'succeeded';
      intent.amountReceived = amount;
    }
    // Kept for later (setup_future_usage): the card is attached to the customer, as Stripe does.
    if (form.setup_future_usage && customer !== null) {
      paymentMethods.set(intent.paymentMethod, { card: method.card, customer });
    }
    return { status: 200, body: intentObject(intent, form['expand[]'] === 'latest_charge') };
  }

  function capture(id: string, form: Record<string, string>): Answer {
    const found = paymentIntents.get(id);
    if (!found) return missing('payment_intent', id, 'intent');
    const intent = current(found);
    const amount =
      form.amount_to_capture === undefined ? intent.amount : Number(form.amount_to_capture);
    if (intent.status !== 'requires_capture') {
      return error(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
        payment_intent: intentObject(intent, false),
      });
    }
    if (amount > intent.amount) {
      return error(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: 'The amount to capture is more than the hold.',
        param: 'amount_to_capture',
      });
    }
    intent.status = 'succeeded';
    intent.amountReceived = amount;
    return { status: 200, body: intentObject(intent, form['expand[]'] === 'latest_charge') };
  }

  function cancel(id: string, form: Record<string, string>): Answer {
    const found = paymentIntents.get(id);
    if (!found) return missing('payment_intent', id, 'intent');
    const intent = current(found);
    if (!cancelable.has(intent.status)) {
      return error(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        payment_intent: intentObject(intent, false),
      });
    }
    intent.status = 'canceled';
    intent.cancellationReason = form.cancellation_reason ?? null;
    return { status: 200, body: intentObject(intent, false) };
  }

  /** Stripe refunds a succeeded intent up to what it received, less earlier refunds. */
  function createRefund(form: Record<string, string>): Answer {
    const id = form.payment_intent ?? '';
    const found = paymentIntents.get(id);
    if (!found) return missing('payment_intent', id, 'payment_intent');
    const intent = current(found);
    if (intent.status !== 'succeeded') {
      return error(400, {
        type: 'invalid_request_error',
        code: 'charge_not_refundable',
        message: 'This PaymentIntent does not have a successful charge to refund.',
      });
    }
    const refunded = refunds
      .filter((made) => made.paymentIntent === id)
      .reduce((sum, made) => sum + made.amount, 0);
    const amount =
      form.amount === undefined ? intent.amountReceived - refunded : Number(form.amount);
    if (amount > intent.amountReceived - refunded) {
      return error(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((intent.amountReceived - refunded) / 100).toFixed(2)})`,
        param: 'amount',
      });
    }
    const refund = { id: nextId('re'), paymentIntent: id, amount };
    refunds.push(refund);
    return {
      status: 200,
      body: { id: refund.id, object: 'refund', amount, payment_intent: id, status: 'succeeded' },
    };
  }

  function createCustomer(form: Record<string, string>): Answer {
    const customer = { id: nextId('cus'), email: form.email ?? null };
    customers.set(customer.id, customer);
    return { status: 200, body: { ...customer, object: 'customer' } };
  }

  function createSetupIntent(form: Record<string, string>): Answer {
    const customer = form.customer ?? null;
    if (customer !== null && !customers.has(customer)) {
      return missing('customer', customer, 'customer');
    }
    const paymentMethod = form.payment_method ?? '';
    const method = cardOf(paymentMethod);
    if (!method) {
      return error(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: noSuchPaymentMethod(paymentMethod),
        param: 'payment_method',
      });
    }
    const setupId = nextId('seti');
    const setup = {
      id: setupId,
      object: 'setup_intent',
      customer,
      usage: form.usage ?? 'off_session',
      payment_method: paymentMethod,
      status: 'succeeded',
      client_secret: `${setupId}_secret_fake`,
    };
    const decline = declinedTestCards[method.card];
    if (decline) {
      return cardError(decline, {
        setup_intent: { ...setup, status: 'requires_payment_method', payment_method: null },
      });
    }
    if (authenticationTestCards.has(method.card)) {
      setupIntents.set(setupId, {
        id: setupId,
        customer,
        card: method.card,
        status: 'requires_action',
        clientSecret: setup.client_secret,
        paymentMethod: null,
        lastSetupError: null,
      });
      return { status: 200, body: { ...setup, status: 'requires_action' } };
    }
    const attached = paymentMethods.has(paymentMethod) ? paymentMethod : nextId('pm');
    paymentMethods.set(attached, { card: method.card, customer });
    return { status: 200, body: { ...setup, payment_method: attached } };
  }

  function setupObject(setup: FakeSetupIntent) {
    return {
      id: setup.id,
      object: 'setup_intent',
      customer: setup.customer,
      status: setup.status,
      client_secret: setup.clientSecret,
      payment_method: setup.paymentMethod,
      last_setup_error: setup.lastSetupError
        ? { code: setup.lastSetupError.code, message: setup.lastSetupError.message }
        : null,
    };
  }

  function cancelSetup(id: string): Answer {
    const setup = setupIntents.get(id);
    if (!setup) return missing('setup_intent', id, 'intent');
    if (setup.status === 'succeeded' || setup.status === 'canceled') {
      return error(400, {
        type: 'invalid_request_error',
        code: 'setup_intent_unexpected_state',
        message: `You cannot cancel this SetupIntent because it has a status of ${setup.status}.`,
      });
    }
    setup.status = 'canceled';
    return { status: 200, body: setupObject(setup) };
  }

  function route(method: string, path: string, form: Record<string, string>): Answer {
    const read = /^\/v1\/(payment_intents|setup_intents)\/([^/]+)$/.exec(path);
    if (method === 'GET' && read) {
      const id = decodeURIComponent(read[2] ?? '');
      if (read[1] === 'payment_intents') {
        const intent = paymentIntents.get(id);
        if (!intent) return missing('payment_intent', id, 'intent');
        return { status: 200, body: intentObject(current(intent), true) };
      }
      const setup = setupIntents.get(id);
      if (!setup) return missing('setup_intent', id, 'intent');
      return { status: 200, body: setupObject(setup) };
    }
    const setupCancel = /^\/v1\/setup_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && setupCancel)
      return cancelSetup(decodeURIComponent(setupCancel[1] ?? ''));
    const action = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(path);
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(form);
    if (method === 'POST' && action?.[2] === 'capture') {
      return capture(decodeURIComponent(action[1] ?? ''), form);
    }
    if (method === 'POST' && action?.[2] === 'cancel') {
      return cancel(decodeURIComponent(action[1] ?? ''), form);
    }
    if (method === 'POST' && path === '/v1/customers') return createCustomer(form);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form);
    if (method === 'POST' && path === '/v1/setup_intents') return createSetupIntent(form);
    return error(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  function answer(request: RecordedRequest): { answer: Answer; replayed: boolean } {
    const failure = failures.shift();
    if (failure !== undefined) {
      return {
        answer: error(failure, { type: 'api_error', message: 'An unknown error occurred' }),
        replayed: false,
      };
    }
    const authorization = request.headers.authorization ?? '';
    if (authorization !== `Bearer ${secretKey}`) {
      const given = authorization.replace(/^Bearer /, '');
      return {
        answer: error(401, {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(12)}${given.slice(-4)}`,
        }),
        replayed: false,
      };
    }
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') {
      return { answer: route(request.method, request.path, request.form), replayed: false };
    }
    const endpoint = `${request.method} ${request.path}`;
    const earlier = idempotent.get(key);
    if (earlier) {
      if (earlier.endpoint !== endpoint) {
        return {
          answer: error(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${earlier.endpoint}' vs '${endpoint}'). Try using a key other than '${key}' if you meant to execute a different request.`,
          }),
          replayed: false,
        };
      }
      if (earlier.body !== request.body) {
        return {
          answer: error(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          }),
          replayed: false,
        };
      }
      return { answer: earlier.answer, replayed: true };
    }
    const result = route(request.method, request.path, request.form);
    idempotent.set(key, { endpoint, body: request.body, answer: result });
    return { answer: result, replayed: false };
  }

  function send(response: ServerResponse, result: Answer, replayed: boolean) {
    response.writeHead(result.status, {
      'Content-Type': 'application/json',
      'Stripe-Version': '2025-08-27.basil',
      ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}),
    });
    response.end(JSON.stringify(result.body));
  }

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        headers: incoming.headers,
        form: Object.fromEntries(new URLSearchParams(body)),
        body,
      };
      requests.push(request);
      const { answer: result, replayed } = answer(request);
      const delay = delays.shift();
      if (delay === undefined) send(response, result, replayed);
      else setTimeout(() => send(response, result, replayed), delay).unref();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeStripe = {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    paymentIntents,
    refunds,
    customers,
    paymentMethods,
    setupIntents,
    authenticate(intentId, outcome) {
      const intent = paymentIntents.get(intentId);
      if (intent?.status === 'requires_action') {
        if (outcome === 'approve' && intent.captureMethod === 'manual') {
          intent.status = 'requires_capture';
        } else if (outcome === 'approve') {
          // A charge at once (a tip, decision 131): approved, it is charged.
          intent.status = 'succeeded';
          intent.amountReceived = intent.amount;
        } else {
          intent.status = 'requires_payment_method';
          intent.lastPaymentError = authenticationFailedError;
        }
        return;
      }
      const setup = setupIntents.get(intentId);
      if (setup?.status !== 'requires_action') throw new Error(`${intentId} waits for nothing`);
      if (outcome === 'approve') {
        const attached = nextId('pm');
        paymentMethods.set(attached, { card: setup.card, customer: setup.customer });
        setup.status = 'succeeded';
        setup.paymentMethod = attached;
      } else {
        setup.status = 'requires_payment_method';
        setup.lastSetupError = authenticationFailedError;
      }
    },
    omitCaptureBefore: false,
    failNext(status = 500, count = 1) {
      for (let index = 0; index < count; index += 1) failures.push(status);
    },
    delayNext(ms) {
      delays.push(ms);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((closeError) => (closeError ? reject(closeError) : resolve()));
      }),
  };
  return fake;
}
