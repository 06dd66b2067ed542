import type * as english from '../en-CA/auth.ts';
import type { Translation } from '../translation.ts';

/** Connexion, inscription, mots de passe et activation du compte, en français (décision 107). */

export const loginLabels: Translation<typeof english.loginLabels> = {
  HEADING: 'Bon retour parmi nous',
  SUBHEADING: 'Connectez-vous pour gérer vos réservations ou vos travaux.',
  EMAIL_LABEL: 'Courriel',
  EMAIL_PLACEHOLDER: 'vous@exemple.ca',
  PASSWORD_LABEL: 'Mot de passe',
  PASSWORD_PLACEHOLDER: 'Entrez votre mot de passe',
  FORGOT_PASSWORD: 'Mot de passe oublié ?',
  LOGIN: 'Se connecter',
  NO_ACCOUNT: 'Vous n’avez pas de compte ?',
  REGISTER_LINK: 'S’inscrire',
  CONTRACTOR_PROMPT: 'Vous voulez faire du ménage avec MapleShine ?',
  CONTRACTOR_LINK: 'Posez votre candidature',
};

export const registerLabels: Translation<typeof english.registerLabels> = {
  HEADING: 'Créez votre compte',
  SUBHEADING:
    'Réservez plus vite, gardez vos adresses au même endroit et suivez chacune de vos réservations.',
  FIRST_NAME_LABEL: 'Prénom',
  FIRST_NAME_PLACEHOLDER: 'Entrez votre prénom',
  LAST_NAME_LABEL: 'Nom de famille',
  LAST_NAME_PLACEHOLDER: 'Entrez votre nom de famille',
  EMAIL_LABEL: 'Courriel',
  EMAIL_PLACEHOLDER: 'vous@exemple.ca',
  PHONE_LABEL: 'Téléphone',
  PHONE_PLACEHOLDER: 'Numéro à 10 chiffres',
  PASSWORD_LABEL: 'Mot de passe',
  PASSWORD_PLACEHOLDER: 'Au moins 6 caractères',
  CONFIRM_PASSWORD_LABEL: 'Confirmer le mot de passe',
  CONFIRM_PASSWORD_PLACEHOLDER: 'Entrez de nouveau votre mot de passe',
  TERMS_NOTE:
    'En créant un compte, vous acceptez nos Conditions générales et notre Politique de confidentialité.',
  REGISTER: 'S’inscrire',
  HAVE_ACCOUNT: 'Vous avez déjà un compte ?',
  LOGIN_LINK: 'Se connecter',
  CONTRACTOR_PROMPT: 'Vous cherchez du travail en ménage ?',
  CONTRACTOR_LINK: 'Postuler comme préposé(e) au ménage',
};

export const forgotPasswordLabels: Translation<typeof english.forgotPasswordLabels> = {
  HEADING: 'Mot de passe oublié ?',
  SUBHEADING:
    'Entrez l’adresse courriel de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  EMAIL_LABEL: 'Courriel',
  EMAIL_PLACEHOLDER: 'vous@exemple.ca',
  SUBMIT: 'Envoyer le lien',
  LINK_HELP: 'Le lien ne fonctionne qu’une fois et expire après 60 minutes.',
  BACK_TO_LOGIN: 'Retour à la connexion',
};

export const resetPasswordLabels: Translation<typeof english.resetPasswordLabels> = {
  HEADING: 'Choisissez un nouveau mot de passe',
  SUBHEADING:
    'Utilisez au moins 6 caractères et évitez un mot de passe que vous utilisez ailleurs.',
  OPERATOR_SUBHEADING:
    'Le mot de passe de votre console doit compter au moins 8 caractères et ne pas être un mot de passe courant.',
  NEW_PASSWORD_LABEL: 'Nouveau mot de passe',
  NEW_PASSWORD_PLACEHOLDER: 'Au moins 6 caractères',
  OPERATOR_PASSWORD_PLACEHOLDER: 'Au moins 8 caractères',
  CONFIRM_PASSWORD_LABEL: 'Confirmer le nouveau mot de passe',
  CONFIRM_PASSWORD_PLACEHOLDER: 'Entrez de nouveau votre nouveau mot de passe',
  SUBMIT: 'Réinitialiser le mot de passe',
  BACK_TO_LOGIN: 'Retour à la connexion',
  LINK_USED_HEADING: 'Ce lien de réinitialisation a déjà servi ou est expiré',
  LINK_USED_TEXT:
    'Un lien de réinitialisation ne fonctionne qu’une fois, et pour un temps limité. Demandez-en un nouveau et nous vous l’enverrons par courriel.',
  NEW_LINK: 'M’envoyer un nouveau lien',
};

export const successRegistrationLabels: Translation<typeof english.successRegistrationLabels> = {
  HEADING: 'Merci de vous être inscrit !',
  TEXT: 'Nous avons envoyé un lien d’activation à votre adresse courriel. Ouvrez-le pour activer votre compte; le lien ne fonctionne qu’une fois et expire après 7 jours.',
  HINT: 'Vous ne le trouvez pas ? Vérifiez votre dossier de pourriels.',
  BACK_HOME: 'Retour à l’accueil',
};

export const accountActivationLabels: Translation<typeof english.accountActivationLabels> = {
  HEADING: 'Activation de votre compte',
  TEXT: 'Un instant, nous confirmons votre adresse courriel.',
  ALREADY_ACTIVE_HEADING: 'Votre compte est déjà actif',
  INVALID_HEADING: 'Ce lien d’activation ne peut pas être utilisé',
  LOGIN: 'Se connecter',
  BACK_HOME: 'Retour à l’accueil',
};

export const accountVerifiedLabels: Translation<typeof english.accountVerifiedLabels> = {
  HEADING: 'Votre compte est vérifié',
  TEXT: 'Merci d’avoir confirmé votre adresse courriel. Vous pouvez maintenant vous connecter pour réserver des ménages et les gérer depuis votre tableau de bord.',
  LOGIN: 'Se connecter',
};

export const successResetPasswordLabels: Translation<typeof english.successResetPasswordLabels> = {
  HEADING: 'Mot de passe réinitialisé',
  TEXT: 'Votre mot de passe a été changé. Connectez-vous avec votre nouveau mot de passe pour continuer.',
  LOGIN: 'Se connecter',
};

/** The sign-in pages' loading words, and their sayings when a call fails without a message. */
export const authTexts: Translation<typeof english.authTexts> = {
  LOADING_LOGIN_FORM: 'Chargement du formulaire de connexion',
  LOADING_REGISTER_FORM: 'Chargement du formulaire d’inscription',
  LOADING_FORGOT_FORM: 'Chargement du formulaire de mot de passe oublié',
  LOADING_RESET_FORM: 'Chargement du formulaire de nouveau mot de passe',
  LOGGING_OUT: 'Déconnexion',
  LOGIN_FAILED: 'La connexion a échoué.',
  REGISTER_FAILED: 'La création de votre compte a échoué.',
  RESET_LINK_FAILED: 'L’envoi du lien de réinitialisation a échoué.',
  RESET_FAILED: 'La réinitialisation de votre mot de passe a échoué.',
};
