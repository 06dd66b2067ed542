import type { paymentTexts } from '#shared/catalogue/en-CA/booking-wizard.ts';
import type { Translation } from '#shared/catalogue/translation.ts';
import {
  isLuhnValid,
  testPaymentMethodFor,
} from '#src/features/same-day-booking/test-card-numbers.ts';

/*
 * The test-mode card field's rules: the number grouped as it is typed, the expiry as MM/YY, the
 * CVC as 3 or 4 digits, and the messages Stripe's card field gives for the same mistakes, so the
 * test mode reads like the real one. The messages are the catalogue's (booking-wizard.ts
 * paymentTexts, in the page's language), passed in.
 */

export type TestCardMessages = Pick<
  Translation<typeof paymentTexts>,
  | 'NUMBER_INCOMPLETE'
  | 'NUMBER_INVALID'
  | 'NUMBER_UNKNOWN'
  | 'EXPIRY_INCOMPLETE'
  | 'EXPIRY_INVALID'
  | 'EXPIRY_PAST'
  | 'CVC_INCOMPLETE'
>;

export type TestCardValues = { number: string; expiry: string; cvc: string };

export type TestCardInput = keyof TestCardValues;

export const emptyTestCard: TestCardValues = { number: '', expiry: '', cvc: '' };

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** American Express numbers (34…, 37…) have 15 digits in groups of 4, 6 and 5; the rest 16 in fours. */
function isAmex(digits: string): boolean {
  return /^3[47]/.test(digits);
}

function numberLength(digits: string): number {
  return isAmex(digits) ? 15 : 16;
}

/** The number as the customer types it: digits only, grouped as printed on the card. */
export function formatCardNumber(typed: string): string {
  const digits = digitsOf(typed);
  const kept = digits.slice(0, numberLength(digits));
  const groups = isAmex(kept) ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= kept.length) break;
    parts.push(kept.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** MM/YY, the slash added once the year begins (so Backspace can remove it again). */
export function formatExpiry(typed: string): string {
  const digits = digitsOf(typed).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvc(typed: string): string {
  return digitsOf(typed).slice(0, 4);
}

function expiryError(expiry: string, now: Date, messages: TestCardMessages): string | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return messages.EXPIRY_INCOMPLETE;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return messages.EXPIRY_INVALID;
  // A card works until the end of its expiry month.
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (year * 12 + (month - 1) < thisMonth) return messages.EXPIRY_PAST;
  return null;
}

/**
 * Stripe's test payment method for the entered card, or the first message for what is wrong and
 * the input it is about (number, then expiry, then CVC, in the order the inputs read).
 */
export function testCardPaymentMethod(
  values: TestCardValues,
  now: Date,
  messages: TestCardMessages,
): { paymentMethodId: string } | { error: string; input: TestCardInput } {
  const digits = digitsOf(values.number);
  const numberError =
    digits.length < numberLength(digits)
      ? messages.NUMBER_INCOMPLETE
      : !isLuhnValid(digits)
        ? messages.NUMBER_INVALID
        : null;
  if (numberError) return { error: numberError, input: 'number' };
  const paymentMethodId = testPaymentMethodFor(digits);
  if (!paymentMethodId) return { error: messages.NUMBER_UNKNOWN, input: 'number' };
  const expiry = expiryError(values.expiry, now, messages);
  if (expiry) return { error: expiry, input: 'expiry' };
  if (!/^\d{3,4}$/.test(values.cvc)) {
    return { error: messages.CVC_INCOMPLETE, input: 'cvc' };
  }
  return { paymentMethodId };
}
