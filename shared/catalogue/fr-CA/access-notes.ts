import type * as english from '../en-CA/access-notes.ts';
import type { Translation } from '../translation.ts';

/*
 * The access notes for the cleaner (decision 100), in French. The cleaner is « préposé(e) au
 * ménage », « préposé(e) » for short, on every dashboard screen (decision 108).
 */

/** The fields' labels and placeholders, and the section's title and promise. */
export const accessNotesLabels: Translation<typeof english.accessNotesLabels> = {
  ACCESS_NOTES_HEADING: 'Consignes d’accès pour votre préposé(e) au ménage (facultatif)',
  ACCESS_NOTES_HELP:
    'Seul le ou la préposé(e) qui accepte votre ménage les voit, à partir de la veille. Elles ne sont jamais envoyées par courriel.',
  ENTRY_CODE_LABEL: 'Code d’entrée ou d’interphone',
  ENTRY_CODE_PLACEHOLDER: 'p. ex. Composer le 1204',
  PARKING_LABEL: 'Stationnement',
  PARKING_PLACEHOLDER: 'p. ex. Stationnement pour visiteurs derrière l’immeuble',
  PETS_LABEL: 'Animaux',
  PETS_PLACEHOLDER: 'p. ex. Un chat sociable; gardez la porte du balcon fermée, s.v.p.',
  ACCESS_OTHER_LABEL: 'Autre chose',
  ACCESS_OTHER_PLACEHOLDER: 'p. ex. La porte de côté colle\u00a0: poussez fermement',
  ACCESS_NOTE_LIMIT: 'Jusqu’à {limit}\u00a0caractères',
  ENTRY_CODE_TOO_LONG: 'Le code d’entrée ou d’interphone ne peut pas dépasser 100 caractères.',
  PARKING_TOO_LONG: 'Les notes sur le stationnement ne peuvent pas dépasser 300 caractères.',
  PETS_TOO_LONG: 'Les notes sur les animaux ne peuvent pas dépasser 300 caractères.',
  OTHER_NOTES_TOO_LONG: 'Les autres notes d’accès ne peuvent pas dépasser 500 caractères.',
};

/** Where the notes are shown rather than typed. */
export const accessNotesViewLabels: Translation<typeof english.accessNotesViewLabels> = {
  ACCESS_NOTES_TITLE: 'Consignes d’accès',
  NO_ACCESS_NOTES: 'Aucune consigne d’accès.',
  EDIT_ACCESS_NOTES: 'Modifier les consignes d’accès',
  SAVE_ACCESS_NOTES: 'Enregistrer les consignes',
  CANCEL_ACCESS_NOTES: 'Annuler',
  ACCESS_NOTES_SAVED: 'Consignes d’accès enregistrées.',
  ACCESS_NOTES_WITH_CONTACT:
    'Les consignes d’accès, s’il y en a, s’affichent avec les coordonnées.',
};
