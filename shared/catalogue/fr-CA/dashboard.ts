/*
 * The dashboard screens in French (decision 108): the same slugs and keys as the English, each
 * carrying the shell's labels with its own. The cleaner is « préposé(e) au ménage », a job
 * « tâche », a booking « réservation ».
 */
import type * as english from '../en-CA/dashboard.ts';
import type { Translation } from '../translation.ts';
import { accessNotesLabels } from './access-notes.ts';
import { dashboardShellLabels } from './dashboard-shell.ts';

/** Fields of the add-address and edit-address forms. */
export const addressFormLabels: Translation<typeof english.addressFormLabels> = {
  ADDRESS_LABEL: 'Adresse',
  ADDRESS_PLACEHOLDER: 'Adresse municipale, avec le numéro d’appartement',
  CITY_LABEL: 'Ville',
  CITY_PLACEHOLDER: 'p. ex. Gatineau',
  ZIP_CODE_LABEL: 'Code postal',
  ZIP_CODE_PLACEHOLDER: 'p. ex. J8X 2T2',
  STATE_LABEL: 'Province',
  STATE_PLACEHOLDER: 'p. ex. Québec',
  COUNTRY_LABEL: 'Pays',
  COUNTRY_PLACEHOLDER: 'p. ex. Canada',
  CANCEL: 'Annuler',
  ...accessNotesLabels,
};

export const changePasswordLabels: Translation<typeof english.changePasswordLabels> = {
  ...dashboardShellLabels,
  HEADING: 'Changer le mot de passe',
  CURRENT_PASSWORD_LABEL: 'Mot de passe actuel',
  CURRENT_PASSWORD_PLACEHOLDER: 'Entrez votre mot de passe actuel',
  NEW_PASSWORD_LABEL: 'Nouveau mot de passe',
  NEW_PASSWORD_PLACEHOLDER: 'Au moins 6 caractères',
  CONFIRM_PASSWORD_LABEL: 'Confirmer le nouveau mot de passe',
  CONFIRM_PASSWORD_PLACEHOLDER: 'Entrez de nouveau votre nouveau mot de passe',
  SUBMIT: 'Mettre à jour le mot de passe',
  CANCEL: 'Annuler',
};

export const dashboardLabels: Translation<typeof english.dashboardLabels> = {
  ...dashboardShellLabels,
  HEADING: 'Tableau de bord',
  TOTAL_BOOKINGS: 'Réservations au total',
  UPCOMING_BOOKINGS: 'Réservations à venir',
  COMPLETED_BOOKINGS: 'Réservations terminées',
  CANCELLED_BOOKINGS: 'Réservations annulées',
  OPEN_JOBS: 'Tâches offertes dans votre ville',
  ACCEPTED_JOBS: 'Tâches acceptées',
  COMPLETED_JOBS: 'Tâches terminées',
  AVERAGE_RATING: 'Note moyenne',
  PENDING_APPROVAL_TEXT:
    'Votre candidature est à l’étude. Nous vous écrirons par courriel une fois approuvée; vous pourrez alors accepter des tâches.',
  PAUSED_HEADING: 'Votre compte est suspendu',
  PAUSED_TEXT:
    'Les nouvelles tâches ne vous sont pas montrées pendant la suspension. Les tâches que vous avez acceptées restent les vôtres.',
  RECENT_NOTIFICATIONS_HEADING: 'Avis récents',
  VIEW_ALL: 'Tout voir',
  BOOK_NOW: 'Réserver',
  TOTAL_SPENT: 'Dépenses totales',
  IN_PROGRESS_JOBS: 'Tâches en cours',
  EARNINGS: 'Gains',
  EARNINGS_THIS_WEEK: 'Gagné cette semaine',
  EARNINGS_BY_WEEK_HEADING: 'Votre paie par semaine',
  WEEK_OF: 'Semaine du',
  NO_RATING_YET: 'Aucune évaluation pour l’instant',
  REVIEWS: 'Évaluations',
  WORKING_HOURS: 'Heures de travail',
  HOURS_UNCONFIRMED_HEADING: 'Confirmez vos heures de travail',
  HOURS_UNCONFIRMED_TEXT:
    'Nous vous avons suggéré des heures. Vérifiez-les et confirmez-les, pour qu’on n’offre aux clients que les heures où vous travaillez vraiment.',
  HOURS_CONFIRM_LINK: 'Vérifier mes heures',
};

export const profileLabels: Translation<typeof english.profileLabels> = {
  ...dashboardShellLabels,
  HEADING: 'Mon profil',
  FIRST_NAME_LABEL: 'Prénom',
  LAST_NAME_LABEL: 'Nom de famille',
  FULL_NAME_LABEL: 'Nom complet',
  EMAIL_LABEL: 'Courriel',
  PHONE_LABEL: 'Téléphone',
  ADDRESS_LABEL: 'Adresse',
  CITY_LABEL: 'Ville',
  ZIP_CODE_LABEL: 'Code postal',
  REGION_LABEL: 'Province',
  COUNTRY_LABEL: 'Pays',
  SERVICE_CITY_LABEL: 'Ville de service',
  STATUS_LABEL: 'État de la candidature',
  EDIT_PROFILE: 'Modifier le profil',
  CHANGE_PASSWORD: 'Changer le mot de passe',
  ADDRESSES_HEADING: 'Mes adresses',
  ADD_ADDRESS: 'Ajouter une adresse',
  EDIT_ADDRESS: 'Modifier',
  DELETE_ADDRESS: 'Supprimer',
  DELETE_ADDRESS_CONFIRM: 'Supprimer cette adresse\u00a0?',
  CANCEL: 'Annuler',
  EMPTY_ADDRESSES_TEXT: 'Enregistrez une adresse ici et choisissez-la quand vous réservez.',
};

export const editProfileLabels: Translation<typeof english.editProfileLabels> = {
  ...dashboardShellLabels,
  HEADING: 'Modifier le profil',
  UPLOAD_PHOTO: 'Téléverser une photo',
  PHOTO_HELP: '.jpg, .jpeg ou .png, jusqu’à 5 Mo',
  FIRST_NAME_LABEL: 'Prénom',
  FIRST_NAME_PLACEHOLDER: 'Entrez votre prénom',
  LAST_NAME_LABEL: 'Nom de famille',
  LAST_NAME_PLACEHOLDER: 'Entrez votre nom de famille',
  FULL_NAME_LABEL: 'Nom complet',
  FULL_NAME_PLACEHOLDER: 'Entrez votre nom complet',
  EMAIL_LABEL: 'Courriel',
  EMAIL_HELP: 'Votre adresse courriel ne peut pas être changée.',
  PHONE_LABEL: 'Téléphone',
  PHONE_PLACEHOLDER: 'Numéro de téléphone à 10 chiffres',
  ADDRESS_LABEL: 'Adresse',
  CITY_LABEL: 'Ville',
  ZIP_CODE_LABEL: 'Code postal',
  REGION_LABEL: 'Province',
  COUNTRY_LABEL: 'Pays',
  CURRENT_PASSWORD_LABEL: 'Mot de passe actuel',
  CURRENT_PASSWORD_PLACEHOLDER: 'Requis seulement pour choisir un nouveau mot de passe',
  NEW_PASSWORD_LABEL: 'Nouveau mot de passe',
  NEW_PASSWORD_PLACEHOLDER: 'Laissez vide pour garder votre mot de passe actuel',
  CONFIRM_PASSWORD_LABEL: 'Confirmer le nouveau mot de passe',
  CONFIRM_PASSWORD_PLACEHOLDER: 'Entrez de nouveau votre nouveau mot de passe',
  SAVE: 'Enregistrer les modifications',
  CANCEL: 'Annuler',
};

export const addAddressLabels: Translation<typeof english.addAddressLabels> = {
  ...dashboardShellLabels,
  HEADING: 'Ajouter une adresse',
  ...addressFormLabels,
  SUBMIT: 'Enregistrer l’adresse',
};

export const editAddressLabels: Translation<typeof english.editAddressLabels> = {
  ...dashboardShellLabels,
  HEADING: 'Modifier l’adresse',
  ...addressFormLabels,
  SUBMIT: 'Mettre à jour l’adresse',
  NO_ADDRESS_CHOSEN: 'Choisissez l’adresse à modifier à partir de votre profil.',
  BACK_TO_PROFILE: 'Retour au profil',
};

export const bookingLabels: Translation<typeof english.bookingLabels> = {
  ...dashboardShellLabels,
  HEADING: 'Mes réservations',
  BOOKING_NO: 'N° de réservation',
  DATE: 'Date',
  TIME: 'Heure',
  SERVICE: 'Service',
  CITY: 'Ville',
  ADDRESS: 'Adresse',
  TOTAL: 'Total',
  STATUS: 'État',
  ACTIONS: 'Actions',
  CANCEL_BOOKING: 'Annuler la réservation',
  CANCEL_CONFIRM_HEADING: 'Annuler cette réservation\u00a0?',
  CANCEL_CONFIRM_TEXT:
    'Une réservation ne peut être annulée qu’avant que votre préposé(e) au ménage commence.',
  KEEP_BOOKING: 'Garder la réservation',
  CONFIRM_CANCEL: 'Oui, annuler',
  ADD_REVIEW: 'Évaluer',
  ACCESS_NOTES: 'Consignes d’accès',
  BOOK_NOW: 'Réserver',
  EMPTY_TEXT: 'Vos ménages s’affichent ici dès que vous en réservez un.',
  SHOW_EARLIER_BOOKINGS: 'Afficher les réservations précédentes',
};

export const reviewsLabels: Translation<typeof english.reviewsLabels> = {
  ...dashboardShellLabels,
  HEADING: 'Évaluations',
  CUSTOMER_SUBHEADING: 'Les évaluations que vous avez écrites sur vos ménages.',
  CONTRACTOR_SUBHEADING: 'Ce que les clients disent de votre travail.',
  RATING_LABEL: 'Note',
  CUSTOMER_EMPTY_TEXT:
    'Une fois un ménage terminé, vous pouvez l’évaluer à partir de vos réservations.',
  CONTRACTOR_EMPTY_TEXT: 'Les évaluations de vos tâches terminées s’affichent ici.',
};

export const addReviewLabels: Translation<typeof english.addReviewLabels> = {
  ...dashboardShellLabels,
  HEADING: 'Ajouter une évaluation',
  SUBHEADING:
    'Comment s’est passé votre ménage\u00a0? Votre évaluation aide les autres clients et nos préposé(e)s.',
  BOOKING_LABEL: 'Réservation',
  SERVICE_LABEL: 'Service',
  RATING_LABEL: 'Votre note',
  REVIEW_LABEL: 'Votre évaluation',
  REVIEW_PLACEHOLDER: 'Parlez-nous de votre ménage (de 50 à 250 caractères)',
  SUBMIT: 'Envoyer l’évaluation',
  CANCEL: 'Annuler',
};

export const notificationLabels: Translation<typeof english.notificationLabels> = {
  ...dashboardShellLabels,
  HEADING: 'Avis',
  SUBHEADING: 'Les nouvelles de vos réservations, de vos tâches et de votre compte.',
  MARK_AS_READ: 'Marquer comme lu',
  NEW_BADGE: 'Nouveau',
  MARK_ALL_AS_READ: 'Tout marquer comme lu',
  EMPTY_TEXT: 'Nous vous prévenons ici quand une réservation ou une tâche change.',
};
