import { formatClock, formatDay, formatMoney, formatWeekdayDay } from '#shared/i18n/format.ts';
import { pathInLocale, type Locale } from '#shared/i18n/locale.ts';
import { formatMessage, type MessageValues } from '#shared/i18n/message.ts';
import { taxLineLabels as frenchTaxNames } from '#shared/catalogue/fr-CA/quebec.ts';
import { localNow } from '../../domain/local-time.ts';
import type { MailAttachment, ComposedMail } from './mailer.ts';

/*
 * How every e-mail is written (decision 105): its subject and body are catalogue messages
 * (shared/catalogue/<locale>/mail-*.ts) in the recipient's language, filled with values already
 * formatted in that language by shared/i18n/format.ts, and the message records the language.
 */

/** The short names of Canada's sales taxes, as `bookings.tax_name` stores them (in English). */
const TAX_KEYS = ['GST', 'HST', 'PST', 'QST'] as const;

/**
 * A booking's stored tax name ("GST + QST") in the reader's language ("TPS + TVQ"); a name we do
 * not know is written as it is.
 */
export function taxNamesText(taxName: string, locale: Locale): string {
  if (locale === 'en-CA') return taxName;
  return taxName
    .split(' + ')
    .map((name) => {
      const key = TAX_KEYS.find((known) => known === name);
      return key === undefined ? name : frenchTaxNames[key];
    })
    .join(' + ');
}

/** A catalogue e-mail: its subject and plain-text body, ICU messages. */
export type MailTexts = { subject: string; body: string };

export function composeMail(
  to: string,
  locale: Locale,
  texts: MailTexts,
  values: MessageValues = {},
  attachments?: MailAttachment[],
): ComposedMail {
  return {
    to,
    locale,
    subject: formatMessage(locale, texts.subject, values),
    text: formatMessage(locale, texts.body, values),
    ...(attachments && attachments.length > 0 ? { attachments } : {}),
  };
}

/** An address of the web app in the reader's language: `/login` → `https://…/fr/login`. */
export function pageUrl(publicUrl: string, path: string, locale: Locale): string {
  return `${publicUrl}${pathInLocale(path, locale)}`;
}

/** Cents as the reader writes money: `$1,234.56` / `1 234,56 $`. */
export function money(cents: number, locale: Locale): string {
  return formatMoney(Math.round(cents) / 100, locale);
}

/** `9:00AM` / `9 h`. */
export function clockText(minutes: number, locale: Locale): string {
  return formatClock(minutes, locale);
}

/** `9:00AM–12:00PM` / `9 h – 12 h`: a window of a city's clock. */
export function clockWindow(fromMinutes: number, untilMinutes: number, locale: Locale): string {
  const from = formatClock(fromMinutes, locale);
  const until = formatClock(untilMinutes, locale);
  return locale === 'fr-CA' ? `${from}\u00a0–\u00a0${until}` : `${from}–${until}`;
}

/** `November 24, 2026` / `24 novembre 2026`. */
export function day(localDate: string, locale: Locale): string {
  return formatDay(localDate, locale);
}

/** `Tuesday, November 24, 2026` / `mardi 24 novembre 2026`. */
export function weekdayDay(localDate: string, locale: Locale): string {
  return formatWeekdayDay(localDate, locale);
}

/** `9:00AM on November 28, 2026` / `28 novembre 2026 à 9 h`: a moment on a city's clock. */
export function clockOnDay(instant: Date, timeZone: string, locale: Locale): string {
  const local = localNow(timeZone, instant);
  const time = formatClock(local.minutes, locale);
  const date = formatDay(local.date, locale);
  return locale === 'fr-CA' ? `${date} à ${time}` : `${time} on ${date}`;
}

/** Hours as a number a plural counts: 90 minutes → 1.5. */
export function hoursOf(minutes: number): number {
  return minutes / 60;
}
