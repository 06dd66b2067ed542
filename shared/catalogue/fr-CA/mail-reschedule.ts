import type * as english from '../en-CA/mail-reschedule.ts';
import type { Translation } from '../translation.ts';

export const movedLines: Translation<typeof english.movedLines> = {
  samePrice: 'Le prix reste de {now}.',
  wasNow: 'Le prix était de {was}\u00a0; il est maintenant de {now}.',
  newHold:
    'Nous avons retenu {now} sur votre carte pour la nouvelle plage et libéré la retenue précédente.',
  keepsCleaner: '{cleaner} reste votre préposé(e) au ménage et a la nouvelle plage.',
  waitingForCleaner:
    'Nous vous aviserons dès qu’un(e) préposé(e) au ménage acceptera la réservation.',
};

export const cleanerMoved: Translation<typeof english.cleanerMoved> = {
  subject: 'Le travail {bookingNo} a une nouvelle plage',
  body: `Bonjour {name},

Le client ou la cliente a déplacé le travail {bookingNo} à une plage où vous êtes libre\u00a0: {time} (heure de {city}). Le travail reste le vôtre, avec la même rémunération.

Votre page de travaux l’affiche à sa nouvelle plage.

MapleShine`,
  noticeTitle: 'Votre travail a une nouvelle plage',
  noticeMessage:
    'Le client ou la cliente a déplacé le travail {bookingNo}. Nouvelle plage\u00a0: {time}. Il reste le vôtre.',
};
