import type * as english from '../en-CA/api-reschedule-open.ts';
import type { Translation } from '../translation.ts';

export const openRefusals: Translation<typeof english.openRefusals> = {
  nobodyFree:
    'Aucune autre personne préposée au ménage n’est encore libre à la plage demandée. Vous pouvez garder votre plage ou annuler sans frais.',
  timeGone:
    'La plage demandée est trop proche ou passée. Vous pouvez garder votre plage ou annuler sans frais.',
};

export const openAnswers: Translation<typeof english.openAnswers> = {
  opened:
    'Votre réservation est déplacée à la nouvelle plage et offerte aux autres personnes préposées au ménage.',
};

export const cleanerReleased: Translation<typeof english.cleanerReleased> = {
  subject: 'Le travail {bookingNo} n’est plus le vôtre',
  body: `Bonjour {name},

Le client ou la cliente du travail {bookingNo} l’a déplacé au {time} (heure de {city}), la plage que vous ne pouviez pas prendre, et l’a offert à d’autres personnes préposées au ménage. Le travail n’est plus le vôtre et votre plage du {oldTime} est libre de nouveau.

Cela ne vous coûte rien\u00a0: ce n’est pas compté comme un travail rendu.

MapleShine`,
  noticeTitle: 'Un travail n’est plus le vôtre',
  noticeMessage:
    'Le client ou la cliente a déplacé le travail {bookingNo} à une plage que vous ne pouviez pas prendre ({time}) et l’a offert à d’autres. Votre plage est libre de nouveau\u00a0; cela ne vous coûte rien.',
};

export const openedJob: Translation<typeof english.openedJob> = {
  title: 'Nouveau travail à {city}',
  message:
    '{service} le {time} (réservation {bookingNo})\u00a0: une personne préposée au ménage est recherchée. Acceptez-le dans vos travaux s’il vous convient.',
};
