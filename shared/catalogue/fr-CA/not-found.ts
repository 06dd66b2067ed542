import type * as english from '../en-CA/not-found.ts';
import type { Translation } from '../translation.ts';

export const notFoundLabels: Translation<typeof english.notFoundLabels> = {
  NOT_FOUND_HEADING: 'Page introuvable.',
  NOT_FOUND_TEXT: 'Désolés, la page que vous cherchez est introuvable.',
  BACK_HOME: 'Retour à l’accueil',
};
