import type * as english from '../en-CA/book-again.ts';
import type { Translation } from '../translation.ts';

export const bookAgainRefusals: Translation<typeof english.bookAgainRefusals> = {
  notCompleted: 'Seule une réservation terminée peut être refaite.',
  cleanerNotFree:
    '{name} n’est pas disponible à ce moment. Veuillez choisir une des disponibilités de {name}, ou cocher «\u00a0ou toute personne disponible\u00a0».',
  cleanerBlocked:
    'Vous avez bloqué {name}\u00a0: cette réservation ne peut aller qu’à une personne disponible. Veuillez cocher «\u00a0ou toute personne disponible\u00a0».',
  noCleaner:
    'Cette réservation n’avait pas de préposé(e) au ménage à demander\u00a0: veuillez cocher «\u00a0ou toute personne disponible\u00a0».',
  favouriteNeedsGoodReview:
    'Vous pourrez ajouter une personne à vos favoris après avoir donné 4 ou 5 étoiles à son ménage.',
  noMark: 'Cette personne ne figure pas sur vos listes.',
};

export const bookAgainAnswers: Translation<typeof english.bookAgainAnswers> = {
  offerReady: 'Voici la réservation à refaire.',
  cleanersListed: 'Vos préposé(e)s au ménage.',
  favouriteAdded: '{name} fait maintenant partie de vos préposé(e)s au ménage favori(te)s.',
  favouriteRemoved: '{name} ne fait plus partie de vos préposé(e)s au ménage favori(te)s.',
  unblocked: '{name} pourra de nouveau être jumelé(e) à vos réservations.',
};

export const requestedCleanerNotice: Translation<typeof english.requestedCleanerNotice> = {
  title: '{name} n’a pas encore accepté',
  message:
    'Votre réservation {bookingNo} du {when} attend toujours {name}. Si personne ne l’accepte, nous vous le dirons avant le ménage, et vous ne serez pas facturé(e).',
};

export const bookAgainTexts: Translation<typeof english.bookAgainTexts> = {
  BOOK_AGAIN: 'Réserver de nouveau',
  BOOK_AGAIN_NAMED: 'Réserver de nouveau\u00a0: {bookingNo}',
  PAGE_TITLE: 'Réserver de nouveau',
  HEADING: 'Réservez de nouveau votre ménage',
  INTRO:
    'Votre service, votre logement, les pièces, les options, l’adresse et les notes d’accès sont déjà remplis. Les prix sont ceux d’aujourd’hui\u00a0: vous verrez la nouvelle soumission avant de payer.',
  WITH_CLEANER: 'Avec {name}',
  FREE_TIMES_HEADING: 'Disponibilités de {name} dans les deux prochaines semaines',
  NO_FREE_TIMES: '{name} n’a aucune disponibilité dans les deux prochaines semaines.',
  ANYONE: 'ou toute personne disponible',
  ANYONE_HELP:
    'Si {name} n’accepte pas à temps, toute personne disponible pourra prendre la réservation.',
  BLOCKED_NOTE: 'Vous avez bloqué {name}\u00a0: toute personne disponible sera jumelée.',
  NO_CLEANER_NOTE: 'Toute personne disponible sera jumelée.',
  MORE_DAYS: 'Afficher plus de jours',
  PICK_DAY: 'Ou choisissez un autre jour et une autre heure à l’étape suivante.',
  CONTINUE: 'Continuer',
  CHOOSE_TIME:
    'Veuillez choisir une des heures, ou cocher «\u00a0ou toute personne disponible\u00a0».',
  LOADING: 'Chargement de votre réservation',
  LOAD_ERROR: 'Nous n’avons pas pu charger cette réservation. Veuillez réessayer.',
  TRY_AGAIN: 'Réessayer',
  REQUESTED_NOTE: 'Nouvelle réservation avec {name}.',
  REQUESTED_NOTE_ANYONE: 'Nouvelle réservation avec {name}, ou toute personne disponible.',
};

export const cleanerListTexts: Translation<typeof english.cleanerListTexts> = {
  ADD_FAVOURITE: 'Ajouter {name} à vos préposé(e)s au ménage favori(te)s',
  FAVOURITE_ADDED: '{name} fait maintenant partie de vos préposé(e)s au ménage favori(te)s.',
  BLOCKED_AFTER_REVIEW:
    '{name} ne sera plus jumelé(e) à vos réservations. Vous pouvez annuler ce choix dans votre profil.',
  FAVOURITES_HEADING: 'Préposé(e)s au ménage favori(te)s',
  NO_FAVOURITES:
    'Aucune personne favorite pour l’instant. Après avoir donné 4 ou 5 étoiles à un ménage, vous pourrez ajouter la personne qui l’a fait.',
  BLOCKED_HEADING: 'Préposé(e)s au ménage bloqué(e)s',
  BLOCKED_HELP:
    'Une personne à qui vous donnez 1 ou 2 étoiles n’est plus jamais jumelée à vos réservations.',
  NO_BLOCKED: 'Aucune personne bloquée.',
  REMOVE: 'Retirer',
  REMOVE_NAMED: 'Retirer {name} de vos préposé(e)s au ménage favori(te)s',
  UNBLOCK: 'Débloquer',
  UNBLOCK_NAMED: 'Débloquer {name}',
  LOAD_ERROR: 'Nous n’avons pas pu charger vos préposé(e)s au ménage.',
};
