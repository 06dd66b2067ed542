import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { loadAccount } from './session-auth.ts';
import { localeOfPath } from '#shared/i18n/locale.ts';

/**
 * `admin` or a path under it (the router ignores case), as the web app's route table has it, in
 * either language.
 */
export function isConsolePath(pathWithoutSlash: string): boolean {
  // The console in French is under /fr/admin (decision 103).
  const { path } = localeOfPath(`/${pathWithoutSlash}`);
  const first = path.split('/')[1]?.toLowerCase();
  return first === 'admin';
}

/**
 * A customer's or cleaner's session (decision 047: the console is Page Not Found to them). A
 * visitor is not one: the browser sends them to log in.
 */
export async function isSignedInNonOperator(
  context: AppContext,
  request: FastifyRequest,
): Promise<boolean> {
  const account = await loadAccount(context, request);
  return account !== null && !account.operator;
}
