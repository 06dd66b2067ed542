import { randomBytes } from 'node:crypto';

/*
 * A same-day booking started, by someone not signed in as its owner, with the e-mail of an account
 * is a guest booking (decision 087). Every booking needs a customer and every customer a login
 * with a unique address, so such a booking gets a login of its own at an address under a domain
 * reserved never to resolve (RFC 2606): nobody can receive its links, so nobody can ever log in
 * with it or claim it, and the account whose address was typed is left exactly as it was.
 */
const GUEST_LOGIN_DOMAIN = 'guest-bookings.mapleshine.invalid';

/** A new guest login's address: random, lower-case (addresses are stored lower-cased). */
export function newGuestLoginEmail(): string {
  return `guest-${randomBytes(12).toString('hex')}@${GUEST_LOGIN_DOMAIN}`;
}

/** Whether an address (stored form) is a guest login's, never a person's. */
export function isGuestLoginEmail(email: string): boolean {
  return email.endsWith(`@${GUEST_LOGIN_DOMAIN}`);
}
