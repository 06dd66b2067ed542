/**
 * The web app's idea of who is signed in (spec §3, §6): the unique codes that login stores in
 * session storage. The server never trusts them; it reads its own session cookie.
 */
export const SESSION_KEYS = {
  customerUniqueCode: 'vCustomerUniqueCode',
  contractorUniqueCode: 'vContractorUniqueCode',
  customerId: 'iCustomerId',
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
