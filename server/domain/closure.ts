/*
 * Closing an account (issue 44, decision 139): the rules that need no database. What a closed
 * account leaves behind (a placeholder address, an unusable password, "Former customer"), and
 * what MapleShine keeps after a closure and why — one list, which the privacy page and the data
 * export show in the reader's language (shared/catalogue/<locale>/api-closure.ts
 * `keptAfterClosure`).
 */
import * as en from '#shared/catalogue/en-CA/api-closure.ts';
import * as fr from '#shared/catalogue/fr-CA/api-closure.ts';
import type { Locale } from '#shared/i18n/locale.ts';

/**
 * Stored in `users.password_hash` of a closed account: no argon2 hash, so no password matches it
 * (passwordMatches answers false on a malformed hash), as the command line's actors' (decision 086).
 */
export const CLOSED_PASSWORD_HASH = 'none: the account is closed';

/**
 * The address a closed account keeps in place of the person's: unique (the id), never
 * deliverable (the reserved `.invalid` domain, RFC 2606), and refused by the contract's e-mail
 * rule at sign-in, registration and password reset alike. The person's address is free again.
 */
export function closedAccountEmail(userId: number): string {
  return `closed-${userId}@closed.invalid`;
}

/**
 * The names a closed account leaves where a name was shown, as stored (English): reviews' author,
 * a customer's and a cleaner's name. Readers see them in their language (`formerNameIn`).
 */
export const FORMER_NAMES = {
  customer: en.formerNames.customer,
  cleaner: en.formerNames.cleaner,
  operator: en.formerNames.operator,
} as const;

const storedFormer = new Map<string, keyof typeof FORMER_NAMES>(
  Object.entries(FORMER_NAMES).map(([role, name]) => [name, role as keyof typeof FORMER_NAMES]),
);

/** Whether a stored name is a closed account's ("Former customer"). */
export function isFormerName(name: string): boolean {
  return storedFormer.has(name.trim());
}

/** A stored name as the reader reads it: a closed account's in their language, others as stored. */
export function formerNameIn(name: string, locale: Locale): string {
  const role = storedFormer.get(name.trim());
  if (role === undefined) return name;
  return (locale === 'fr-CA' ? fr.formerNames : en.formerNames)[role];
}

/**
 * What is kept after a closure, and for how long (decision 139). The texts (what and why) are the
 * catalogue's `keptAfterClosure`, keyed alike; `years` counts from the end of the year the record
 * was made, as tax law counts (null: only as long as the reason lasts).
 */
export const KEPT_AFTER_CLOSURE = [
  { key: 'receipts', years: 6 },
  { key: 'bookingMoney', years: 6 },
  { key: 'regularPlans', years: 6 },
  { key: 'ledger', years: 6 },
  { key: 'taxDetails', years: 6 },
  { key: 'pendingPayouts', years: null },
  { key: 'auditLog', years: null },
  { key: 'securityIncidents', years: 2 },
] as const satisfies readonly { key: keyof typeof en.keptAfterClosure; years: number | null }[];

export type KeptAfterClosure = { key: string; years: number | null; what: string; why: string };

/**
 * The list in the reader's language: for the privacy page, the export and the closure dialog.
 * `operator`: as the console's dialog says it, of the account in the third person.
 */
export function keptAfterClosureIn(
  locale: Locale,
  reader: 'person' | 'operator' = 'person',
): KeptAfterClosure[] {
  const catalogue = locale === 'fr-CA' ? fr : en;
  const texts =
    reader === 'operator' ? catalogue.keptAfterClosureForOperators : catalogue.keptAfterClosure;
  return KEPT_AFTER_CLOSURE.map(({ key, years }) => ({ key, years, ...texts[key] }));
}
