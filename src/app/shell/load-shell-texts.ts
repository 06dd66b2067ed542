import { loadTexts } from '../../i18n/texts.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { languageTexts, siteTexts } from './shell-texts.ts';

/** The texts every page's header and footer read, in the page's language. */
export function loadShellTexts(locale: Locale): Promise<unknown> {
  return Promise.all([loadTexts(siteTexts, locale), loadTexts(languageTexts, locale)]);
}
