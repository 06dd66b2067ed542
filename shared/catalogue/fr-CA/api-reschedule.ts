import type * as english from '../en-CA/api-reschedule.ts';
import type { Translation } from '../translation.ts';

export const rescheduleRefusals: Translation<typeof english.rescheduleRefusals> = {
  started: 'Une réservation ne peut plus être déplacée une fois le ménage commencé.',
  notMovable: 'Seule une réservation payée dont le ménage n’a pas commencé peut être déplacée.',
  tooMany:
    'Une réservation peut être déplacée deux fois au plus, et celle-ci l’a déjà été deux fois. Vous pouvez encore l’annuler.',
  confirmIncrease:
    'La nouvelle plage coûte plus cher\u00a0: c’était {was}, c’est maintenant {now}. Veuillez confirmer le nouveau prix pour déplacer votre réservation.',
  cardRefused:
    'Nous n’avons pas pu retenir le nouveau prix sur votre carte\u00a0; votre réservation garde donc sa plage. Veuillez choisir une autre plage ou communiquer avec nous.',
  changed: 'Cette réservation a changé entre-temps. Veuillez consulter ses plages de nouveau.',
};

export const rescheduleAnswers: Translation<typeof english.rescheduleAnswers> = {
  wasNow: 'C’était {was}, c’est maintenant {now}',
  samePrice: 'Même prix\u00a0: {now}',
};
