import type { AppContext } from '../context.ts';
import type { OperationHandlers } from '../http/operation.ts';

type Operation = 'cleaningPaymentAutorization';

// SKELETON: replaced by the real handlers before this is committed.
export function paymentHandlers(context: AppContext): OperationHandlers<Operation> {
  void context;
  return {
    cleaningPaymentAutorization: async () => {
      throw new Error('cleaningPaymentAutorization is not built yet');
    },
  };
}
