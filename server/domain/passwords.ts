import { hash, verify } from '@node-rs/argon2';
import { InvalidError } from './errors.ts';
import * as en from '#shared/catalogue/en-CA/api-accounts.ts';
import * as fr from '#shared/catalogue/fr-CA/api-accounts.ts';
import { PASSWORD_MIN_LENGTH, type PasswordHolder } from '#shared/password-rules.ts';
import { isCommonPassword } from './common-passwords.ts';
import { sayings } from './said.ts';

/** The password rules' refusals, in the caller's language (decision 104). */
const passwordRefusals = sayings(en.accountRefusals, fr.accountRefusals);

// OWASP's argon2id baseline (19 MiB, 2 passes). The library's Algorithm enum is a const enum
// that verbatimModuleSyntax cannot import; 2 is its Argon2id.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Hashes the whole password, however long: nothing is truncated. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Checked against when the e-mail is unknown, so both failures take the same time.
let decoyHash: Promise<string> | undefined;
export async function spendPasswordCheck(password: string): Promise<void> {
  decoyHash ??= hash('decoy password for unknown accounts', options);
  await passwordMatches(await decoyHash, password);
}

/**
 * The rules on top of the contract's length check (which is the customers' and cleaners'
 * minimum): the holder's own minimum, and none of the most common passwords (decision 084).
 */
export function assertAcceptablePassword(password: string, holder: PasswordHolder) {
  const minLength = PASSWORD_MIN_LENGTH[holder];
  if (password.length < minLength)
    throw new InvalidError(passwordRefusals.passwordTooShort.with({ minLength }));
  if (isCommonPassword(password)) throw new InvalidError(passwordRefusals.passwordTooCommon);
}
