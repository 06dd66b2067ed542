import { SESSION_KEYS, currentRole, type Role } from './role.ts';

/** What a login answers (openapi.yaml LoginResult): each code only when the login has that role. */
export type LoginCodes = {
  vCustomerUniqueCode?: string | undefined;
  iCustomerId?: number | undefined;
  vContractorUniqueCode?: string | undefined;
  vOperatorUniqueCode?: string | undefined;
};

/**
 * Spec §3: each returned code is saved to session storage only when present, so a login can be
 * a customer, a contractor or both. Codes of an earlier login in the same tab are removed first,
 * so storage always holds exactly this login's codes. Returns the role they give.
 */
export function storeLogin(codes: LoginCodes, storage: Storage = sessionStorage): Role {
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
  if (codes.vCustomerUniqueCode) {
    storage.setItem(SESSION_KEYS.customerUniqueCode, codes.vCustomerUniqueCode);
  }
  if (codes.iCustomerId !== undefined) {
    storage.setItem(SESSION_KEYS.customerId, String(codes.iCustomerId));
  }
  if (codes.vContractorUniqueCode) {
    storage.setItem(SESSION_KEYS.contractorUniqueCode, codes.vContractorUniqueCode);
  }
  if (codes.vOperatorUniqueCode) {
    storage.setItem(SESSION_KEYS.operatorUniqueCode, codes.vOperatorUniqueCode);
  }
  return currentRole(storage);
}

/**
 * Logging out forgets everything the tab kept (codes, booking drafts, FAQ flags) except the
 * `keep` keys, such as the demo gate's pass, which belongs to the tab rather than to the login.
 */
export function clearSession(keep: readonly string[] = [], storage: Storage = sessionStorage) {
  const kept = keep.flatMap((key) => {
    const value = storage.getItem(key);
    return value === null ? [] : [[key, value] as const];
  });
  storage.clear();
  for (const [key, value] of kept) storage.setItem(key, value);
}
