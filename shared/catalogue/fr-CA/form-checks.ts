import type * as english from '../en-CA/form-checks.ts';
import type { Translation } from '../translation.ts';
import { checkFieldMessages } from './background-checks.ts';

/* Ce que disent les formulaires du site avant tout envoi (décision 115). */

export const formFieldMessages: Translation<typeof english.formFieldMessages> = {
  ...checkFieldMessages,
  chooseDocument: 'Veuillez choisir un reçu ou une note de crédit.',
  bookingLinkMissing: 'Le lien de la réservation est manquant.',
  bookingLinkTooLong: 'Le lien de la réservation est trop long.',
  city: 'Veuillez choisir la ville.',
  slugMissing: 'L’identifiant de la page est manquant.',
  slugFormat:
    'L’identifiant de la page ne peut contenir que des lettres minuscules, des chiffres et des traits d’union.',
  rejectionReason: 'Veuillez indiquer le motif du refus.',
  refundAmount: 'Entrez le montant à rembourser.',
  amountFormat: 'Entrez le montant en dollars et en cents, par exemple 25,50.',
  refundReason: 'Veuillez indiquer le motif du remboursement.',
  refundReasonTooLong: 'Le motif ne peut pas dépasser 300 caractères.',
  confirmWithCode:
    'Veuillez confirmer avec le code à 6 chiffres de votre application d’authentification.',
  reasonTooShort: 'Le motif doit compter au moins 5 caractères.',
  reasonTooLong: 'Le motif doit compter au plus 1000 caractères.',
  reason: 'Veuillez écrire un motif.',
  reasonUnder500: 'Veuillez garder le motif sous 500 caractères.',
  emailRequired: 'Le courriel est obligatoire.',
  emailFormat: 'Format de courriel non valide.',
  passwordRequired: 'Le mot de passe est obligatoire.',
  passwordMin: 'Entrez au moins 6 caractères.',
  passwordTooLong: 'Le mot de passe est trop long.',
  currentPassword: 'Veuillez entrer votre mot de passe actuel.',
  confirmPassword: 'Veuillez confirmer le mot de passe.',
  messageRequired: 'Le message est obligatoire.',
  messageTooLong: 'Le message ne peut pas dépasser 2000 caractères.',
  phoneRequired: 'Le numéro de téléphone est obligatoire.',
  phoneInvalid: 'Numéro de téléphone non valide.',
  codeMissing: 'Le code est manquant.',
  codeInvalid: 'Le code n’est pas valide.',
  firstNameRequired: 'Le prénom est obligatoire.',
  firstNameTooLong: 'Le prénom ne peut pas dépasser 50 caractères.',
  lastNameRequired: 'Le nom de famille est obligatoire.',
  lastNameTooLong: 'Le nom de famille ne peut pas dépasser 50 caractères.',
  fullNameRequired: 'Le nom complet est obligatoire.',
  fullNameTooLong: 'Le nom complet ne peut pas dépasser 50 caractères.',
  nameRequired: 'Le nom est obligatoire.',
  nameTooLong: 'Le nom ne peut pas dépasser 50 caractères.',
  nameLetters:
    'Veuillez entrer un nom composé de lettres, d’espaces, de traits d’union ou d’apostrophes.',
  captchaRefused: 'Le captcha n’a pas été accepté. Veuillez réessayer.',
  authenticatorCode: 'Entrez le code à 6 chiffres de votre application d’authentification.',
  authenticatorOrRecoveryCode:
    'Entrez le code à 6 chiffres de votre application d’authentification, ou un code de récupération.',
  experience: 'Veuillez choisir vos années d’expérience.',
  backgroundCheck: 'Veuillez accepter une vérification des antécédents.',
  photo: 'Veuillez téléverser une photo de vous.',
  addressRequired: 'L’adresse est obligatoire.',
  addressTooLong: 'L’adresse ne peut pas dépasser 255 caractères.',
  cityRequired: 'La ville est obligatoire.',
  cityTooLong: 'La ville ne peut pas dépasser 100 caractères.',
  zipCodeRequired: 'Le code postal est obligatoire.',
  zipCodeTooLong: 'Le code postal ne peut pas dépasser 20 caractères.',
  stateRequired: 'La province est obligatoire.',
  stateTooLong: 'La province ne peut pas dépasser 100 caractères.',
  countryRequired: 'Le pays est obligatoire.',
  countryTooLong: 'Le pays ne peut pas dépasser 100 caractères.',
};

export const formCheckTexts: Translation<typeof english.formCheckTexts> = {
  PASSWORDS_DIFFER: 'Les mots de passe ne correspondent pas.',
  PASSWORD_TOO_SHORT: 'Entrez au moins {minLength} caractères.',
  UNSUPPORTED_PHOTO:
    'Type de fichier non pris en charge. Veuillez choisir un fichier .jpg, .jpeg ou .png.',
  PHOTO_TOO_LARGE: 'La photo doit faire 5 Mo ou moins.',
};
