import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a browser that logged in is known to its account (its cookie's life). */
export const KNOWN_DEVICE_MS = 90 * 24 * 60 * 60 * 1000;

type Account = { id: number; passwordHash: string };

/**
 * The proof a browser keeps that it logged in to the account (OWASP's device cookies): the
 * user, when, and an HMAC keyed by the account's password hash, which only the server knows. A
 * new password makes every earlier proof worthless; a lead (no password) has none to give.
 */
export function knownDeviceProof(account: Account, issuedAt: Date): string {
  return `${account.id}.${issuedAt.getTime()}.${signature(account, issuedAt.getTime())}`;
}

/** Whether the proof is this account's, made by this server and not older than its life. */
export function isKnownDevice(proof: string | undefined, account: Account, now: Date): boolean {
  if (proof === undefined || account.passwordHash === '') return false;
  const match = /^(\d{1,12})\.(\d{1,15})\.([\w-]{43})$/.exec(proof);
  if (!match || Number(match[1]) !== account.id) return false;
  const issuedAt = Number(match[2]);
  const age = now.getTime() - issuedAt;
  if (age < 0 || age > KNOWN_DEVICE_MS) return false;
  const expected = Buffer.from(signature(account, issuedAt));
  return timingSafeEqual(expected, Buffer.from(match[3] ?? ''));
}

function signature(account: Account, issuedAt: number): string {
  return createHmac('sha256', account.passwordHash)
    .update(`known-device:${account.id}:${issuedAt}`)
    .digest('base64url');
}
