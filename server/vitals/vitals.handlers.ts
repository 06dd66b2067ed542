import type { AppContext } from '../context.ts';
import { done, type OperationHandlers } from '../http/operation.ts';
import { recordVitals, VITALS_RECEIVED } from './web-vitals.ts';

export function vitalsHandlers(context: AppContext): OperationHandlers<'vitalsReport'> {
  return {
    vitalsReport: async (request) => {
      await recordVitals(context, request.body, request.ip);
      return done(VITALS_RECEIVED);
    },
  };
}
