import type { AppContext } from '../context.ts';
import type { OperationHandlers } from '../http/operation.ts';

type Operation =
  | 'cleaningBookSameDay'
  | 'cleaningScheduleCleaning'
  | 'cleaningBookNowEmail'
  | 'cleaningGiftCouponDiscount';

// SKELETON: replaced by the real handlers before this is committed.
export function quoteHandlers(context: AppContext): OperationHandlers<Operation> {
  void context;
  return {
    cleaningBookSameDay: async () => {
      throw new Error('cleaningBookSameDay is not built yet');
    },
    cleaningScheduleCleaning: async () => {
      throw new Error('cleaningScheduleCleaning is not built yet');
    },
    cleaningBookNowEmail: async () => {
      throw new Error('cleaningBookNowEmail is not built yet');
    },
    cleaningGiftCouponDiscount: async () => {
      throw new Error('cleaningGiftCouponDiscount is not built yet');
    },
  };
}
