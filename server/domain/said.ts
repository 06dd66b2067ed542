import type { Translation } from '#shared/catalogue/translation.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';

/*
 * A text the server says to a person, still in both languages (decision 104): a service refuses
 * with one, and only the place that answers the request renders it in the caller's language
 * (server/http/error-handler.ts, with the request's X-MapleShine-Locale or Accept-Language). The
 * services thus never learn the caller's language, and an error's `message` stays the English
 * text, for the logs and the command line.
 */

/** A value put into a message: as is, or written for the language (money, a day, a time). */
export type SaidValue = string | number | ((locale: Locale) => string);
export type SaidValues = Readonly<Record<string, SaidValue>>;

export type Said = {
  /** The English text, values in place: what an error's `message` holds. */
  readonly english: string;
  /** The text in a language, values in place. */
  readonly in: (locale: Locale) => string;
};

/** A catalogue message ready to be said, as is or with its values. */
export type Saying = Said & { readonly with: (values: SaidValues) => Said };

function valuesIn(locale: Locale, values: SaidValues): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'function' ? value(locale) : value,
    ]),
  );
}

/** One message in both languages, with its values. */
export function said(english: string, french: string, values: SaidValues = {}): Said {
  const inLocale = (locale: Locale) =>
    formatMessage(locale, locale === 'fr-CA' ? french : english, valuesIn(locale, values));
  return { english: inLocale('en-CA'), in: inLocale };
}

/**
 * A text that has no French (a payment service's own sentence we cannot translate, a developer's
 * message): the same words in every language. Rare on purpose: the fuzz suite in French
 * (tests/api/contract-fuzz.test.ts) fails on an English catalogue text answered in French.
 */
export function unsaid(text: string): Said {
  return { english: text, in: () => text };
}

export function isSaid(value: unknown): value is Said {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Said).english === 'string' &&
    typeof (value as Said).in === 'function'
  );
}

/**
 * A catalogue group's messages, each ready to be said: `refusals.jobNotFound` as is, or
 * `refusals.startFrom.with({ moment })` with values.
 *
 *   import * as en from '#shared/catalogue/en-CA/api-jobs.ts';
 *   import * as fr from '#shared/catalogue/fr-CA/api-jobs.ts';
 *   const refusals = sayings(en.jobRefusals, fr.jobRefusals);
 */
export function sayings<English extends Readonly<Record<string, string>>>(
  english: English,
  french: Translation<English>,
): { readonly [Key in keyof English]: Saying } {
  const frenchTexts = french as Readonly<Record<string, string>>;
  return Object.fromEntries(
    Object.entries(english).map(([key, text]) => {
      const frenchText = frenchTexts[key] ?? text;
      const saying: Saying = {
        ...said(text, frenchText),
        with: (values) => said(text, frenchText, values),
      };
      return [key, saying];
    }),
  ) as { readonly [Key in keyof English]: Saying };
}
