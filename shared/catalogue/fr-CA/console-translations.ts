import type * as english from '../en-CA/console-translations.ts';
import type { Translation } from '../translation.ts';

export const consoleTranslationLabels: Translation<typeof english.consoleTranslationLabels> = {
  ENGLISH: 'Anglais',
  FRENCH: 'Français',
  MISSING_FRENCH: 'Français manquant',
  MISSING_FRENCH_ONLY: 'Seulement ce qui manque en français',
  MISSING_FRENCH_COUNT: '{count, plural, one {# texte} other {# textes}} sans français',
  FRENCH_HINT: 'Laissé vide, le site en français affiche le texte anglais.',
  IN_FRENCH: '{field} en français',
  LABELS_TAB: 'Libellés',
  LABELS_HEADING: 'Libellés',
  PAGE: 'Page du site',
  KEY: 'Clé',
  TEXT: 'Texte',
  EDIT_LABEL: 'Modifier le libellé {key} de {page}',
  LABEL_SEARCH: 'Clé ou texte',
  EDIT: 'Modifier',
};

export const FRENCH_FAQ_INCOMPLETE: Translation<typeof english.FRENCH_FAQ_INCOMPLETE> =
  'Veuillez écrire la question et la réponse en français, ou laisser les deux vides.';
export const FRENCH_POST_INCOMPLETE: Translation<typeof english.FRENCH_POST_INCOMPLETE> =
  'Veuillez écrire le titre et l’article en français, ou laisser les deux vides.';
export const consoleTranslationMessages: Translation<typeof english.consoleTranslationMessages> = {
  LABEL_SAVED: 'Libellé enregistré. Le site l’affiche dès maintenant.',
  LABEL_NOT_FOUND: 'Libellé introuvable.',
  NOT_A_MESSAGE:
    'Le texte {language} n’est pas un message bien formé\u00a0: vérifiez ses accolades, p.\u00a0ex. {example}.',
};
