import type { AppContext } from '../context.ts';
import { requireOperator } from '../http/account.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { limits } from '../platform/rate-limit.ts';
import {
  changeIncident,
  incidentById,
  incidentPage,
  recordIncident,
} from './security-incidents.ts';
import { incidentAnswers } from './texts.ts';

type Operation =
  | 'adminSecurityIncidentList'
  | 'adminSecurityIncidentGet'
  | 'adminSecurityIncidentRecord'
  | 'adminSecurityIncidentUpdate';

/** The console's record of security incidents (decision 141): operators alone, writes audited. */
export function securityIncidentHandlers(context: AppContext): OperationHandlers<Operation> {
  return {
    adminSecurityIncidentList: async (request) => {
      requireOperator(request);
      return ok(await incidentPage(context.db, request.body));
    },
    adminSecurityIncidentGet: async (request) => {
      requireOperator(request);
      return ok(await incidentById(context.db, request.body.id));
    },
    adminSecurityIncidentRecord: async (request) => {
      const { operator } = requireOperator(request);
      await context.rateLimits.consume(limits.adminWritesPerOperator(operator.id));
      const incident = await recordIncident(context, operator.id, request.body);
      return ok(incident, incidentAnswers.recorded.with({ id: incident.id }));
    },
    adminSecurityIncidentUpdate: async (request) => {
      const { operator } = requireOperator(request);
      await context.rateLimits.consume(limits.adminWritesPerOperator(operator.id));
      const { id, ...input } = request.body;
      const incident = await changeIncident(context, operator.id, id, input);
      return ok(incident, incidentAnswers.updated.with({ id }));
    },
  };
}
