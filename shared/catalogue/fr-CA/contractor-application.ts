import type * as english from '../en-CA/contractor-application.ts';
import type { Translation } from '../translation.ts';

/** /contractor-application, en français (décision 107). */
export const contractorApplicationLabels: Translation<typeof english.contractorApplicationLabels> =
  {
    HEADING: 'Candidature de préposé(e) au ménage',
    SUBHEADING:
      'Parlez-nous de vous. Une fois votre vérification des antécédents réussie et votre candidature approuvée, vous pourrez accepter des travaux.',
    FULL_NAME_LABEL: 'Nom complet',
    FULL_NAME_PLACEHOLDER: 'Entrez votre nom complet',
    EMAIL_LABEL: 'Courriel',
    EMAIL_PLACEHOLDER: 'vous@exemple.ca',
    PHONE_LABEL: 'Téléphone',
    PHONE_PLACEHOLDER: 'Numéro à 10 chiffres',
    CITY_LABEL: 'Ville',
    CITY_PLACEHOLDER: 'Choisissez la ville où vous voulez travailler',
    EXPERIENCE_LABEL: 'Années d’expérience',
    EXPERIENCE_PLACEHOLDER: 'Choisissez vos années d’expérience',
    PHOTO_LABEL: 'Photo',
    PHOTO_BUTTON: 'Téléverser une photo',
    PHOTO_HELP: 'Une photo nette de votre visage, en fichier .jpg, .jpeg ou .png, d’au plus 5 Mo.',
    PASSWORD_LABEL: 'Mot de passe',
    PASSWORD_PLACEHOLDER: 'Au moins 6 caractères',
    PASSWORD_HELP:
      'Vous utiliserez votre courriel et ce mot de passe pour vous connecter et voir vos travaux.',
    BACKGROUND_CHECK_LABEL:
      'Je consens à une vérification de mes antécédents dans le cadre de ma candidature pour faire du ménage avec MapleShine.',
    SUBMIT: 'Envoyer ma candidature',
    HAVE_ACCOUNT: 'Vous avez déjà postulé ?',
    LOGIN_LINK: 'Se connecter',
    CONFIRMATION_HEADING: 'Candidature reçue',
    BACK_HOME: 'Retour à l’accueil',
    PENDING_HEADING: 'Votre candidature est à l’étude',
    PENDING_TEXT:
      'Merci d’avoir postulé. Nous étudions votre candidature et vous écrirons par courriel dès qu’elle sera approuvée; d’ici là, vous ne pouvez pas accepter de travaux.',
    APPROVED_HEADING: 'Votre candidature est approuvée',
    APPROVED_TEXT:
      'Vous pouvez accepter des ménages dans votre ville depuis votre tableau de bord.',
    SEE_JOBS: 'Voir les travaux',
    REJECTED_HEADING: 'Votre candidature n’a pas été approuvée',
    REJECTED_TEXT: 'Si vous avez des questions sur cette décision, communiquez avec nous.',
    CONTACT_US: 'Nous joindre',
  };
