import { describe, expect, it } from 'vitest';
import { PayoutsUnavailable, TransferFailed } from '#server/payouts/gateway.ts';
import { stripePayoutGateway } from '#server/payouts/stripe-gateway.ts';
import { STRIPE_API_VERSION } from '#server/platform/stripe-http.ts';

/*
 * The payout gateway's requests as Stripe receives them, over the HTTP it shares with the card
 * gateway (server/platform/stripe-http.ts): no network, a fetch that records and answers.
 */

const KEY = 'sk_test_payoutsSecret123';

type Sent = { url: string; method: string; headers: Record<string, string>; form: URLSearchParams };

function stripeAnswering(answers: Record<string, { status: number; body: unknown }>) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    sent.push({
      url,
      method,
      headers: Object.fromEntries(Object.entries(init?.headers ?? {})) as Record<string, string>,
      form: new URLSearchParams(init?.body instanceof URLSearchParams ? init.body : ''),
    });
    const answer = answers[`${method} ${new URL(url).pathname}`];
    if (!answer) return new Response('not json', { status: 500 });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  };
  return { sent, fetch };
}

describe('the Stripe payout gateway', () => {
  it('opens an Express account in Canada asking transfers, with the key, version and idempotency key', async () => {
    const stripe = stripeAnswering({
      'POST /v1/accounts': { status: 200, body: { id: 'acct_1' } },
    });
    const gateway = stripePayoutGateway({ secretKey: KEY, fetch: stripe.fetch });
    const account = await gateway.createAccount({
      contractorId: 7,
      email: 'cleaner@example.com',
      idempotencyKey: 'payout-account-7',
    });
    expect(account).toEqual({ accountId: 'acct_1' });
    const [request] = stripe.sent;
    expect(request?.url).toBe('https://api.stripe.com/v1/accounts');
    expect(request?.headers).toMatchObject({
      Authorization: `Bearer ${KEY}`,
      'Stripe-Version': STRIPE_API_VERSION,
      'Idempotency-Key': 'payout-account-7',
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(request?.form.get('type')).toBe('express');
    expect(request?.form.get('country')).toBe('CA');
    expect(request?.form.get('capabilities[transfers][requested]')).toBe('true');
    expect(request?.form.get('metadata[contractor_id]')).toBe('7');
  });

  it('transfers from the charge of the booking’s PaymentIntent, grouped by the booking', async () => {
    const stripe = stripeAnswering({
      'GET /v1/payment_intents/pi_9': { status: 200, body: { latest_charge: 'ch_9' } },
      'POST /v1/transfers': { status: 200, body: { id: 'tr_1' } },
    });
    const gateway = stripePayoutGateway({ secretKey: KEY, fetch: stripe.fetch });
    const transfer = await gateway.transfer({
      accountId: 'acct_1',
      amountCents: 8_450,
      idempotencyKey: 'payout-3',
      sourcePaymentId: 'pi_9',
      transferGroup: 'MS-ABC123',
      description: 'Cleaning MS-ABC123',
    });
    expect(transfer).toEqual({ transferId: 'tr_1' });
    const post = stripe.sent.find((request) => request.method === 'POST');
    expect(post?.headers['Idempotency-Key']).toBe('payout-3');
    expect(Object.fromEntries(post?.form ?? [])).toEqual({
      amount: '8450',
      currency: 'cad',
      destination: 'acct_1',
      transfer_group: 'MS-ABC123',
      description: 'Cleaning MS-ABC123',
      source_transaction: 'ch_9',
    });
  });

  it('keeps Stripe’s words when it refuses a transfer, without the key', async () => {
    const stripe = stripeAnswering({
      'POST /v1/transfers': {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'balance_insufficient',
            message: `Insufficient funds for ${KEY}`,
          },
        },
      },
    });
    const gateway = stripePayoutGateway({ secretKey: KEY, fetch: stripe.fetch });
    const refusal = gateway.transfer({
      accountId: 'acct_1',
      amountCents: 100,
      idempotencyKey: 'payout-4',
      sourcePaymentId: 'test_hold_1',
      transferGroup: 'MS-1',
      description: 'x',
    });
    await expect(refusal).rejects.toBeInstanceOf(TransferFailed);
    await expect(refusal).rejects.toMatchObject({
      code: 'balance_insufficient',
      message: 'Insufficient funds for [key]',
    });
  });

  it('is unavailable, with a redacted report, when Stripe gives no answer or no JSON', async () => {
    const reports: string[] = [];
    const gateway = stripePayoutGateway({
      secretKey: KEY,
      fetch: () => Promise.reject(new TypeError(`bad header Bearer ${KEY}`)),
      report: (problem) => reports.push(problem),
    });
    await expect(gateway.retrieveAccount('acct_1')).rejects.toBeInstanceOf(PayoutsUnavailable);
    expect(reports).toEqual([
      'Stripe: GET /v1/accounts/acct_1 got no answer (TypeError: bad header Bearer [key])',
    ]);

    const noJson = stripePayoutGateway({ secretKey: KEY, fetch: stripeAnswering({}).fetch });
    await expect(noJson.retrieveAccount('acct_1')).rejects.toThrow(
      'Stripe: GET /v1/accounts/acct_1 answered 500 without JSON',
    );
  });

  it('answers no account when Stripe does not know it', async () => {
    const stripe = stripeAnswering({
      'GET /v1/accounts/acct_gone': {
        status: 404,
        body: { error: { type: 'invalid_request_error', code: 'resource_missing' } },
      },
    });
    const gateway = stripePayoutGateway({ secretKey: KEY, fetch: stripe.fetch });
    expect(await gateway.retrieveAccount('acct_gone')).toBeNull();
  });
});
