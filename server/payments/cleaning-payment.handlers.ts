import type { AppContext } from '../context.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { authorizePayment, PAYMENT_AUTHORIZED } from './payment.ts';

type Operation = 'cleaningPaymentAutorization';

export function paymentHandlers(context: AppContext): OperationHandlers<Operation> {
  return {
    cleaningPaymentAutorization: async (request) =>
      ok(await authorizePayment(context, request.body, request.ip), PAYMENT_AUTHORIZED),
  };
}
