/*
 * The customer's bookings screen in French (decision 108): a booking is « réservation », the
 * cleaner « préposé(e) ». Money and times come formatted by shared/i18n/format.ts.
 */
import type * as english from '../en-CA/my-bookings.ts';
import type { Translation } from '../translation.ts';

export const myBookingsTexts: Translation<typeof english.myBookingsTexts> = {
  NO_DATA_FOUND: 'Aucune donnée trouvée',
  UPCOMING: 'Réservations à venir',
  PAST: 'Réservations passées',
  CANCELLED: 'Réservations annulées',
  LOADING: 'Chargement des réservations',
  REVIEWED: 'Évaluée',
  BOOK_AGAIN: 'Réserver de nouveau',
  VIEW_BOOKING: 'Voir la réservation',
  VIEW_BOOKING_OF: '{label} {number}',
  BOOKINGS_FOR_CUSTOMERS:
    'Les réservations appartiennent aux clients qui les font. Vos tâches se trouvent à la page Tâches.',
  GO_TO_JOBS: 'Aller aux tâches',
};

export const unacceptedTexts: Translation<typeof english.unacceptedTexts> = {
  heading: 'Personne n’a encore accepté votre réservation',
  intro:
    'Déplacez-la à un moment où un(e) préposé(e) est libre, ou annulez-la. Si personne ne l’accepte avant l’heure prévue, nous l’annulons et libérons le montant retenu sur votre carte.',
  timesLabel: 'Moments où un(e) préposé(e) est libre',
  loading: 'Recherche des moments où un(e) préposé(e) est libre…',
  noTimes:
    'Aucun(e) préposé(e) n’est libre à un autre moment dans les deux prochaines semaines pour l’instant. Vous pouvez garder votre réservation ou l’annuler.',
  cancel: 'Annuler la réservation',
  confirmHeading: 'Déplacer votre réservation\u00a0?',
  confirmText:
    'Déplacer votre réservation à ce moment\u00a0: {when}\u00a0? Le prix et le montant retenu sur votre carte restent les mêmes.',
  keep: 'Garder l’heure prévue',
  move: 'Déplacer la réservation',
  close: 'Fermer',
  moving: 'Chargement…',
};

export const accessNotesDialogTexts: Translation<typeof english.accessNotesDialogTexts> = {
  BOOKING_LINE: '{service}, réservation {number}',
  CLOSE: 'Fermer',
  SAVING: 'Chargement…',
};

export const receiptTexts: Translation<typeof english.receiptTexts> = {
  downloadReceipt: 'Télécharger le reçu',
  creditNotes: 'Notes de crédit',
  creditNote: 'Note de crédit {number}, {amount}',
  receiptFor: 'Reçu {number}',
  downloadReceiptOf: '{label} ({receipt})',
  downloading: 'Téléchargement…',
  failed: 'Le fichier n’a pas pu être téléchargé. Veuillez réessayer.',
};
