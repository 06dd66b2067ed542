import { z } from 'zod';

/**
 * Pinned so a change of the account's default version in Stripe's dashboard cannot change the
 * shapes read here; move it on purpose, with the fake server (tests/support/fake-stripe.ts). The
 * card gateway and the payout gateway speak the same version.
 */
export const STRIPE_API_VERSION = '2025-08-27.basil';

export const STRIPE_DEFAULT_TIMEOUT_MS = 30_000;

/** A form body as Stripe's API takes it: `name[sub]` keys, repeated names allowed. */
export type StripeFields = readonly (readonly [string, string | number | boolean])[];

const stripeErrorBody = z.object({
  error: z.object({
    type: z.string(),
    code: z.string().optional(),
    decline_code: z.string().optional(),
    message: z.string().optional(),
    param: z.string().optional(),
    payment_intent: z.object({ status: z.string() }).optional(),
  }),
});

export type StripeError = z.infer<typeof stripeErrorBody>['error'];

/** Stripe's answer: its object, or the error it explained (any other answer is thrown). */
export type StripeAnswer =
  { ok: true; body: unknown } | { ok: false; status: number; error: StripeError };

export type StripeHttpOptions = {
  secretKey: string;
  apiBase?: string;
  fetch?: typeof globalThis.fetch;
  /** A request still unanswered after this long counts as Stripe being unavailable. */
  timeoutMs?: number;
  /**
   * The error to throw when Stripe gave no usable answer (no answer, no JSON, no Stripe error);
   * `problem` is already redacted. Each gateway turns it into its own "unavailable".
   */
  unavailable: (problem: string) => Error;
};

/**
 * Stripe's REST API over HTTPS with form-encoded bodies, as Stripe's own libraries call it (no
 * SDK, so the fake server of the tests needs to answer only the calls made). Shared by the card
 * gateway (server/payments/) and the payout gateway (server/payouts/).
 */
export function stripeHttp(options: StripeHttpOptions) {
  const {
    secretKey,
    apiBase = 'https://api.stripe.com',
    fetch: fetchImpl = globalThis.fetch,
    timeoutMs = STRIPE_DEFAULT_TIMEOUT_MS,
  } = options;
  if (secretKey === '') throw new Error('A Stripe gateway needs a secret key.');
  const base = apiBase.replace(/\/+$/, '');

  /** Takes the key (and any other key Stripe quotes) out of a text bound for a log or report. */
  const redact = (text: string) =>
    text
      .split(secretKey)
      .join('[key]')
      .replace(/\b[sr]k_(test|live)_[A-Za-z0-9*]+/g, '[key]');

  /** The error carries no cause, since some fetch errors quote the request's headers. */
  const unavailable = (problem: string) => options.unavailable(redact(problem));

  async function request(
    method: 'GET' | 'POST',
    path: string,
    fields: StripeFields = [],
    idempotencyKey?: string,
  ): Promise<StripeAnswer> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${secretKey}`,
          'Stripe-Version': STRIPE_API_VERSION,
          ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        ...(method === 'POST' ? { body: formBody(fields) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw unavailable(`${method} ${path} got no answer (${reason(error)})`);
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      throw unavailable(`${method} ${path} answered ${response.status} without JSON`);
    }
    if (response.ok) return { ok: true, body: parsed };
    const error = stripeErrorBody.safeParse(parsed);
    if (!error.success) {
      throw unavailable(`${method} ${path} answered ${response.status} without a Stripe error`);
    }
    return { ok: false, status: response.status, error: error.data.error };
  }

  return { request, redact };
}

function formBody(fields: StripeFields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of fields) body.append(name, String(value));
  return body;
}

function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.name}: ${error.message}${cause}`;
}
