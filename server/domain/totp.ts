import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords as every authenticator app reads them (RFC 6238 over RFC 4226):
 * HMAC-SHA-1, 30-second steps from the Unix epoch, 6 digits. A handful of lines of node:crypto,
 * so the console's second factor depends on no package (decision 078).
 */
export const TOTP_STEP_MS = 30_000;
export const TOTP_DIGITS = 6;
/** Steps either side of now that still count: a phone's clock a little off, a code typed late. */
export const TOTP_DRIFT_STEPS = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: 160 random bits (RFC 4226's recommended length), base32 as apps take it. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export function totpStepAt(at: Date): number {
  return Math.floor(at.getTime() / TOTP_STEP_MS);
}

/** The code of one step (RFC 4226 §5.3, dynamic truncation). */
export function totpCodeOfStep(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

export function totpCodeAt(secret: string, at: Date): string {
  return totpCodeOfStep(secret, totpStepAt(at));
}

/**
 * The step whose code this is, within the drift either side of `at` and after `usedStep` (a code
 * that was accepted once is never accepted again, RFC 6238 §5.2), or null.
 */
export function matchingTotpStep(
  secret: string,
  code: string,
  at: Date,
  usedStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStepAt(at);
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step += 1) {
    if (usedStep !== null && step <= usedStep) continue;
    if (timingSafeEqual(Buffer.from(totpCodeOfStep(secret, step)), Buffer.from(code))) return step;
  }
  return null;
}

/** Whether the code was right for a step already used (told apart, so the person waits). */
export function isUsedTotpCode(
  secret: string,
  code: string,
  at: Date,
  usedStep: number | null,
): boolean {
  if (usedStep === null || !/^\d{6}$/.test(code)) return false;
  const now = totpStepAt(at);
  for (
    let step = now - TOTP_DRIFT_STEPS;
    step <= Math.min(usedStep, now + TOTP_DRIFT_STEPS);
    step++
  ) {
    if (totpCodeOfStep(secret, step) === code) return true;
  }
  return false;
}

/** The address an authenticator app reads (Google's Key Uri Format), e.g. from a QR code. */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_MS / 1000),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code: ten characters of an unambiguous alphabet (49 bits), shown as `xxxxx-xxxxx`. */
export function newRecoveryCode(): string {
  const chars = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** As a recovery code is compared: lower case, without spaces or the dash. */
export function normalRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}
