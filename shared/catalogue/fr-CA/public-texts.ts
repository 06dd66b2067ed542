import type * as english from '../en-CA/public-texts.ts';
import type { Translation } from '../translation.ts';

/* Les textes du site public et des pages de connexion qui ne sont pas des libellés (décision 107). */

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
  PASSWORDS_DIFFER: 'Les mots de passe ne correspondent pas.',
};
