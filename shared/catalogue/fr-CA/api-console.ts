import type * as english from '../en-CA/api-console.ts';
import type { Translation } from '../translation.ts';

export const consoleRefusals: Translation<typeof english.consoleRefusals> = {
  applicationNotFound: 'Aucune candidature de ce genre.',
  alreadyApproved: 'La candidature de {name} est déjà approuvée.',
  alreadyDecided:
    'La candidature de {name} est déjà {status, select, approved {approuvée} rejected {refusée} other {tranchée}}.',
  bookingNotFound: 'Réservation introuvable.',
  refundBeforeCapture: 'Seule une réservation terminée et payée peut être remboursée.',
  refundNothingLeft: 'Cette réservation a été remboursée en entier.',
  refundUnavailable:
    'Le service de paiement n’a pas pu faire le remboursement pour l’instant. Rien n’a été remboursé; veuillez réessayer.',
  refundTooLarge: 'Le remboursement ne peut pas dépasser {amount} $, ce qui reste du paiement.',
  refundReason: 'Veuillez indiquer le motif du remboursement.',
  refundTooSmall: 'Le remboursement doit être d’au moins 0,01 $.',
  cleanerNotFound: 'Personne à l’entretien ménager introuvable.',
  onlyApprovedPause: 'Seule une personne à l’entretien ménager approuvée peut être suspendue.',
  alreadyPaused: 'Cette personne à l’entretien ménager est déjà suspendue.',
  notPaused: 'Cette personne à l’entretien ménager n’est pas suspendue.',
  commentNotFound: 'Commentaire introuvable.',
  commentAlreadyHidden: 'Ce commentaire est déjà masqué.',
  commentAlreadyShown: 'Ce commentaire est déjà affiché.',
  faqNotFound: 'Entrée de FAQ introuvable.',
  postNotFound: 'Article de blogue introuvable.',
  sameQuestion: 'Une autre entrée de FAQ pose déjà cette question.',
  sameAddress: 'Un autre article de blogue a déjà cette adresse.',
  selectService: 'Veuillez choisir un service.',
  selectCategory: 'Veuillez choisir une catégorie.',
  emptyPost:
    'Veuillez écrire l’article\u00a0: il n’en reste rien une fois le HTML dangereux retiré.',
  noAddress: 'Veuillez donner à l’article une adresse composée de lettres ou de chiffres.',
  couponNotFound: 'Aucun code promo de ce genre.',
  couponAlreadyDisabled: '{code} est déjà désactivé.',
  accountDisabled:
    'Ce compte d’opérateur a été désactivé. Veuillez demander à un autre opérateur de MapleShine de le réactiver.',
  operatorNotFound: 'Opérateur introuvable.',
  cannotDisableSelf: 'Vous ne pouvez pas vous désactiver vous-même; un autre opérateur le peut.',
  lastActiveOperator:
    'Le dernier opérateur actif ne peut pas être désactivé\u00a0: plus personne ne pourrait utiliser la console.',
  operatorAlreadyDisabled: '{email} est déjà désactivé.',
  operatorNotDisabled: '{email} n’est pas désactivé.',
  invalidEmail: 'Format de courriel non valide.',
  operatorTaken: '{email} a déjà un compte; un opérateur a besoin de son propre compte.',
  reviewNotFound: 'Avis introuvable.',
  reviewAlreadyHidden: 'Cet avis est déjà masqué.',
  reviewAlreadyPublished: 'Cet avis est déjà publié.',
  mailNotFound: 'Aucun courriel nº {id}.',
  mailWasSent: 'Le courriel nº {id} a été envoyé; seul un courriel en échec peut être renvoyé.',
  mailWaiting:
    'Le courriel nº {id} attend encore d’être envoyé; seul un courriel en échec peut être renvoyé.',
  deadlineHours: 'Veuillez entrer un nombre d’heures entier de {min} à {max}.',
};
