import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { requireOperator } from '../http/account.ts';
import type { OperationHandler, OperationId, RequestBody, SuccessBody } from '../http/operation.ts';
import { limits } from '../platform/rate-limit.ts';

/** The operator an admin handler acts for: their operator row id is what the audit log keeps. */
export type Operator = { operatorId: number; userId: number; email: string; fullName: string };

type AdminWork<K extends OperationId> = (
  operator: Operator,
  request: FastifyRequest<{ Body: RequestBody<K> }>,
  reply: FastifyReply,
) => Promise<SuccessBody<K>>;

function operatorOf(request: FastifyRequest): Operator {
  const { operator, userId, email } = requireOperator(request);
  return { operatorId: operator.id, userId, email, fullName: operator.fullName };
}

/**
 * Every `admin` handler is made with `adminRead` or `adminWrite` (decision 047): both run the one
 * guard (requireOperator) again after the contract's `operator` scheme, so a handler cannot be
 * reached without an operator even if its path lost its `security` line; a write also counts
 * against the operator's write limit.
 */
export function adminRead<K extends OperationId>(work: AdminWork<K>): OperationHandler<K> {
  return (request, reply) => work(operatorOf(request), request, reply);
}

export function adminWrite<K extends OperationId>(
  context: Pick<AppContext, 'rateLimits'>,
  work: AdminWork<K>,
): OperationHandler<K> {
  return async (request, reply) => {
    const operator = operatorOf(request);
    await context.rateLimits.consume(limits.adminWritesPerOperator(operator.operatorId));
    return work(operator, request, reply);
  };
}
