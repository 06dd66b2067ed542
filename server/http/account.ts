import type { FastifyRequest } from 'fastify';
import type { AccountRoles } from '../db/shared-queries/accounts.ts';
import type { ContractorScope } from '../db/shared-queries/jobs.ts';
import { HttpError } from './errors.ts';
import { httpRefusals } from '../domain/http-refusals.ts';

/**
 * The signed-in caller, as the session security handler found them. A contractor's scope (city,
 * status, pause) comes with it, read in the same statement as the session: as fresh as a read of
 * its own later in the same call, and one round trip fewer (decision 058).
 */
export type Account = AccountRoles & {
  sessionToken: string;
  contractorScope?: ContractorScope | null;
  /** An operator's session whose second factor is still to come (decision 078). */
  secondFactorPending?: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    account: Account | null;
  }
}

export const LOGIN_REQUIRED = httpRefusals.loginRequired.english;

/** What an operator's session is told before its second factor, wherever it goes but that step. */
export const SECOND_FACTOR_NEEDED = httpRefusals.secondFactorNeeded.english;

export function requireAccount(request: FastifyRequest): Account {
  if (!request.account) throw new HttpError(401, httpRefusals.loginRequired);
  if (request.account.secondFactorPending) {
    throw new HttpError(401, httpRefusals.secondFactorNeeded);
  }
  return request.account;
}

export function requireCustomer(request: FastifyRequest) {
  const account = requireAccount(request);
  if (!account.customer) throw new HttpError(403, httpRefusals.customersOnly);
  return { ...account, customer: account.customer };
}

export function requireContractor(request: FastifyRequest) {
  const account = requireAccount(request);
  if (!account.contractor) throw new HttpError(403, httpRefusals.contractorsOnly);
  return { ...account, contractor: account.contractor };
}

export const OPERATORS_ONLY = httpRefusals.operatorsOnly.english;

/**
 * The one guard of the operator console (decision 047): anonymous 401, any other account 403.
 * The `operator` security scheme of openapi.yaml runs it before every `admin` handler, and
 * adminOperation (server/console/console-operation.handlers.ts) runs it again to hand the handler its operator.
 */
export function requireOperator(request: FastifyRequest) {
  const account = requireAccount(request);
  if (!account.operator) throw new HttpError(403, httpRefusals.operatorsOnly);
  return { ...account, operator: account.operator };
}

/**
 * The second-factor step (decision 078): an operator whose password was accepted, whether or not
 * the session has passed the second factor yet. Anonymous 401, any other account 403.
 */
export function requireOperatorSigningIn(request: FastifyRequest) {
  const account = request.account;
  if (!account) throw new HttpError(401, httpRefusals.loginRequired);
  if (!account.operator) throw new HttpError(403, httpRefusals.operatorsOnly);
  return { ...account, operator: account.operator };
}
