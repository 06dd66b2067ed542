import type * as english from '../en-CA/admin-sign-in.ts';
import type { Translation } from '../translation.ts';

/** Le deuxième facteur de la console à la connexion (décision 078). */
export const secondFactorLabels: Translation<typeof english.secondFactorLabels> = {
  CODE_HEADING: 'Entrez votre code',
  CODE_INTRO:
    'La console MapleShine demande un deuxième facteur. Entrez le code à 6\u00a0chiffres que votre application d’authentification affiche en ce moment, ou l’un de vos codes de récupération.',
  CODE_LABEL: 'Code',
  CODE_PLACEHOLDER: '123456',
  VERIFY: 'Vérifier',
  SETUP_HEADING: 'Configurez votre application d’authentification',
  SETUP_INTRO:
    'La console demande un code d’une application d’authentification (comme Google Authenticator, Microsoft Authenticator ou 1Password) à chaque connexion. Ajoutez cette clé à votre application, puis entrez le code qu’elle affiche.',
  SETUP_LOADING: 'Création de votre clé',
  KEY_LABEL: 'Clé',
  URI_LABEL: 'Ou ouvrez cette adresse sur le téléphone où se trouve l’application',
  FIRST_CODE_LABEL: 'Code de l’application',
  CONFIRM: 'Confirmer',
  RECOVERY_HEADING: 'Vos codes de récupération',
  RECOVERY_INTRO:
    'Chaque code fonctionne une seule fois, à la place d’un code de l’application, si vous perdez votre téléphone. Ils ne s’affichent que maintenant\u00a0: gardez-les en lieu sûr, par exemple dans un gestionnaire de mots de passe.',
  RECOVERY_LIST: 'Codes de récupération',
  RECOVERY_DONE: 'C’est fait\u00a0: ouvrir la console',
  SIX_DIGITS: 'Entrez le code à 6\u00a0chiffres de votre application d’authentification.',
  CODE_OR_RECOVERY:
    'Entrez le code à 6\u00a0chiffres de votre application d’authentification, ou un code de récupération.',
  FAILED: 'Le code n’a pas pu être vérifié.',
};

export const confirmCodeLabels: Translation<typeof english.confirmCodeLabels> = {
  LABEL: 'Code de votre application d’authentification',
  HINT: 'Les remboursements et les changements d’accès à la console se confirment avec un nouveau code.',
};
