import type * as english from '../en-CA/api-ledger.ts';
import type { Translation } from '../translation.ts';

export const ledgerRefusals: Translation<typeof english.ledgerRefusals> = {
  badDate:
    'La date {date} n’existe pas. Veuillez l’écrire sous la forme AAAA-MM-JJ, par exemple 2026-11-24.',
  fromAfterTo: 'Le début de la période ({from}) vient après sa fin ({to}). Veuillez les inverser.',
  rangeTooLong:
    'Un rapport du grand livre couvre au plus {days} jours. Veuillez choisir une période plus courte.',
  bookingNotFound: 'Il n’y a pas de réservation numéro {bookingId}.',
};
