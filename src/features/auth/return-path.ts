/**
 * Where a login goes back to: the private page the dashboard layout sent the visitor from
 * (`location.state.from`), else the dashboard. Only an in-app path is taken, and never an
 * account screen that would bounce straight back.
 */
export const AFTER_LOGIN_PATH = '/dashboard';

/** An operator's home (decision 047): their login lands here, not on the dashboard. */
export const OPERATOR_HOME_PATH = '/admin';

const notReturnable = ['/login', '/logout', '/register'];

export function returnPathOf(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return AFTER_LOGIN_PATH;
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) {
    return AFTER_LOGIN_PATH;
  }
  const pathname = from.split(/[?#]/)[0] ?? '';
  return notReturnable.includes(pathname) ? AFTER_LOGIN_PATH : from;
}

/** Where an operator's login goes: back to the console page they were sent from, else /admin. */
export function operatorReturnPathOf(state: unknown): string {
  const from = returnPathOf(state);
  return from === OPERATOR_HOME_PATH || from.startsWith(`${OPERATOR_HOME_PATH}/`)
    ? from
    : OPERATOR_HOME_PATH;
}
