import { z } from 'zod';
import { stripeHttp, type StripeFields } from '../platform/stripe-http.ts';
import {
  PayoutsUnavailable,
  TransferFailed,
  type PayoutAccountDetails,
  type PayoutGateway,
} from './gateway.ts';

export type StripePayoutOptions = {
  secretKey: string;
  apiBase?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** Where answers that point at a fault on our side go; never holds the key. */
  report?: (problem: string) => void;
};

const accountBody = z.object({
  id: z.string(),
  details_submitted: z.boolean().nullish(),
  payouts_enabled: z.boolean().nullish(),
  external_accounts: z
    .object({ data: z.array(z.object({ last4: z.string().nullish() })) })
    .nullish(),
});
const linkBody = z.object({ url: z.string() });
const transferBody = z.object({ id: z.string() });
const paymentIntentBody = z.object({
  latest_charge: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
});

/**
 * Stripe Connect with Express accounts (decision 133), over Stripe's REST API as the card
 * gateway calls it (no SDK). The account is created in Canada with the `transfers` capability;
 * Stripe's hosted onboarding (an Account Link) collects the bank account and identity; an account
 * already onboarded is changed from Stripe's Express dashboard (a login link). Transfers are
 * separate charges and transfers: from the charge the money came from (`source_transaction`),
 * grouped by the booking's code (`transfer_group`).
 */
export function stripePayoutGateway(options: StripePayoutOptions): PayoutGateway {
  const { report = () => undefined } = options;
  if (options.secretKey === '') throw new Error('The Stripe payout gateway needs a secret key.');

  function reportUnavailable(problem: string): PayoutsUnavailable {
    const message = `Stripe: ${problem}`;
    report(message);
    return new PayoutsUnavailable(message);
  }

  const stripe = stripeHttp({ ...options, unavailable: reportUnavailable });
  const { request, redact } = stripe;
  const unavailable = (problem: string) => reportUnavailable(redact(problem));

  async function read<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    fields: StripeFields = [],
    idempotencyKey?: string,
  ): Promise<T> {
    const answer = await request(method, path, fields, idempotencyKey);
    if (!answer.ok) {
      const { type, code, message } = answer.error;
      throw unavailable(
        `${method} ${path} answered ${answer.status} ${type}${code ? ` (${code})` : ''}: ${message ?? ''}`,
      );
    }
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw unavailable(`${method} ${path} answered an unexpected object`);
    return parsed.data;
  }

  /** The charge of a PaymentIntent (its latest), which a transfer may name as its source. */
  async function chargeOf(sourcePaymentId: string): Promise<string | null> {
    if (sourcePaymentId.startsWith('ch_') || sourcePaymentId.startsWith('py_')) {
      return sourcePaymentId;
    }
    if (!sourcePaymentId.startsWith('pi_')) return null;
    const intent = await read(
      'GET',
      `/v1/payment_intents/${encodeURIComponent(sourcePaymentId)}`,
      paymentIntentBody,
    );
    const charge = intent.latest_charge;
    if (!charge) return null;
    return typeof charge === 'string' ? charge : charge.id;
  }

  return {
    name: 'stripe',
    async createAccount(call) {
      const account = await read(
        'POST',
        '/v1/accounts',
        accountBody,
        [
          ['type', 'express'],
          ['country', 'CA'],
          ['email', call.email],
          ['business_type', 'individual'],
          ['capabilities[transfers][requested]', true],
          ['metadata[contractor_id]', call.contractorId],
        ],
        call.idempotencyKey,
      );
      return { accountId: account.id };
    },
    async onboardingLink(call) {
      const account = encodeURIComponent(call.accountId);
      if (call.detailsSubmitted) {
        // An Express account's details are changed from its Express dashboard.
        const login = await read('POST', `/v1/accounts/${account}/login_links`, linkBody);
        return { url: login.url };
      }
      const link = await read('POST', '/v1/account_links', linkBody, [
        ['account', call.accountId],
        ['type', 'account_onboarding'],
        ['return_url', call.returnUrl],
        ['refresh_url', call.refreshUrl],
      ]);
      return { url: link.url };
    },
    async retrieveAccount(accountId): Promise<PayoutAccountDetails | null> {
      const answer = await request('GET', `/v1/accounts/${encodeURIComponent(accountId)}`);
      if (!answer.ok) {
        if (answer.error.code === 'resource_missing' || answer.status === 404) return null;
        throw unavailable(`GET /v1/accounts answered ${answer.status} ${answer.error.type}`);
      }
      const parsed = accountBody.safeParse(answer.body);
      if (!parsed.success) throw unavailable('GET /v1/accounts answered an unexpected object');
      const bank = parsed.data.external_accounts?.data[0]?.last4 ?? null;
      return {
        detailsSubmitted: parsed.data.details_submitted === true,
        payoutsEnabled: parsed.data.payouts_enabled === true,
        bankLast4: bank,
      };
    },
    async transfer(call) {
      const source = await chargeOf(call.sourcePaymentId);
      const answer = await request(
        'POST',
        '/v1/transfers',
        [
          ['amount', call.amountCents],
          ['currency', 'cad'],
          ['destination', call.accountId],
          ['transfer_group', call.transferGroup],
          ['description', call.description],
          ...(source ? ([['source_transaction', source]] as const) : []),
        ],
        call.idempotencyKey,
      );
      if (!answer.ok) {
        const { type, code, message } = answer.error;
        // A refusal about the transfer itself (no funds, an account that cannot be paid): its
        // words for the operators. Anything else is a fault on our side or Stripe's.
        if (type === 'invalid_request_error' && message) {
          throw new TransferFailed(redact(message), code ?? 'invalid_request_error');
        }
        throw unavailable(`POST /v1/transfers answered ${answer.status} ${type}`);
      }
      const parsed = transferBody.safeParse(answer.body);
      if (!parsed.success) throw unavailable('POST /v1/transfers answered an unexpected object');
      return { transferId: parsed.data.id };
    },
  };
}
