import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  isUsedTotpCode,
  matchingTotpStep,
  newRecoveryCode,
  newTotpSecret,
  otpauthUri,
  totpCodeAt,
  totpStepAt,
} from '#server/domain/totp.ts';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII "12345678901234567890"; its 8-digit codes end
// in the 6 digits an authenticator app shows.
const rfcSecret = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238, SHA-1, 30 s, 6 digits)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('gives the code of RFC 6238 appendix B at %i s', (seconds, code) => {
    expect(totpCodeAt(rfcSecret, new Date(seconds * 1000))).toBe(code);
  });

  it('reads back what it writes in base32', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  it('accepts the codes of one step either side of now, and no further', () => {
    const now = new Date(1_900_000_000_000);
    const step = totpStepAt(now);
    const at = (offset: number) => totpCodeAt(rfcSecret, new Date(now.getTime() + offset * 30_000));
    expect(matchingTotpStep(rfcSecret, at(-1), now, null)).toBe(step - 1);
    expect(matchingTotpStep(rfcSecret, at(0), now, null)).toBe(step);
    expect(matchingTotpStep(rfcSecret, at(1), now, null)).toBe(step + 1);
    expect(matchingTotpStep(rfcSecret, at(-2), now, null)).toBeNull();
    expect(matchingTotpStep(rfcSecret, at(2), now, null)).toBeNull();
  });

  it('never accepts a code of a step already used, and tells it apart', () => {
    const now = new Date(1_900_000_000_000);
    const step = totpStepAt(now);
    const code = totpCodeAt(rfcSecret, now);
    expect(matchingTotpStep(rfcSecret, code, now, step)).toBeNull();
    expect(isUsedTotpCode(rfcSecret, code, now, step)).toBe(true);
    expect(isUsedTotpCode(rfcSecret, '000000', now, step)).toBe(code === '000000');
    const next = totpCodeAt(rfcSecret, new Date(now.getTime() + 30_000));
    expect(matchingTotpStep(rfcSecret, next, now, step)).toBe(step + 1);
  });

  it('writes the otpauth:// address authenticator apps read', () => {
    expect(otpauthUri('MapleShine', 'ops@example.ca', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/MapleShine%3Aops%40example.ca?secret=JBSWY3DPEHPK3PXP&issuer=MapleShine&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('makes recovery codes of ten unambiguous characters', () => {
    const codes = new Set(Array.from({ length: 50 }, newRecoveryCode));
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });
});
