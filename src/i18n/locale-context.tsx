import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locale.ts';

/*
 * The page's language (decision 102). It is fixed for a page load: it comes from the address
 * (/fr/… is French), and the language switcher loads the other language's address, so the API
 * client's header, the cached answers and the texts never mix two languages.
 */
const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}
