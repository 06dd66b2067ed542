import type * as english from '../en-CA/api-cancellation-fees.ts';
import type { Translation } from '../translation.ts';

/* Les mots du serveur pour les frais d’annulation (enjeu 42, décision 117). */

export const cancellationFeeRefusals: Translation<typeof english.cancellationFeeRefusals> = {
  feeChanged:
    'Les frais d’annulation sont maintenant de {fee} (ils étaient de {shown} quand vous les avez vus). Rien n’a été annulé : veuillez prendre connaissance des nouveaux frais et confirmer de nouveau.',
  feeUnavailable:
    'Nous n’avons pas pu prélever les frais d’annulation sur votre carte pour le moment; la réservation n’est donc pas encore annulée. Veuillez réessayer.',
  feeDeclined:
    'Votre carte a été refusée pour les frais d’annulation ({reason}); la réservation n’est donc pas annulée. Veuillez nous joindre pour l’annuler.',
  noQuote: 'Réservation introuvable. Veuillez recommencer.',
  policyInvalid:
    'Chaque palier doit commencer plus d’heures avant le ménage qu’il ne finit, les paliers ne doivent pas se chevaucher et les frais doivent être de zéro ou plus (une part du prix d’au plus 1).',
};

export const cancellationFeeMail: Translation<typeof english.cancellationFeeMail> = {
  feeFromHold:
    'Des frais d’annulation de {fee} ont été prélevés sur le montant retenu sur votre carte; ils comprennent {taxName} de {tax}. Le reste du montant retenu a été libéré. La totalité des frais va à votre préposé(e) au ménage.',
  feeFromSavedCard:
    'Des frais d’annulation de {fee} ont été portés à votre carte enregistrée; ils comprennent {taxName} de {tax}. La totalité des frais va à votre préposé(e) au ménage.',
  noTax: 'aucune taxe',
  noticeFee: 'Des frais d’annulation de {fee} (taxes comprises) ont été facturés.',
};

export const cancellationFeeCleaner: Translation<typeof english.cancellationFeeCleaner> = {
  title: 'Travail annulé : les frais vous reviennent',
  message:
    'Le client a annulé le travail {bookingNo} ({what}). Cette plage est de nouveau libre, et les frais d’annulation de {fee} vous sont versés en entier.',
};
