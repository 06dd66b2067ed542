import type * as english from '../en-CA/site.ts';
import type { Translation } from '../translation.ts';

export const siteHeaderLabels: Translation<typeof english.siteHeaderLabels> = {
  HOME_LINK: 'Accueil de MapleShine',
  MAIN_NAV: 'Navigation principale',
  MOBILE_NAV: 'Menu du téléphone',
  ABOUT: 'À propos',
  SERVICES: 'Nos services',
  BOOK_NOW: 'Réserver',
  OPEN_MENU: 'Ouvrir le menu',
  CLOSE_MENU: 'Fermer le menu',
  ACCOUNT: 'Mon compte',
  LOG_IN: 'Se connecter',
  JOIN_US: 'Travailler avec nous',
  SERVICES_LOADING: 'Chargement…',
  NO_SERVICES: 'Aucun service trouvé',
};

export const siteFooterLabels: Translation<typeof english.siteFooterLabels> = {
  EXPLORE: 'Découvrir',
  ABOUT_US: 'À propos de nous',
  SERVICES: 'Nos services',
  COMMERCIAL: 'Entreprises et commerces',
  BLOG: 'Blogue',
  CAREERS: 'Carrières',
  JOIN_US: 'Travailler avec nous',
  HELP_AND_LEGAL: 'Aide et mentions légales',
  CONTACT_US: 'Nous joindre',
  FAQ: 'Questions fréquentes',
  TERMS: 'Conditions d’utilisation',
  PRIVACY: 'Politique de confidentialité',
  CONTACT: 'Coordonnées',
  SOCIAL_LINKS: 'Réseaux sociaux',
  ACCREDITATION: 'Préposés au ménage vérifiés, antécédents contrôlés',
  ACCREDITATION_FIRST_LINE: 'Préposés au ménage vérifiés,',
  ACCREDITATION_SECOND_LINE: 'antécédents contrôlés',
};

export const shellLabels: Translation<typeof english.shellLabels> = {
  LOADING_PAGE: 'Chargement de la page',
  LOADING_ERROR_TITLE: 'Erreur de chargement',
  ERROR_TITLE: 'Erreur',
  NOT_LOADED: 'Cette page n’a pas pu être chargée.',
  WENT_WRONG: 'Une erreur s’est produite.',
  CHECK_CONNECTION: 'Vérifiez votre connexion, puis réessayez.',
  TRY_AGAIN_OR_CONTACT: 'Veuillez réessayer. Si le problème persiste, écrivez-nous.',
  TRY_AGAIN: 'Réessayer',
  CONTACT_US: 'Nous joindre',
  DEFAULT_DESCRIPTION: 'Services de ménage professionnels',
  DEFAULT_KEYWORDS: 'ménage, entretien ménager',
  CLOSE: 'Fermer',
  CLOSE_NOTIFICATION: 'Fermer l’avis',
  SUBMITTING: 'Chargement…',
};
