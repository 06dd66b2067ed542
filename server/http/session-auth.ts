import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { requireAccount, requireOperator, requireOperatorSigningIn } from './account.ts';
import { readSessionCookie } from './session-cookie.ts';

/** Finds the caller from the session cookie; sets `request.account` or leaves it null. */
export async function loadAccount(context: AppContext, request: FastifyRequest) {
  const token = readSessionCookie(request, context.secure);
  if (!token) return null;
  // The session, its account and a contractor's scope in one statement (decision 058).
  const session = await context.sessions.resolve(token);
  if (!session) return null;
  return {
    ...session.account,
    contractorScope: session.contractorScope,
    sessionToken: token,
    secondFactorPending: session.secondFactorPending,
  };
}

/** The `session` security scheme of openapi.yaml. */
export function sessionSecurityHandlers(context: AppContext) {
  return {
    async session(request: FastifyRequest) {
      request.account = await loadAccount(context, request);
      requireAccount(request);
    },
    /** The `operator` scheme: every `admin` operation (decision 047). */
    async operator(request: FastifyRequest) {
      request.account = await loadAccount(context, request);
      requireOperator(request);
    },
    /** The `operatorSignIn` scheme: the second-factor step alone (decision 078). */
    async operatorSignIn(request: FastifyRequest) {
      request.account = await loadAccount(context, request);
      requireOperatorSigningIn(request);
    },
  };
}
