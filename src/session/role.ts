/**
 * The web app's idea of who is signed in (spec §3, §6): the unique codes that login stores in
 * session storage. The server never trusts them; it reads its own session cookie.
 */
export const SESSION_KEYS = {
  customerUniqueCode: 'vCustomerUniqueCode',
  contractorUniqueCode: 'vContractorUniqueCode',
  customerId: 'iCustomerId',
  /** Only an operator's login has it (decision 047); the console still asks the server. */
  operatorUniqueCode: 'vOperatorUniqueCode',
} as const;

export type Role = 'visitor' | 'customer' | 'contractor';

/**
 * Customer takes priority over contractor when a login is both. The server renders pages for a
 * visitor: it has no session storage.
 */
export function currentRole(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage,
): Role {
  if (!storage) return 'visitor';
  if (storage.getItem(SESSION_KEYS.customerUniqueCode)) return 'customer';
  if (storage.getItem(SESSION_KEYS.contractorUniqueCode)) return 'contractor';
  return 'visitor';
}

/**
 * Whether this tab's login is an operator's (decision 047). Kept apart from `Role`: an operator
 * is no customer or contractor, so every page of theirs treats the tab as signed out, and the
 * console at /admin asks the server before it opens.
 */
export function isOperatorLogin(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage,
): boolean {
  return Boolean(storage?.getItem(SESSION_KEYS.operatorUniqueCode));
}
