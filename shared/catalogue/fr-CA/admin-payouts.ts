import type * as english from '../en-CA/admin-payouts.ts';
import type { Translation } from '../translation.ts';

export const adminPayoutsLabels: Translation<typeof english.adminPayoutsLabels> = {
  HEADING: 'Versements',
  INTRO:
    'La part de chaque préposé(e) au ménage sur un paiement est versée à son compte dans les 48 heures suivant le paiement. Un virement échoué est tenté cinq fois, puis attend ici qu’on le relance.',
  STATE: 'État',
  ALL: 'Tous',
  STATE_COUNT: '{label} ({count, number})',
  PENDING: 'En attente',
  SENDING: 'En cours d’envoi',
  SENT: 'Envoyés',
  FAILED: 'Échoués',
  CLEANER: 'Préposé(e)',
  BOOKING: 'Réservation',
  AMOUNT: 'Montant',
  DUE_BY: 'À verser avant',
  ATTEMPTS: 'Tentatives',
  LAST_ERROR: 'Dernière erreur',
  KIND_SERVICE: 'Ménage',
  KIND_CANCELLATION_FEE: 'Frais d’annulation',
  KIND_TIP: 'Pourboire',
  ACCOUNT_NONE: 'Aucun compte de versement',
  ACCOUNT_INCOMPLETE: 'Compte de versement incomplet',
  ACCOUNT_ENABLED: 'Versé au compte se terminant par {last4}',
  ACCOUNT_ENABLED_NO_DIGITS: 'Compte de versement prêt',
  SENT_ON: 'Envoyé le {moment}',
  NEXT_ATTEMPT: 'Prochaine tentative le {moment}',
  NONE_FOUND: 'Aucun versement dans cet état.',
  CLEANER_SECTION: 'Versements',
  CLEANER_WAITING:
    '{amount} pas encore versé ({count, plural, one {# versement} other {# versements}}, {failed, plural, =0 {aucun échoué} one {# échoué} other {# échoués}}).',
  CLEANER_NOTHING_WAITING: 'Rien en attente de versement.',
  SEE_CLEANER_PAYOUTS: 'Voir les versements de cette personne',
  RETRY: 'Réessayer',
  RETRY_NAMED: 'Réessayer le versement à {name} pour la réservation {bookingNo}',
  RETRY_TITLE: 'Réessayer ce versement',
  RETRY_TEXT:
    'La tâche de virement l’enverra de nouveau d’ici cinq minutes, ses tentatives comptées à partir de zéro. Indiquez ce qui a été corrigé\u00a0: le journal d’audit le conserve.',
};
