import type { AppContext } from '../context.ts';
import type { OperationHandlers } from '../http/operation.ts';

type Operation =
  | 'cleaningAcceptJob'
  | 'cleaningRejectJob'
  | 'contractorAssignContractorToBooking'
  | 'contractorGetContractorJob'
  | 'contractorStartBooking'
  | 'contractorCompleteBooking'
  | 'contractorGetAllReview'
  | 'contractorDashboard';

// SKELETON: replaced by the real handlers before this is committed.
export function jobHandlers(context: AppContext): OperationHandlers<Operation> {
  void context;
  return {
    cleaningAcceptJob: async () => {
      throw new Error('cleaningAcceptJob is not built yet');
    },
    cleaningRejectJob: async () => {
      throw new Error('cleaningRejectJob is not built yet');
    },
    contractorAssignContractorToBooking: async () => {
      throw new Error('contractorAssignContractorToBooking is not built yet');
    },
    contractorGetContractorJob: async () => {
      throw new Error('contractorGetContractorJob is not built yet');
    },
    contractorStartBooking: async () => {
      throw new Error('contractorStartBooking is not built yet');
    },
    contractorCompleteBooking: async () => {
      throw new Error('contractorCompleteBooking is not built yet');
    },
    contractorGetAllReview: async () => {
      throw new Error('contractorGetAllReview is not built yet');
    },
    contractorDashboard: async () => {
      throw new Error('contractorDashboard is not built yet');
    },
  };
}
