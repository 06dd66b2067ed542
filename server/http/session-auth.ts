import type { FastifyRequest } from 'fastify';
import { findAccount } from '../db/queries/accounts.ts';
import type { AppContext } from '../context.ts';
import { LOGIN_REQUIRED, requireOperator } from './account.ts';
import { HttpError } from './errors.ts';
import { readSessionCookie } from './session-cookie.ts';

/** Finds the caller from the session cookie; sets `request.account` or leaves it null. */
export async function loadAccount(context: AppContext, request: FastifyRequest) {
  const token = readSessionCookie(request, context.secure);
  if (!token) return null;
  const session = await context.sessions.resolve(token);
  if (!session) return null;
  const account = await findAccount(context.db, session.userId);
  return account ? { ...account, sessionToken: token } : null;
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
