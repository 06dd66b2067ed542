import type * as english from '../en-CA/api-payments.ts';
import type { Translation } from '../translation.ts';

export const paymentRefusals: Translation<typeof english.paymentRefusals> = {
  cardLinkNotFound:
    'Ce lien n’est pas valide. Veuillez utiliser le lien de notre plus récent courriel.',
  cardNotWaiting: 'Cette réservation n’attend plus la confirmation de sa carte.',
  noTestAuthentication: 'Aucune authentification de test n’attend cette carte.',
  noAuthenticationWaiting:
    'Aucune vérification de votre banque n’attend cette réservation. Veuillez payer de nouveau.',
  timePassed: 'Cette heure de ménage est passée. Veuillez vérifier de nouveau les disponibilités.',
  noCleanerAnyMore:
    'Plus aucune personne à l’entretien ménager n’est libre à {cityName} à cette heure-là. Veuillez choisir une autre heure.',
  paymentUnavailable: 'La carte n’a pas pu être traitée pour l’instant. Veuillez réessayer.',
  authenticationFailed:
    'Votre banque n’a pas confirmé cette carte; rien n’a donc été retenu. Veuillez réessayer ou utiliser une autre carte.',
};

export const cardDeclines: Translation<typeof english.cardDeclines> = {
  card_declined: 'Votre carte a été refusée.',
  generic_decline: 'Votre carte a été refusée.',
  lost_card: 'Votre carte a été refusée.',
  stolen_card: 'Votre carte a été refusée.',
  insufficient_funds: 'Les fonds de votre carte sont insuffisants.',
  expired_card: 'Votre carte est expirée.',
  incorrect_cvc: 'Le code de sécurité de votre carte est incorrect.',
  processing_error:
    'Une erreur s’est produite lors du traitement de votre carte. Réessayez dans un moment.',
  authentication_required:
    'Votre carte a été refusée. Cette transaction exige une authentification.',
  payment_intent_authentication_failure:
    'Nous ne pouvons pas authentifier votre mode de paiement. Veuillez choisir un autre mode de paiement et réessayer.',
  setup_intent_authentication_failure:
    'Nous ne pouvons pas authentifier votre mode de paiement. Veuillez choisir un autre mode de paiement et réessayer.',
  authentication_failed:
    'Votre banque n’a pas confirmé cette carte; rien n’a donc été retenu. Veuillez réessayer ou utiliser une autre carte.',
  resource_missing: 'Cette carte enregistrée ne peut plus être débitée.',
  other: 'Le service de paiement a refusé la carte.',
};

export const paymentAnswers: Translation<typeof english.paymentAnswers> = {
  cardConfirmed: 'Votre carte est confirmée et le montant est retenu.',
  cardCheckStarted: 'Votre banque vous demande de confirmer la carte.',
  paymentAuthorized: 'Paiement autorisé. Votre réservation est confirmée.',
  authenticationAsked:
    'Votre banque vous demande de confirmer cette carte. Rien n’est retenu d’ici là.',
  testBankApproved: 'La banque de test a approuvé la vérification.',
  testBankFailed: 'La banque de test a fait échouer la vérification.',
};
