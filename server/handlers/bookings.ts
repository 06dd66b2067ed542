import type { AppContext } from '../context.ts';
import type { OperationHandlers } from '../http/operation.ts';

type Operation =
  | 'customerGetAllData'
  | 'customerCancelBooking'
  | 'customerGetAllReview'
  | 'customerDashboard'
  | 'reviewAddReview';

// SKELETON: replaced by the real handlers before this is committed.
export function bookingHandlers(context: AppContext): OperationHandlers<Operation> {
  void context;
  return {
    customerGetAllData: async () => {
      throw new Error('customerGetAllData is not built yet');
    },
    customerCancelBooking: async () => {
      throw new Error('customerCancelBooking is not built yet');
    },
    customerGetAllReview: async () => {
      throw new Error('customerGetAllReview is not built yet');
    },
    customerDashboard: async () => {
      throw new Error('customerDashboard is not built yet');
    },
    reviewAddReview: async () => {
      throw new Error('reviewAddReview is not built yet');
    },
  };
}
