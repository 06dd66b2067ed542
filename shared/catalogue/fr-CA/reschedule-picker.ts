import type * as english from '../en-CA/reschedule-picker.ts';
import type { Translation } from '../translation.ts';

export const reschedulePickerTexts: Translation<typeof english.reschedulePickerTexts> = {
  movesLeft:
    '{count, plural, one {Vous pouvez encore déplacer cette réservation # fois.} other {Vous pouvez encore déplacer cette réservation # fois.}}',
  dialogHeading: 'Choisir une nouvelle plage',
  loading: 'Recherche des plages libres…',
  noTimes:
    'Aucune plage libre dans les deux prochaines semaines. Vous pouvez garder votre plage ou annuler.',
  cleanerTimes: 'Les plages libres de votre préposé(e) au ménage',
  otherTimes: 'Les plages où un(e) préposé(e) au ménage est libre',
  confirmText: 'Déplacer votre réservation à cette plage\u00a0: {when}\u00a0?',
  increase:
    'La nouvelle plage coûte plus cher. Nous retenons le nouveau prix sur votre carte avant de libérer la retenue actuelle.',
  back: 'Retour aux plages',
  close: 'Fermer',
  keep: 'Garder ma plage',
  move: 'Déplacer ma réservation',
  acceptAndMove: 'Accepter {price} et déplacer',
  moving: 'Déplacement…',
};
