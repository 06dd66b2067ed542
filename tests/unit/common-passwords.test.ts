import { describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword } from '#server/domain/common-passwords.ts';
import { assertAcceptablePassword } from '#server/domain/passwords.ts';
import { DEMO_PASSWORD } from '#server/db/seed/accounts.ts';
import { newFirstOperatorPassword } from '#server/accounts/first-operator.ts';
import { PASSWORD_TOO_COMMON, passwordTooShort } from '#shared/password-rules.ts';
import { Password } from '#src/api/field-rules.ts';
import { formFieldMessages } from '#shared/catalogue/en-CA/form-checks.ts';

// Decision 084: the 10,000 most common passwords refused for everyone; operators need 8 characters.

describe('the list of common passwords', () => {
  it('holds at least the 10,000 most common passwords, read once', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(10_000);
    expect(commonPasswords()).toBe(commonPasswords());
  });

  it.each(['q1w2e3r4t5', 'corvette', 'midnight', '123456', 'mapleshine'])(
    'knows "%s"',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it('finds a listed password in any case', () => {
    expect(isCommonPassword('Q1W2E3R4T5')).toBe(true);
    expect(isCommonPassword('CorVette')).toBe(true);
    expect(isCommonPassword('MapleShine')).toBe(true);
  });

  it('keeps the comment lines of its file out of the list', () => {
    expect([...commonPasswords()].filter((entry) => entry.startsWith('#'))).toEqual([]);
    expect(commonPasswords().has('')).toBe(false);
  });

  it('leaves the demo accounts’ password and uncommon ones alone', () => {
    expect(isCommonPassword(DEMO_PASSWORD)).toBe(false);
    expect(isCommonPassword('Peggys-Cove-Lighthouse-7')).toBe(false);
  });
});

describe('the password rules', () => {
  it('says the spec’s sentence to customers and cleaners', () => {
    expect(passwordTooShort(6)).toBe(formFieldMessages[Password.messages.minLength]);
  });

  it('takes 7 characters from a customer or cleaner but not from an operator', () => {
    expect(() => assertAcceptablePassword('Kx9#mQ2', 'member')).not.toThrow();
    expect(() => assertAcceptablePassword('Kx9#mQ2', 'operator')).toThrow(
      'Enter min 8 characters.',
    );
    expect(() => assertAcceptablePassword('Kx9#mQ2v', 'operator')).not.toThrow();
  });

  it('refuses a listed password to everyone with the same sentence', () => {
    expect(() => assertAcceptablePassword('Corvette', 'member')).toThrow(PASSWORD_TOO_COMMON);
    expect(() => assertAcceptablePassword('Corvette', 'operator')).toThrow(PASSWORD_TOO_COMMON);
  });

  it('makes first-operator passwords that an operator may have', () => {
    for (let i = 0; i < 50; i += 1) {
      expect(() => assertAcceptablePassword(newFirstOperatorPassword(), 'operator')).not.toThrow();
    }
  });
});
