/*
 * The signed-in area's own texts in French (decision 108), beside the page labels of
 * dashboard.ts and dashboard-shell.ts.
 */
import type * as english from '../en-CA/account.ts';
import type { Translation } from '../translation.ts';

export const dashboardShellTexts: Translation<typeof english.dashboardShellTexts> = {
  NAVIGATION: 'Compte',
  TOGGLE_NAVIGATION: 'Afficher ou masquer la navigation',
  CLOSE_NAVIGATION: 'Fermer la navigation',
  HOME: 'Accueil de MapleShine',
  YOUR_PROFILE: 'Votre profil',
  LOADING_NAME: 'Chargement de votre nom',
  SESSION_ENDED: 'Votre session a pris fin. Veuillez vous reconnecter.',
};

export const dashboardCommonTexts: Translation<typeof english.dashboardCommonTexts> = {
  NO_DATA_FOUND: 'Aucune donnée trouvée',
  FOR_CUSTOMERS: 'Cette page est réservée aux clients.',
  FOR_CONTRACTORS: 'Cette page est réservée aux préposé(e)s au ménage.',
  PAUSED_QUESTIONS: 'Des questions\u00a0? Écrivez-nous.',
};

export const dashboardPageTexts: Translation<typeof english.dashboardPageTexts> = {
  LOADING_NOTIFICATIONS: 'Chargement des avis',
  RATING_OUT_OF_FIVE: '{rating} / 5',
  WEEK_OF_DAY: '{label} {day}',
  JOB_COUNT: '{count, plural, =0 {aucune tâche} one {# tâche} other {# tâches}}',
};

export const profileTexts: Translation<typeof english.profileTexts> = {
  LOADING_PROFILE: 'Chargement de votre profil',
  UPDATE_FAILED: 'Le profil n’a pas pu être mis à jour.',
  CHANGE_PASSWORD_FAILED: 'Le mot de passe n’a pas pu être changé.',
  UNSUPPORTED_PHOTO:
    'Type de fichier non pris en charge. Veuillez choisir un fichier .jpg, .jpeg ou .png.',
  APPLICATION_STATUS: '{status, select, Pending {En attente} Approved {Approuvée} other {Refusée}}',
};

export const addressTexts: Translation<typeof english.addressTexts> = {
  CUSTOMERS_ONLY_HINT:
    'Les adresses sont réservées aux clients\u00a0: ils y enregistrent les adresses où ils font faire le ménage. Comme préposé(e), vous trouvez l’adresse de chaque tâche dans ses détails.',
  GO_TO_JOBS: 'Aller aux tâches',
  LOADING_ADDRESSES: 'Chargement des adresses',
  LOADING_ADDRESS: 'Chargement de l’adresse',
  ADDED: 'Adresse ajoutée.',
  UPDATED: 'Adresse mise à jour.',
  ADD_FAILED: 'L’adresse n’a pas pu être ajoutée.',
  EDIT_FAILED: 'L’adresse n’a pas pu être modifiée.',
};

export const reviewTexts: Translation<typeof english.reviewTexts> = {
  LOADING: 'Chargement des évaluations',
  CLEANER: 'Préposé(e)\u00a0: {name}',
  BY: 'Par {name}',
  BOOKING_ON: 'Réservation {number} · {day}',
  OUT_OF_FIVE: '{rating} sur 5',
  RATING_NAME: '{label}\u00a0: ',
  NOT_RATED: 'Aucune note',
  STARS: '{count, plural, one {# étoile} other {# étoiles}}',
  ADDED: 'Évaluation ajoutée.',
  ADD_FAILED: 'L’évaluation n’a pas pu être ajoutée.',
  NOT_ADDED: 'Évaluation non ajoutée',
  REVIEWED_BOOKING: 'Réservation évaluée',
  FIELD_LABEL: '{label}\u00a0:',
  CLEANER_LABEL: 'Préposé(e)\u00a0:',
  BOOKING_LINE: '{number}, {day}',
  FOR_CUSTOMERS_HINT:
    'Les clients évaluent leurs ménages ici. Les évaluations que les clients ont écrites sur votre travail se trouvent à votre page Évaluations.',
  GO_TO_REVIEWS: 'Aller aux évaluations',
  NO_BOOKING:
    'Une évaluation porte sur une réservation terminée. Ouvrez Mes réservations et choisissez Évaluer à côté du ménage que vous voulez évaluer.',
  GO_TO_BOOKINGS: 'Aller à Mes réservations',
  REQUIRED: 'Ce champ est obligatoire.',
  TOO_SHORT: 'L’évaluation doit compter au moins 50 caractères.',
  RATING_REQUIRED: 'La note est obligatoire.',
};

export const notificationTexts: Translation<typeof english.notificationTexts> = {
  LOADING: 'Chargement des avis',
};
