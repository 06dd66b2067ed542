/*
 * The one stored form of a person's phone and name (decision 033): ten digits, and the name with
 * composed accents and single spaces. openapi.yaml has already refused what does not match.
 */
import { normalizePersonName, PHONE_DIGITS, phoneDigits } from '#shared/person-fields.ts';
import { InvalidError } from '../domain/errors.ts';
import { accountRefusals } from './texts.ts';

export const INVALID_PHONE = accountRefusals.invalidPhone;

/** "+1 (780) 555-0123" → "7805550123"; a number the contract let through by mistake is a 400. */
export function storedPhone(input: string): string {
  const digits = phoneDigits(input);
  if (digits.length !== PHONE_DIGITS) throw new InvalidError(INVALID_PHONE);
  return digits;
}

export const storedName = normalizePersonName;
