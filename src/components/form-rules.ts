/*
 * Field checks shared by the forms (contact, same-day contact, login, register, password reset,
 * contractor application, profile). The limits, patterns and sentences are openapi.yaml's shared
 * fields, generated into src/api/field-rules.ts, so a person sees the same words whichever side
 * catches the mistake. The sentences are the catalogue's (form-checks.ts) in the page's language
 * (decision 115): `fieldChecks` binds the checks to them, and a form gets them from
 * `useFieldChecks()`. Each check returns the message or null, the shape @mantine/form's
 * `validate` takes.
 */
import type * as formChecks from '#shared/catalogue/en-CA/form-checks.ts';
import type { Translation } from '#shared/catalogue/translation.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { PHONE_DIGITS, phoneDigits } from '#shared/person-fields.ts';
import {
  ContractorName,
  Email,
  FirstName,
  FullName,
  LastName,
  Mobile,
  OptionalPassword,
  Password,
  PasswordConfirmation,
  PersonNamePattern,
  type FieldMessageKey,
} from '../api/field-rules.ts';

/** The catalogue's form-checks.ts in the page's language. */
export type FormCheckTexts = Translation<typeof formChecks>;

// The contract's patterns are Unicode regular expressions (\p{L}), as Ajv compiles them.
const unicodePattern = (source: string) => new RegExp(source, 'u');

export const NAME_MAX = FirstName.maxLength;
export const PASSWORD_MIN = Password.minLength;
/** Room for the longest way of writing a phone number: " +1 (780) 555-0123 " and a little more. */
export const PHONE_INPUT_MAX = Mobile.maxLength;
export const EMAIL_MAX = Email.maxLength;

const PHONE_PATTERN = unicodePattern(Mobile.patterns[0].source);
const PERSON_NAME_PATTERN = unicodePattern(PersonNamePattern.patterns[0].source);
// What the browser takes the contract's `format: email` to mean: something@something.something.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "+1 (780) 555-0123", "1-780-555-0123", "780.555.0123" → "7805550123"; anything else → null. */
export function normalizePhone(input: string): string | null {
  return PHONE_PATTERN.test(input) ? phoneDigits(input) : null;
}

/**
 * What a phone field keeps of a keystroke or paste: the characters a number is written with,
 * so "+1 (780) 555-0123" arrives whole; letters ("ext") are dropped.
 */
export function phoneKeystrokes(input: string): string {
  return input.replace(/[^\d\s().+-]/g, '').slice(0, PHONE_INPUT_MAX);
}

/**
 * Spec §5's "max 10 in the input", counted in digits, since the field also keeps the characters
 * a number is written with (decision 033): ten, or eleven when the first is the country code 1.
 */
function mostPhoneDigits(text: string): number {
  return /^\D*1/.test(text) ? PHONE_DIGITS + 1 : PHONE_DIGITS;
}

/** Whether the text has a digit past a phone number's last: a keystroke that makes it so is refused. */
export function hasTooManyPhoneDigits(text: string): boolean {
  return text.replace(/\D/g, '').length > mostPhoneDigits(text);
}

/** A pasted text's phone characters, up to the number's last digit: the rest is dropped. */
export function phonePaste(text: string): string {
  const kept = phoneKeystrokes(text);
  let digitsLeft = mostPhoneDigits(kept);
  let end = 0;
  for (const character of kept) {
    if (/\d/.test(character)) {
      if (digitsLeft === 0) break;
      digitsLeft -= 1;
    }
    end += 1;
  }
  return kept.slice(0, end);
}

/** Whether a name keeps to the letters the server accepts. */
export function isPersonName(input: string): boolean {
  return PERSON_NAME_PATTERN.test(input);
}

/** What a name field keeps of a keystroke or paste: letters, accents, spaces, ' ’ . - */
export function nameKeystrokes(input: string): string {
  return [...input.replace(/[^\p{L}\p{M} '’.-]/gu, '')].slice(0, NAME_MAX).join('');
}

type PatternRule = { readonly patterns: readonly { source: string; message: FieldMessageKey }[] };

type NameRule = typeof FirstName | typeof LastName | typeof FullName | typeof ContractorName;

/**
 * The forms' checks, saying their sentences in the page's language (`texts`, the catalogue's
 * form-checks.ts in `locale`): the English are the spec's, letter for letter.
 */
export function fieldChecks(texts: FormCheckTexts, locale: Locale) {
  /** A field's sentence by its key in src/api/field-rules.ts. */
  const say = (key: FieldMessageKey): string => texts.formFieldMessages[key];

  /** A required person's name: not blank, at most 50 letters, and letters the server accepts. */
  const nameError = (rule: NameRule) => {
    const patterns = rule.patterns.map(({ source, message }) => ({
      pattern: unicodePattern(source),
      message,
    }));
    return (value: string): string | null => {
      if (value.trim() === '') return say(rule.messages.required);
      // Counted in characters as the server's schema counts them, not UTF-16 units.
      if ([...value].length > rule.maxLength) return say(rule.messages.maxLength);
      const broken = patterns.find(({ pattern }) => !pattern.test(value));
      return broken ? say(broken.message) : null;
    };
  };

  /**
   * Password is Required. / Enter min 6 characters. (spec §5, §9), or more characters for a
   * password that needs them: an operator's, "Enter min 8 characters." (decision 084). A function
   * of the length, since @mantine/form hands a rule the form's values as its second argument.
   */
  const newPasswordOfLength =
    (minLength: number) =>
    (value: string): string | null => {
      if (value === '') return say(Password.messages.required);
      if ([...value].length >= minLength) return null;
      return minLength === Password.minLength
        ? say(Password.messages.minLength)
        : formatMessage(locale, texts.formCheckTexts.PASSWORD_TOO_SHORT, { minLength });
    };

  return {
    say,
    /** The forms' own sentences (Passwords do not match., the photo's). */
    texts: texts.formCheckTexts,

    /** A field of the contract checked by its patterns only: the first one missed says why. */
    matches:
      (rule: PatternRule) =>
      (value: string): string | null => {
        const broken = rule.patterns.find(({ source }) => !unicodePattern(source).test(value));
        return broken ? say(broken.message) : null;
      },

    /** Email is Required. / Invalid Email Format. */
    email: (value: string): string | null => {
      const email = value.trim();
      if (email === '') return say(Email.messages.required);
      return email.length <= Email.maxLength && EMAIL_PATTERN.test(email)
        ? null
        : say(Email.messages.format);
    },

    /**
     * The phone is required and, written any way Canadians write one ("+1 (780) 555-0123",
     * "780.555.0123"), must come to ten digits (spec §5, widened by decision 033).
     */
    phone: (value: string): string | null => {
      if (value.trim() === '') return say(Mobile.messages.required);
      return normalizePhone(value) === null ? say(Mobile.messages.pattern) : null;
    },

    firstName: nameError(FirstName),
    lastName: nameError(LastName),
    /** The name of someone booking or writing to us ("Full Name"). */
    fullName: nameError(FullName),
    /** A cleaner's name, on the application and the profile ("Name"). */
    contractorName: nameError(ContractorName),

    /** Password is Required. / Enter min 6 characters. (spec §5, §9) */
    newPassword: newPasswordOfLength(Password.minLength),
    newPasswordOfLength,

    /** The new password of the profile is optional; when given it has at least six characters. */
    optionalPassword: (value: string): string | null =>
      value !== '' && [...value].length < Password.minLength
        ? say(OptionalPassword.messages.pattern)
        : null,

    /** The confirmation of a new password (spec §5). */
    confirmPassword: (confirmation: string, password: string): string | null => {
      if (confirmation === '') return say(PasswordConfirmation.messages.required);
      return confirmation === password ? null : texts.formCheckTexts.PASSWORDS_DIFFER;
    },

    /** A login only needs some password; its length is the account's business. */
    enteredPassword: (value: string): string | null =>
      value === '' ? say(Password.messages.required) : null,
  };
}

export type FieldChecks = ReturnType<typeof fieldChecks>;
