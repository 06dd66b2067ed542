import type { Locale } from '#shared/i18n/locale.ts';
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

/** What a call that got no answer says (src/api/client.ts): the shell's, once its texts are in. */
export function unreachableSentence(locale: Locale): () => string | null {
  return () => siteTexts.loaded[locale]?.shellLabels.CHECK_CONNECTION ?? null;
}
