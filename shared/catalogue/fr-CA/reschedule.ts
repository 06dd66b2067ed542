import type * as english from '../en-CA/reschedule.ts';
import type { Translation } from '../translation.ts';

export const rescheduleTexts: Translation<typeof english.rescheduleTexts> = {
  heading: 'Changer la plage',
  intro:
    'Besoin d’une autre plage\u00a0? Choisissez-en une où un(e) préposé(e) au ménage est libre. Votre réservation garde sa plage jusqu’à ce que la nouvelle soit confirmée.',
  open: 'Choisir une autre plage',
};
