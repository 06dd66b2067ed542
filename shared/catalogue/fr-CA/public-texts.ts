import type * as english from '../en-CA/public-texts.ts';
import type { Translation } from '../translation.ts';

/* Les textes du site public et des pages de connexion qui ne sont pas des libellés (décision 107). */

export const siteTexts: Translation<typeof english.siteTexts> = {
  NO_DATA: 'Aucune donnée trouvée',
  LOADING_DESCRIPTION: 'Chargement de la description',
  ABOUT_OUR_SERVICE: 'À propos de notre service',
  LOADING_QUESTIONS: 'Chargement des questions',
  LOADING_SERVICES: 'Chargement des services',
  LOADING_JOB_OVERVIEW: 'Chargement de l’aperçu de l’emploi',
  FOR_CUSTOMERS: 'Cette page est réservée à la clientèle.',
  FOR_CONTRACTORS: 'Cette page est réservée aux préposé(e)s au ménage.',
  LOADING_BLOGS: 'Chargement des billets',
  LOADING_APPLICATION_FORM: 'Chargement du formulaire de candidature',
  LOADING_YOUR_APPLICATION: 'Chargement de votre candidature',
  LOADING_PAGE: 'Chargement de la page',
  CAPTCHA: 'Vérification anti-robot',
  CAPTCHA_MISSING: 'Veuillez confirmer que vous n’êtes pas un robot.',
  LOADING_REVIEWS: 'Chargement des avis',
  VIEW_ALL: 'Tout voir',
  LOADING_TESTIMONIALS: 'Chargement des témoignages',
  LOADING_CONTACT_FORM: 'Chargement du formulaire de contact',
  LOADING_PAGE_TITLE: 'Chargement du titre de la page',
  LOADING_BLOG: 'Chargement du billet',
  LOADING_BOOKING_FORM: 'Chargement du formulaire de réservation',
  PAUSED_CONTACT: 'Des questions ? Écrivez-nous.',
  APPLICATION_FAILED: 'L’envoi de votre candidature a échoué.',
};
