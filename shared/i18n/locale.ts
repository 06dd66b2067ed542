/*
 * The two languages MapleShine speaks (decision 102), and where a page, a request or a person's
 * language is read from. English keeps today's paths; French lives under /fr.
 */

export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-CA';

/** The header the web app's API client sends; the server falls back to Accept-Language. */
export const LOCALE_HEADER = 'x-mapleshine-locale';

/** The path prefix of French pages: /fr, /fr/book-now. */
export const FRENCH_PREFIX = '/fr';

/** The one-year cookie the language switcher sets (no redirect ever reads it: research §1.5). */
export const LOCALE_COOKIE = 'lang';

export function isLocale(value: unknown): value is Locale {
  return value === 'en-CA' || value === 'fr-CA';
}

/** The page's language and its path without the language: '/fr/book-now' → fr-CA, '/book-now'. */
export function localeOfPath(pathname: string): { locale: Locale; path: string } {
  if (pathname === FRENCH_PREFIX || pathname === `${FRENCH_PREFIX}/`) {
    return { locale: 'fr-CA', path: '/' };
  }
  if (pathname.startsWith(`${FRENCH_PREFIX}/`)) {
    return { locale: 'fr-CA', path: pathname.slice(FRENCH_PREFIX.length) };
  }
  return { locale: 'en-CA', path: pathname };
}

/** The same page in `locale`: ('/book-now', fr-CA) → '/fr/book-now'; ('/', fr-CA) → '/fr'. */
export function pathInLocale(path: string, locale: Locale): string {
  const bare = localeOfPath(path).path;
  if (locale === 'en-CA') return bare;
  return bare === '/' ? FRENCH_PREFIX : `${FRENCH_PREFIX}${bare}`;
}

/** The React Router basename of a language's pages. */
export function basenameOf(locale: Locale): string {
  return locale === 'fr-CA' ? FRENCH_PREFIX : '/';
}

/**
 * The supported language an Accept-Language header prefers, by its q-values, or null when it
 * names neither English nor French: 'fr-FR,fr;q=0.9,en;q=0.8' → fr-CA.
 */
export function localeOfAcceptLanguage(header: string | undefined | null): Locale | null {
  if (!header || header.length > 1000) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params
        .map((param) => param.trim())
        .find((param) => param.startsWith('q='))
        ?.slice(2);
      const weight = q === undefined ? 1 : Number(q);
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'fr' || tag.startsWith('fr-')) return 'fr-CA';
    if (tag === 'en' || tag.startsWith('en-')) return 'en-CA';
  }
  return null;
}

/** The language a request asks for: the app's header, then Accept-Language, then English. */
export function localeOfHeaders(headers: {
  [LOCALE_HEADER]?: string | string[] | undefined;
  'accept-language'?: string | string[] | undefined;
}): Locale {
  const asked = headers[LOCALE_HEADER];
  const named = Array.isArray(asked) ? asked[0] : asked;
  if (isLocale(named)) return named;
  const accepted = headers['accept-language'];
  return (
    localeOfAcceptLanguage(Array.isArray(accepted) ? accepted.join(',') : accepted) ??
    DEFAULT_LOCALE
  );
}
