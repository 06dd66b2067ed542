import type * as english from '../en-CA/booking-status-lines.ts';
import type { Translation } from '../translation.ts';

/* Où en est une réservation : les lignes de la liste et de la page de réservation (décision 128). */

export const listCancelTexts: Translation<typeof english.listCancelTexts> = {
  NO_LONGER: 'Cette réservation ne peut plus être annulée.',
};

export const requestedCleanerLine: Translation<typeof english.requestedCleanerLine> = {
  WAITING_ANYONE:
    '{name} a cette réservation en priorité jusqu’au {until}. Si {name} ne l’a pas acceptée d’ici là, tout préposé ou toute préposée au ménage disponible pourra la prendre.',
  WAITING_ONLY: 'Comme vous l’avez demandé, cette réservation est offerte à {name} seulement.',
  OPENED:
    '{name} n’a pas accepté à temps\u00a0; votre réservation est maintenant offerte à tous les préposés et préposées au ménage disponibles.',
  LAPSED_ONLY:
    '{name} n’a pas encore accepté. Comme vous l’avez demandé, la réservation reste offerte à {name} seulement\u00a0; vous pouvez la déplacer à un autre moment ou l’annuler.',
};

export const requestedCleanerOpenedNotice: Translation<
  typeof english.requestedCleanerOpenedNotice
> = {
  title: '{name} n’a pas accepté à temps',
  message:
    'Votre réservation {bookingNo} du {when} est maintenant offerte à tous les préposés et préposées au ménage disponibles.',
};
