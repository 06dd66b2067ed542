import { createHash } from 'node:crypto';

/** Stripe refuses longer Idempotency-Key values. */
const MAX_KEY_LENGTH = 255;

/**
 * The key of one attempt at one gateway step: the caller's key (one per booking) plus the step
 * and what the attempt charges. Stripe refuses a key reused on another endpoint or with other
 * parameters, so the step keeps authorize, capture and release of one booking apart, and the card
 * and amount make a customer's second try with another card (after a decline) a new attempt,
 * while a retry of the same attempt still finds the first one.
 */
export function attemptKey(
  idempotencyKey: string,
  step: string,
  ...parts: readonly (string | number)[]
): string {
  const key = [idempotencyKey, step, ...parts].join(':');
  if (key.length <= MAX_KEY_LENGTH) return key;
  return `${step}:${createHash('sha256').update(key).digest('hex')}`;
}
