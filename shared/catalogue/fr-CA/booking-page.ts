import type * as english from '../en-CA/booking-page.ts';
import type { Translation } from '../translation.ts';

/** La page d’une réservation (issue 40), en français (décision 107). */
export const bookingPageLabels: Translation<typeof english.bookingPageLabels> = {
  TITLE: 'Votre réservation',
  BOOKING_NO: 'Réservation {bookingNo}',
  LOADING: 'Chargement de votre réservation',
  NOT_FOUND_HEADING: 'Ce lien n’ouvre aucune réservation',
  NOT_FOUND_TEXT:
    'Le lien est peut-être incomplet, ou il a été désactivé. Chaque courriel au sujet de votre réservation contient un lien valide : ouvrez le plus récent.',
  OWN_NOT_FOUND_HEADING: 'Réservation introuvable',
  OWN_NOT_FOUND_TEXT: 'Nous n’avons pas trouvé cette réservation parmi les vôtres.',
  CONTACT_US: 'Nous joindre',
  ERROR_HEADING: 'Nous n’avons pas pu charger votre réservation',
  ERROR_TEXT: 'Vérifiez votre connexion et réessayez.',
  RETRY: 'Réessayer',
  VISIT: 'Votre ménage',
  WHEN: 'Quand',
  WHERE: 'Où',
  WHAT: 'Quoi',
  HOURS: 'environ {hours} h',
  EXTRAS: 'Options : {extras}',
  TIME_ZONE_NOTE: 'heure de {city}',
  MONEY: 'Paiement',
  TOTAL: 'Montant total : {total}',
  CLEANER: 'Votre préposé(e) au ménage',
  NO_CLEANER_YET:
    'Nous cherchons un(e) préposé(e) au ménage pour vous. Vous recevrez un courriel dès qu’une personne accepte, avec son nom et sa photo.',
  RATING: '{rating} sur 5',
  REVIEWS: '{reviews} avis',
  ONE_REVIEW: '1 avis',
  NO_REVIEWS: 'Aucun avis pour l’instant',
  JOBS_DONE: '{jobs} ménages effectués',
  ONE_JOB_DONE: '1 ménage effectué',
  CHANGE: 'Changement de plans ?',
  CANCEL_NOTE:
    'Vous pouvez annuler sans frais jusqu’à l’arrivée de votre préposé(e) au ménage. {note}',
  CANCEL_BOOKING: 'Annuler la réservation',
  CANNOT_CANCEL: 'Cette réservation ne peut plus être annulée.',
  CANCEL_CONFIRM_HEADING: 'Annuler cette réservation\u00a0?',
  CANCEL_CONFIRM_TEXT:
    'Une réservation ne peut être annulée qu’avant que votre préposé(e) au ménage commence.',
  KEEP_BOOKING: 'Garder la réservation',
  CONFIRM_CANCEL: 'Oui, annuler',
  BOOKING_LINE: '{service}, réservation {number}',
  ACCOUNT_HEADING: 'Créez un compte pour garder vos réservations',
  ACCOUNT_TEXT:
    'Retrouvez toutes vos réservations au même endroit, sans chercher le courriel. Inscrivez-vous avec {email} et cette réservation sera dans votre compte.',
  ACCOUNT_ACTION: 'Créer un compte',
  END_LINK_HEADING: 'Vous avez partagé ce lien par erreur ?',
  END_LINK_TEXT:
    'Quiconque a l’adresse de cette page peut voir et annuler cette réservation. Vous pouvez désactiver ce lien, et tous les autres liens vers cette réservation.',
  END_LINK_ACTION: 'Désactiver ce lien',
  END_LINK_CONFIRM_HEADING: 'Désactiver les liens vers cette réservation ?',
  END_LINK_CONFIRM_TEXT:
    'Cette page et les liens des courriels que vous avez déjà reçus ne fonctionneront plus. Le prochain courriel que nous vous enverrons au sujet de cette réservation contiendra un nouveau lien.',
  END_LINK_CONFIRM: 'Oui, désactiver les liens',
  END_LINK_KEEP: 'Garder le lien',
  ENDED_HEADING: 'Ce lien ne fonctionne plus',
  ALL_BOOKINGS: 'Toutes mes réservations',
  VIEW_BOOKING: 'Voir la réservation',
};
