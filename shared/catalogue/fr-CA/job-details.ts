/* La page d’une tâche (/job-details), en français (décision 108). */
import type * as english from '../en-CA/job-details.ts';
import type { Translation } from '../translation.ts';
import { dashboardShellLabels } from './dashboard-shell.ts';

export const jobDetailsLabels: Translation<typeof english.jobDetailsLabels> = {
  ...dashboardShellLabels,
  HEADING: 'Détails de la tâche',
  CUSTOMER_HEADING: 'Client',
  BOOKING_NUMBER_LABEL: 'Numéro de réservation',
  BOOKING_DATE_LABEL: 'Date de réservation',
  CONTACT_DETAILS_HEADING: 'Coordonnées',
  EMAIL_LABEL: 'Courriel',
  ADDRESS_LABEL: 'Adresse',
  CITY_LABEL: 'Ville',
  PHONE_LABEL: 'Téléphone',
  ACCESS_NOTES_HEADING: 'Consignes d’accès',
  SERVICE_DETAILS_HEADING: 'Détails du service',
  SERVICE_LABEL: 'Service',
  ESTIMATED_HOURS_LABEL: 'Durée estimée',
  CLEANING_DATE_LABEL: 'Date du ménage',
  FROM_LABEL: 'De',
  UNTIL_LABEL: 'À',
  PAY_LABEL: 'Votre paie pour cette tâche',
  EXTRAS_HEADING: 'Options',
  NO_EXTRAS: 'Aucune option',
  ACCEPT: 'Accepter',
  REJECT: 'Refuser',
  START: 'Commencer',
  COMPLETE: 'Terminer',
  BACK: 'Retour aux tâches',
  AREA_LABEL: 'Secteur',
  CONTACT_AFTER_ACCEPT:
    'Les coordonnées s’affichent une fois la tâche acceptée, à partir de 24 heures avant son début.',
  CONTACT_ENDED: 'Les coordonnées ne s’affichent que tant que la tâche vous revient.',
};
