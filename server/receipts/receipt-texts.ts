/*
 * How a receipt or credit note writes its values, in a language (decision 105): the labels and
 * sentences it prints are in shared/catalogue/<locale>/mail-receipt.ts. The download calls'
 * refusals are the API's, in api-content.ts (server/receipts/receipts.ts).
 */
import * as en from '#shared/catalogue/en-CA/mail-receipt.ts';
import * as fr from '#shared/catalogue/fr-CA/mail-receipt.ts';
import { formatMoney, formatPercent } from '#shared/i18n/format.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { catalogue } from '../i18n/index.ts';

export const receiptTexts = catalogue(en, fr);

export type ReceiptLabel = keyof typeof en.receiptLabels;

/** "3 hours", "3.5 hours" / "3,5 heures". */
export function hoursText(minutes: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatMessage(locale, receiptTexts(locale).receiptLabels.hoursValue, {
    hours: Math.round((minutes / 60) * 100) / 100,
  });
}

/** "13%", "9.975%" / "9,975 %": a tax rate in parts per million as a person reads it. */
export function rateText(ratePpm: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatPercent(ratePpm / 1_000_000, locale);
}

/** "QST" / "TVQ": a tax's name in the language; a name we do not know is printed as it is. */
export function taxNameText(name: string, locale: Locale = DEFAULT_LOCALE): string {
  const names: Record<string, string> = receiptTexts(locale).taxNames;
  return names[name] ?? name;
}

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  interac: 'Interac',
};

/** "Visa ending in 4242" / "Visa se terminant par 4242". */
export function cardText(
  card: { brand: string; last4: string } | null,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const labels = receiptTexts(locale).receiptLabels;
  if (card === null) return labels.cardUnknown;
  const named = card.brand.replace(/_/g, ' ');
  const brand = brandNames[card.brand] ?? named.charAt(0).toUpperCase() + named.slice(1);
  return formatMessage(locale, labels.cardEnding, { brand, last4: card.last4 });
}

/** "$1,234.56" / "1 234,56 $". */
export function moneyText(cents: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatMoney(cents / 100, locale);
}
