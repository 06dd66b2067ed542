import type { Locale } from '#shared/i18n/locale.ts';
import type { FailureWords } from '../../api/client.ts';
import { defineTexts } from '../../i18n/texts.ts';

/*
 * The catalogue modules of the app shell (decision 103): the site's header and footer, the shell's
 * own screens, the language switcher and the French offer. Each language is
 * its own chunk; the entry starts loading the page's language of the first two at once
 * (`loadShellTexts`), so the header and footer never wait for them on a first visit.
 */
export const siteTexts = defineTexts(
  'site',
  () => import('#shared/catalogue/en-CA/site.ts'),
  () => import('#shared/catalogue/fr-CA/site.ts'),
);

export const languageTexts = defineTexts(
  'language',
  () => import('#shared/catalogue/en-CA/language.ts'),
  () => import('#shared/catalogue/fr-CA/language.ts'),
);

/** What a failure the server did not explain says (src/api/client.ts), once the shell's texts are in. */
export function failureWordsOf(locale: Locale): () => FailureWords | null {
  return () => siteTexts.loaded[locale]?.shellLabels ?? null;
}
