import type * as english from '../en-CA/access-notes.ts';
import type { Translation } from '../translation.ts';

/** Les notes d’accès pour la personne qui fait le ménage (décision 100), en français. */
export const accessNotesLabels: Translation<typeof english.accessNotesLabels> = {
  ACCESS_NOTES_HEADING: 'Notes d’accès pour votre préposé(e) au ménage (facultatif)',
  ACCESS_NOTES_HELP:
    'Seul(e) le ou la préposé(e) qui accepte votre travail les voit, à partir de la veille du ménage. Elles ne sont jamais envoyées par courriel.',
  ENTRY_CODE_LABEL: 'Code d’entrée ou d’interphone',
  ENTRY_CODE_PLACEHOLDER: 'p. ex. Interphone 1204',
  PARKING_LABEL: 'Stationnement',
  PARKING_PLACEHOLDER: 'p. ex. Stationnement pour visiteurs derrière l’immeuble',
  PETS_LABEL: 'Animaux',
  PETS_PLACEHOLDER: 'p. ex. Un chat amical; gardez la porte du balcon fermée',
  ACCESS_OTHER_LABEL: 'Autre chose',
  ACCESS_OTHER_PLACEHOLDER: 'p. ex. La porte de côté coince : poussez fermement',
};

export const accessNotesViewLabels: Translation<typeof english.accessNotesViewLabels> = {
  ACCESS_NOTES_TITLE: 'Notes d’accès',
  NO_ACCESS_NOTES: 'Aucune note d’accès.',
  EDIT_ACCESS_NOTES: 'Modifier les notes d’accès',
  SAVE_ACCESS_NOTES: 'Enregistrer les notes',
  CANCEL_ACCESS_NOTES: 'Annuler',
  ACCESS_NOTES_SAVED: 'Notes d’accès enregistrées.',
  ACCESS_NOTES_WITH_CONTACT: 'Les notes d’accès, s’il y en a, s’affichent avec les coordonnées.',
};
