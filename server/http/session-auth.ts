import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { LOGIN_REQUIRED, requireOperator } from './account.ts';
import { HttpError } from './errors.ts';
import { readSessionCookie } from './session-cookie.ts';

/** Finds the caller from the session cookie; sets `request.account` or leaves it null. */
export async function loadAccount(context: AppContext, request: FastifyRequest) {
  const token = readSessionCookie(request, context.secure);
  if (!token) return null;
  // The session, its account and a contractor's scope in one statement (decision 058).
  const session = await context.sessions.resolve(token);
  if (!session) return null;
  return { ...session.account, contractorScope: session.contractorScope, sessionToken: token };
}

/** The `session` security scheme of openapi.yaml. */
export function sessionSecurityHandlers(context: AppContext) {
  return {
    async session(request: FastifyRequest) {
      request.account = await loadAccount(context, request);
      if (!request.account) throw new HttpError(401, LOGIN_REQUIRED);
    },
    /** The `operator` scheme: every `admin` operation (decision 047). */
    async operator(request: FastifyRequest) {
      request.account = await loadAccount(context, request);
      requireOperator(request);
    },
  };
}
