import type { Translation } from '#shared/catalogue/translation.ts';
import type { Locale } from '#shared/i18n/locale.ts';

/**
 * A catalogue module in both languages, for the server, which holds both and answers each person
 * in theirs (decision 102):
 *
 *   import * as en from '#shared/catalogue/en-CA/api-bookings.ts';
 *   import * as fr from '#shared/catalogue/fr-CA/api-bookings.ts';
 *   const texts = catalogue(en, fr);
 *   formatMessage(locale, texts(locale).bookingErrors.NOT_FOUND, { bookingNo });
 */
export function catalogue<English>(english: English, french: Translation<English>) {
  return (locale: Locale): Translation<English> =>
    locale === 'fr-CA' ? french : (english as Translation<English>);
}
