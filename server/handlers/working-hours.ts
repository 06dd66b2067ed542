import type { AppContext } from '../context.ts';
import { requireContractor } from '../http/account.ts';
import { type OperationHandlers } from '../http/operation.ts';
import { UnavailableError } from '../domain/errors.ts';

type WorkingHoursOperation =
  'contractorGetWorkingHours' | 'contractorCheckWorkingHours' | 'contractorUpdateWorkingHours';

// Contract stub: the service follows in the next commits.
export function workingHoursHandlers(
  _context: AppContext,
): OperationHandlers<WorkingHoursOperation> {
  const pending = () => Promise.reject(new UnavailableError('Working hours are not ready yet.'));
  return {
    contractorGetWorkingHours: async (request) => {
      requireContractor(request);
      return pending();
    },
    contractorCheckWorkingHours: async (request) => {
      requireContractor(request);
      return pending();
    },
    contractorUpdateWorkingHours: async (request) => {
      requireContractor(request);
      return pending();
    },
  };
}
