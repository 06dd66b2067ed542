import type * as english from '../en-CA/cancellation-fees.ts';
import type { Translation } from '../translation.ts';

/* L’annulation avec des frais connus d’avance (enjeu 42, décision 117). */

export const cancellationLine: Translation<typeof english.cancellationLine> = {
  FREE_NOT_ACCEPTED:
    'Annulation gratuite tant qu’aucun(e) préposé(e) n’a accepté votre réservation',
  FREE_UNTIL: 'Annulation gratuite jusqu’au {until}',
  FREE: 'Annulation gratuite',
  FEE_UNTIL: 'Annuler maintenant coûte {fee} (taxes comprises) jusqu’au {until}',
  CLOSED: 'Le ménage a commencé; la réservation ne peut plus être annulée.',
  LEFT_DAYS: 'encore {days, plural, one {# jour} other {# jours}} {hours}\u00a0h',
  LEFT_HOURS: 'encore {hours}\u00a0h {minutes}\u00a0min',
  LEFT_MINUTES: 'encore {minutes}\u00a0min',
};

export const cancelPaymentTexts: Translation<typeof english.cancelPaymentTexts> = {
  HOLD_RELEASED: 'Le montant de {amount} retenu sur votre carte sera libéré.',
  SAVED_CARD: 'Votre carte enregistrée ne sera pas débitée.',
  NOTHING_CHARGED: 'Aucun montant n’a été débité.',
};
