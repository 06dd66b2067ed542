import type { FastifyInstance } from 'fastify';

export type GatewayRefundRecord = { refundId: string; paymentId: string; amountCents: number };

/**
 * Development only: the refunds the offline test gateway made, as Stripe's dashboard would list
 * them, so an end-to-end test (and a person trying the console) can see that an operator's refund
 * reached the gateway and not only the database. app.ts passes the test gateway's list; with
 * Stripe there is none (its dashboard has them) and the page does not exist.
 */
export function registerDevPayments(
  app: FastifyInstance,
  refunds: (() => readonly GatewayRefundRecord[]) | null,
) {
  if (!refunds) return;
  app.get('/dev/payments/refunds', async () => ({
    code: 200,
    message: 'Refunds made through the test gateway.',
    data: refunds(),
  }));
}
