import { ApiError } from '../../api/client.ts';

export type AdminAccess = 'checking' | 'open' | 'login' | 'notFound';

/**
 * What /admin shows (decision 047): anyone signed out goes to /login; a customer's or cleaner's
 * tab sees the not-found screen, as for any address that is not theirs; an operator's tab opens
 * the console once the server has confirmed the session (401: log in again; 403: not found).
 */
export function adminAccess(input: {
  operatorLogin: boolean;
  signedInOtherwise: boolean;
  session: { isPending: boolean; error: unknown };
}): AdminAccess {
  if (!input.operatorLogin) return input.signedInOtherwise ? 'notFound' : 'login';
  const { error } = input.session;
  if (error) return error instanceof ApiError && error.status === 401 ? 'login' : 'notFound';
  return input.session.isPending ? 'checking' : 'open';
}
