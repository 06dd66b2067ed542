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
  refundTooLarge: 'Le remboursement ne peut pas dépasser {amount}, ce qui reste du paiement.',
  refundReason: 'Veuillez indiquer le motif du remboursement.',
  refundTooSmall: 'Le remboursement doit être d’au moins 0,01\u00a0$.',
  cleanerNotFound: 'Préposé au ménage introuvable.',
  onlyApprovedPause: 'Seul un préposé au ménage approuvé peut être mis en pause.',
  alreadyPaused: 'Ce préposé au ménage est déjà en pause.',
  notPaused: 'Ce préposé au ménage n’est pas en pause.',
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
  couponNotFound: 'Aucun coupon de ce genre.',
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

export const couponRules: Translation<typeof english.couponRules> = {
  code: 'Le code doit compter de 3 à 50 lettres, chiffres, traits d’union ou traits de soulignement.',
  kind: 'Le type doit être «\u00a0percent\u00a0» (pourcentage) ou «\u00a0fixed\u00a0» (montant fixe).',
  amount: 'Le montant doit être un nombre positif d’au plus deux décimales.',
  percentOver100: 'Un coupon en pourcentage ne peut pas retrancher plus de 100\u00a0%.',
  minimum: '{option} doit être un montant en dollars, comme 100 ou 99,50.',
  lastDay: '{option} doit être une date (AAAA-MM-JJ).',
  limit: '{option} doit être un nombre entier d’utilisations, 1 ou plus.',
  noCity: 'Aucune ville ne s’appelle {city}.',
  pastLastDay: '{option} ne peut pas tomber dans le passé.',
  duplicate: 'Un coupon portant le code {code} existe déjà.',
  created: 'Coupon {code} créé\u00a0: {discount}, {terms}.',
};

export const couponDiscount: Translation<typeof english.couponDiscount> = {
  percent: '{rate} de réduction',
  fixed: '{amount} de réduction',
};

export const couponTerms: Translation<typeof english.couponTerms> = {
  inCity: 'à {city} seulement',
  everyCity: 'dans toutes les villes',
  minimum: 'sur un sous-total de {amount} ou plus',
  lastDay: 'jusqu’au {day}',
  noEnd: 'sans date de fin',
  limit: 'pour {count, plural, one {# utilisation} other {# utilisations}}',
};

export const couponFormNames: Translation<typeof english.couponFormNames> = {
  min: 'Le sous-total minimum',
  until: 'Le dernier jour',
  limit: 'Le nombre d’utilisations',
};

export const consoleAnswers: Translation<typeof english.consoleAnswers> = {
  mailRetried: 'Le courriel nº\u00a0{id} à {address} sera renvoyé d’ici une minute.',
  applicationApproved:
    'La candidature de {name} est approuvée\u00a0; nous lui avons envoyé un courriel.',
  applicationRejected:
    'La candidature de {name} est refusée\u00a0; nous lui avons envoyé le motif par courriel.',
  bookingCancelled: 'Réservation annulée pour le client.',
  jobHandedBack: 'Ménage retiré au préposé\u00a0; il est de nouveau offert aux autres préposés.',
  bookingLinksEnded:
    'Aucun lien vers la page de cette réservation ne fonctionne plus\u00a0; les courriels envoyés dorénavant en contiennent un nouveau.',
  refundMade: 'Remboursement effectué.',
  bookingRulesSaved:
    'C’est enregistré. Quand aucun préposé au ménage n’a accepté une réservation, le client en est avisé {hours, plural, one {# heure} other {# heures}} avant le début.',
  cleanerPaused:
    'Le préposé est en pause\u00a0: il ne voit aucun ménage ouvert jusqu’à ce qu’il soit réactivé.',
  cleanerResumed: 'Le préposé est réactivé\u00a0: il voit de nouveau les ménages ouverts.',
  commentHidden: 'Le commentaire est masqué sur le blogue.',
  commentShown: 'Le commentaire s’affiche de nouveau sur le blogue.',
  couponDisabled: 'Le coupon {code} est désactivé\u00a0; il ne peut plus être utilisé.',
  reviewHidden: 'L’avis est masqué sur toutes les pages publiques.',
  reviewPublished: 'L’avis est de nouveau publié.',
};
