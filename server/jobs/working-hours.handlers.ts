import type { AppContext } from '../context.ts';
import { requireContractor } from '../http/account.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { localeOf } from '../i18n/index.ts';
import {
  checkProposedHours,
  getWorkingHours,
  HOURS_SAVED,
  updateWorkingHours,
} from './working-hours.ts';

type WorkingHoursOperation =
  'contractorGetWorkingHours' | 'contractorCheckWorkingHours' | 'contractorUpdateWorkingHours';

export function workingHoursHandlers(
  context: AppContext,
): OperationHandlers<WorkingHoursOperation> {
  return {
    contractorGetWorkingHours: async (request) => {
      const { contractor } = requireContractor(request);
      return ok(await getWorkingHours(context, contractor.id));
    },
    contractorCheckWorkingHours: async (request) => {
      const { contractor } = requireContractor(request);
      return ok(await checkProposedHours(context, contractor.id, request.body, localeOf(request)));
    },
    contractorUpdateWorkingHours: async (request) => {
      const { contractor } = requireContractor(request);
      return ok(
        await updateWorkingHours(context, contractor.id, request.body, localeOf(request)),
        HOURS_SAVED,
      );
    },
  };
}
