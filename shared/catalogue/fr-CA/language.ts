import type * as english from '../en-CA/language.ts';
import type { Translation } from '../translation.ts';

export const languageLabels: Translation<typeof english.languageLabels> = {
  OTHER_LANGUAGE: 'English',
  PROFILE_LANGUAGE: 'Langue',
  PROFILE_LANGUAGE_HINT: 'Vos courriels et vos avis sont rédigés dans cette langue.',
  ENGLISH: 'English',
  FRENCH: 'Français',
  LANGUAGE_SAVED: 'Votre langue est enregistrée.',
};

export const frenchOfferLabels: Translation<typeof english.frenchOfferLabels> = {
  OFFER: 'Ce site est aussi offert en français.',
  SHOW_IN_FRENCH: 'Afficher en français',
  CLOSE: 'Fermer',
};
