import type * as english from '../en-CA/cancellation-question.ts';
import type { Translation } from '../translation.ts';

/* La question d’annulation et ses frais (enjeu 42, décision 117). */

export const cancelFeeDialog: Translation<typeof english.cancelFeeDialog> = {
  CHECKING: 'Vérification du coût d’une annulation maintenant…',
  FREE_NOW: 'Annuler maintenant est gratuit.',
  FEE_NOW:
    'Annuler maintenant coûte {fee}, dont {tax} de taxes. Ce montant est versé en entier à votre préposé(e) au ménage.',
  FROM_HOLD: 'Il est prélevé sur le montant retenu sur votre carte, et le reste est libéré.',
  FROM_SAVED_CARD: 'Il est porté à votre carte enregistrée.',
  FEE_CHANGED: 'Les frais ont changé pendant que vous décidiez. Voici les nouveaux\u00a0:',
  CONFIRM_WITH_FEE: 'Annuler et payer {fee}',
  TRY_AGAIN: 'Réessayer',
  FAILED: 'Nous n’avons pas pu annuler la réservation pour le moment. Veuillez réessayer.',
};
