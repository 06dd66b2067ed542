import { pathInLocale, type Locale } from '#shared/i18n/locale.ts';
import type { LanguageLinks } from '#shared/server-render-contract.ts';

/**
 * A public page's addresses in both languages (decision 103, research §1.5): its canonical is its
 * own language's address, never the other's, and its head names the English, the French and the
 * default (English) versions with hreflang, as absolute URLs. The server writes them into the
 * page it sends (server/http/rendered-page-html.ts); the browser keeps them as the visitor moves
 * (document-head.ts).
 */
export function languageLinks(path: string, locale: Locale, origin: string): LanguageLinks {
  // One spelling per page: the router ignores a trailing slash.
  const page = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  const at = (language: Locale) => new URL(pathInLocale(page, language), origin).href;
  return {
    canonical: at(locale),
    alternates: [
      { hreflang: 'en-CA', href: at('en-CA') },
      { hreflang: 'fr-CA', href: at('fr-CA') },
      { hreflang: 'x-default', href: at('en-CA') },
    ],
  };
}
