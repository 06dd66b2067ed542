/*
 * The words of a job in French (decision 108): a job is « tâche », the cleaner « préposé(e) ».
 * Dates, times and money come formatted by shared/i18n/format.ts.
 */
import type * as english from '../en-CA/jobs.ts';
import type { Translation } from '../translation.ts';
import { dashboardShellLabels } from './dashboard-shell.ts';

export const jobStatusLabels: Translation<typeof english.jobStatusLabels> = {
  customer: {
    draft: 'Inachevée',
    quoted: 'En attente de paiement',
    authorized: 'Recherche d’un(e) préposé(e)',
    assigned: 'Préposé(e) assigné(e)',
    inProgress: 'En cours',
    completed: 'Terminée',
    cancelled: 'Annulée',
  },
  contractor: {
    draft: 'Inachevée',
    quoted: 'En attente de paiement',
    authorized: 'Offerte',
    assigned: 'Acceptée',
    inProgress: 'En cours',
    completed: 'Terminée',
    cancelled: 'Annulée',
  },
};

export const jobCardTexts: Translation<typeof english.jobCardTexts> = {
  WINDOW: '{from}\u00a0–\u00a0{until}',
  BOOKING_NUMBER: 'Réservation {number}',
  AREA: 'Secteur\u00a0: {area}',
  CLEANER: 'Préposé(e)\u00a0: {name}',
  CUSTOMER: 'Client\u00a0: {name}',
  TOTAL: 'Montant total\u00a0: {amount}',
  PAY_TO_BE_CONFIRMED: 'Paie à confirmer',
  PAY: '{done, select, yes {Vous avez gagné {amount}} other {Vous gagnez {amount}}}',
};

export const jobActionTexts: Translation<typeof english.jobActionTexts> = {
  ACTIONS_GROUP: 'Actions sur la tâche',
  LOADING: 'Chargement…',
  CANCEL: 'Annuler',
  CLOSE: 'Fermer',
  UPDATE_FAILED: 'La tâche n’a pas pu être mise à jour. Veuillez réessayer.',
  UNREACHABLE: 'Nous n’avons pas pu joindre MapleShine. Vérifiez votre connexion et réessayez.',
  COMPLETE_TITLE: 'Terminer cette tâche\u00a0?',
  COMPLETE_CHARGE: 'La carte du client sera débitée pour ce ménage.',
  COMPLETE_PAY: '{pay}.',
  COMPLETE_CONFIRM: 'Terminer',
  HAND_BACK_TITLE: 'Rendre cette tâche\u00a0?',
  HAND_BACK_TEXT:
    'Elle sera de nouveau offerte aux autres préposé(e)s. Cette action est irréversible.',
  REJECT_TITLE: 'Refuser cette tâche\u00a0?',
  REJECT_TEXT: 'Elle ne vous sera plus montrée. Cette action est irréversible.',
  REJECT_CONFIRM: 'Refuser',
  CLOCK_ON_DAY: '{day} à {clock}',
  COMPLETABLE_FROM: 'Vous pourrez terminer cette tâche à partir de {clock}.',
  STARTABLE_FROM: 'Vous pourrez commencer cette tâche à partir du {moment}.',
  CONTACT_FROM: 'Les coordonnées du client s’afficheront à partir du {moment}.',
};

export const jobsScreenTexts: Translation<typeof english.jobsScreenTexts> = {
  CANCELLED_TAB: 'Annulées',
  TAB_COUNT: '{tab} ({count})',
  LOADING: 'Chargement des tâches',
  VIEW_DETAILS_OF: '{label}\u00a0: {number}',
  JOBS_FOR_CLEANERS:
    'Les tâches sont destinées aux préposé(e)s qui les acceptent. Vos ménages se trouvent dans Mes réservations.',
  DETAILS_FOR_CLEANERS:
    'Les détails des tâches sont destinés aux préposé(e)s qui les acceptent. Vos ménages se trouvent dans Mes réservations.',
  GO_TO_BOOKINGS: 'Aller à Mes réservations',
  NAME_LABEL: 'Nom',
  HOURS: '{hours, plural, one {# heure} other {# heures}}',
  NO_LONGER_AVAILABLE: 'Cette tâche ne vous est plus offerte.',
  OPEN_FROM_LIST: 'Ouvrez une tâche à partir de votre liste pour en voir les détails.',
};

export const jobsLabels: Translation<typeof english.jobsLabels> = {
  ...dashboardShellLabels,
  HEADING: 'Tâches',
  AVAILABLE_JOBS_TAB: 'Tâches offertes',
  MY_JOBS_TAB: 'Mes tâches',
  COMPLETED_JOBS_TAB: 'Terminées',
  BOOKING_NO: 'N° de réservation',
  CUSTOMER: 'Client',
  DATE: 'Date',
  TIME: 'Heure',
  SERVICE: 'Service',
  CITY: 'Ville',
  ESTIMATED_HOURS: 'Durée estimée',
  STATUS: 'État',
  ACTIONS: 'Actions',
  ACCEPT: 'Accepter',
  REJECT: 'Refuser',
  START: 'Commencer',
  COMPLETE: 'Terminer',
  VIEW_DETAILS: 'Voir les détails',
  PAY_NOTE: 'Vous êtes payé dans les 48 heures suivant chaque quart terminé.',
  EMPTY_TEXT: 'Les tâches s’affichent ici à mesure que les clients de votre ville réservent.',
  SHOW_EARLIER_JOBS: 'Afficher les tâches précédentes',
  EARLIER_JOBS_HINT: 'Vos tâches précédentes s’affichent ici quand vous les chargez.',
};
