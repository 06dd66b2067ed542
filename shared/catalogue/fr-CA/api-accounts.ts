import type * as english from '../en-CA/api-accounts.ts';
import type { Translation } from '../translation.ts';

export const accountRefusals: Translation<typeof english.accountRefusals> = {
  addressNotFound: 'Adresse introuvable.',
  notYourAddresses: 'Vous ne pouvez gérer que vos propres adresses.',
  operatorsDoNotApply:
    'Un compte de la console ne peut pas postuler pour faire le ménage. Veuillez postuler avec une autre adresse courriel.',
  cityRequired: 'Veuillez choisir la ville.',
  experienceRequired: 'Veuillez choisir vos années d’expérience.',
  photoRequired: 'Veuillez téléverser une photo de vous.',
  wrongCredentials: 'Le courriel ou le mot de passe est incorrect.',
  notActivated:
    'Veuillez activer votre compte avec le lien que nous vous avons envoyé par courriel avant de vous connecter.',
  currentPasswordRequired: 'Veuillez entrer votre mot de passe actuel.',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect.',
  samePassword: 'Le nouveau mot de passe doit être différent de l’actuel.',
  resetInvalid: 'Ce lien de réinitialisation n’est pas valide ou a expiré.',
  resetUsed: 'Ce lien de réinitialisation a déjà servi ou a expiré.',
  passwordsDiffer: 'Les mots de passe ne correspondent pas.',
  passwordTooShort: 'Entrez au moins {minLength} caractères.',
  passwordTooCommon: 'Ce mot de passe est trop courant. Veuillez en choisir un moins courant.',
  invalidPhone: 'Numéro de téléphone non valide.',
  notYourProfile: 'Vous ne pouvez consulter et modifier que votre propre profil.',
  emailReadOnly: 'L’adresse courriel ne peut pas être modifiée.',
  profileNotFound: 'Profil introuvable.',
  activationInvalid: 'Ce lien d’activation n’est pas valide ou a expiré.',
  alreadyActive: 'Votre compte est déjà actif. Veuillez vous connecter.',
  wrongCode: 'Le code est incorrect. Veuillez réessayer.',
  usedCode: 'Ce code a déjà servi. Veuillez attendre le suivant.',
  alreadySetUp:
    'Votre application d’authentification est déjà configurée. Veuillez entrer un code qu’elle affiche.',
  setUpFirst: 'Veuillez d’abord configurer votre application d’authentification.',
};

export const accountAnswers: Translation<typeof english.accountAnswers> = {
  addressAdded: 'Adresse ajoutée.',
  addressUpdated: 'Adresse mise à jour.',
  addressDeleted: 'Adresse supprimée.',
  applicationReceived:
    'Merci d’avoir postulé. Consultez vos courriels pour connaître la suite; nous vous écrirons de nouveau une fois votre candidature examinée.',
  passwordChanged: 'Votre mot de passe a été modifié.',
  resetRequested:
    'Si un compte existe pour ce courriel, nous y avons envoyé un lien pour réinitialiser son mot de passe.',
  resetLinkUsable: 'Ce lien de réinitialisation peut être utilisé.',
  profileUpdated: 'Profil mis à jour.',
  secondFactorSetUp:
    'Votre application d’authentification est configurée. Gardez vos codes de récupération en lieu sûr.',
  secondFactorPassed: 'Code accepté.',
  registered: 'Inscription réussie. Consultez vos courriels pour activer votre compte.',
  activated: 'Votre compte est maintenant actif. Vous pouvez vous connecter.',
  loggedIn: 'Connexion réussie.',
  loggedOut: 'Vous avez été déconnecté.',
  passwordReset:
    'Votre mot de passe a été réinitialisé. Veuillez vous connecter avec votre nouveau mot de passe.',
};
