import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from '../services/payments/gateway.ts';
import type { TestGateway } from '../services/payments/test-gateway.ts';

function isTestGateway(gateway: PaymentGateway): gateway is TestGateway {
  return gateway.name === 'test' && 'refunds' in gateway;
}

/**
 * Development only: the refunds the offline test gateway made, as Stripe's dashboard would list
 * them, so an end-to-end test (and a person trying the console) can see that an operator's refund
 * reached the gateway and not only the database. Absent with Stripe: its dashboard has them.
 */
export function registerDevPayments(app: FastifyInstance, gateway: PaymentGateway) {
  if (!isTestGateway(gateway)) return;
  app.get('/dev/payments/refunds', async () => ({
    code: 200,
    message: 'Refunds made through the test gateway.',
    data: gateway.refunds(),
  }));
}
