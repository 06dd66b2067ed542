import type { landingLabels } from '#shared/catalogue/en-CA/landing.ts';
import { defineTexts } from '../../i18n/texts.ts';

/** The Edmonton landing page's labels (slug move-out-in-cleaning-edmonton) in the page's language. */
export const landingCatalogue = defineTexts(
  'landing',
  () => import('#shared/catalogue/en-CA/landing.ts'),
  () => import('#shared/catalogue/fr-CA/landing.ts'),
);

export type LandingLabels = Readonly<typeof landingLabels>;
