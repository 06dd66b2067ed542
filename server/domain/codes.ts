import { createHash, randomBytes } from 'node:crypto';

/** An unguessable token for links and sessions: 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A public record code such as `cus_…`: random, so ids cannot be enumerated through it. */
export function recordCode(prefix: 'cus' | 'con' | 'adr' | 'bkg' | 'opr' | 'pln'): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

/** Tokens are stored only as their SHA-256, so a database leak does not hand out live links. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
