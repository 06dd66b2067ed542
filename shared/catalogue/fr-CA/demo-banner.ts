import type * as english from '../en-CA/demo-banner.ts';
import type { Translation } from '../translation.ts';

/** La bannière de la démo publique (DEMO_MODE, décision 071), en français. */
export const demoBannerLabels: Translation<typeof english.demoBannerLabels> = {
  DEMO_BANNER_NAME: 'À propos de cette démo',
  DEMO_BANNER_TEXT:
    'Une démo : aucune réservation n’est réelle et aucune carte n’est débitée. Essayez {customer} ou {cleaner}, mot de passe {password}',
};
