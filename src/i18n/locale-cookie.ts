import { isLocale, LOCALE_COOKIE, type Locale } from '#shared/i18n/locale.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Remembers the language a visitor chose (the switcher, the French offer) for a year: the offer is
 * then not made again. No redirect ever reads it (research §1.5): a page's language is its
 * address's.
 */
export function rememberLocale(locale: Locale) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/** The language the visitor chose before, or null when they never did. */
export function rememberedLocale(): Locale | null {
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}
