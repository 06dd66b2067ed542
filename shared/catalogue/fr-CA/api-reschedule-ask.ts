import type * as english from '../en-CA/api-reschedule-ask.ts';
import type { Translation } from '../translation.ts';

export const askRefusals: Translation<typeof english.askRefusals> = {
  notAssigned:
    'Seule une réservation acceptée par un(e) préposé(e) au ménage peut lui demander une autre plage.',
  notAskable:
    'Cette plage ne peut pas être demandée à votre préposé(e) au ménage. Veuillez choisir l’une des plages proposées.',
  alreadyAsked:
    'Votre préposé(e) au ménage n’a pas encore répondu à votre dernière demande. Veuillez attendre sa réponse.',
  tooLate:
    'Cette plage est trop proche pour la demander à votre préposé(e) au ménage. Veuillez choisir une autre plage.',
  requestNotFound: 'Cette demande est introuvable.',
  requestAnswered: 'Cette demande a déjà reçu une réponse ou a expiré.',
  busyThen:
    'Vous avez un autre travail à cette heure-là\u00a0; cette demande ne peut pas être acceptée.',
  nothingToChoose: 'Aucune demande refusée ou expirée n’attend votre choix.',
};

export const askAnswers: Translation<typeof english.askAnswers> = {
  asked:
    'Nous avons demandé la nouvelle plage à {cleaner}. Votre réservation garde sa plage jusqu’à son acceptation.',
  request: 'La demande de nouvelle plage de la réservation.',
  noRequest: 'La réservation n’a aucune demande de nouvelle plage.',
  accepted: 'Vous avez accepté la nouvelle plage. Le travail reste le vôtre à sa nouvelle plage.',
  declined: 'Vous avez refusé la nouvelle plage. Le travail garde sa plage.',
  requests: 'Les demandes de nouvelles plages de vos clients.',
  kept: 'Votre réservation garde sa plage.',
  cancelled: 'Votre réservation est annulée, sans frais.',
};

export const cleanerAsked: Translation<typeof english.cleanerAsked> = {
  subject: 'Travail {bookingNo}\u00a0: le client ou la cliente demande une nouvelle plage',
  body: `Bonjour {name},

Le client ou la cliente du travail {bookingNo} demande de le déplacer au {time} (heure de {city}), en dehors de vos heures de travail. Pouvez-vous venir à ce moment-là\u00a0?

Acceptez ou refusez sur votre page de travaux d’ici le {answerBy}. Refuser ne vous coûte rien\u00a0: le travail garde sa plage.

MapleShine`,
  noticeTitle: 'Une nouvelle plage est demandée',
  noticeMessage:
    'Le client ou la cliente du travail {bookingNo} demande le {time}. Veuillez répondre d’ici le {answerBy}.',
};

export const customerNoNewTime: Translation<typeof english.customerNoNewTime> = {
  subjectDeclined: 'Réservation {bookingNo}\u00a0: {cleaner} ne peut pas venir à la nouvelle plage',
  subjectExpired: 'Réservation {bookingNo}\u00a0: {cleaner} n’a pas répondu à temps',
  noticeMessage:
    'Vous avez demandé le {time}. Votre réservation garde sa plage\u00a0; sur sa page, vous pouvez la garder, offrir la nouvelle plage à d’autres personnes préposées au ménage si l’une est libre, ou annuler sans frais.',
  bodyDeclined: `Bonjour {name},

{cleaner} ne peut pas venir à la plage demandée ({time}). Votre réservation garde sa plage\u00a0: {oldTime}.

Sur la page de votre réservation, vous pouvez garder cette plage, offrir la nouvelle plage à d’autres personnes préposées au ménage si l’une est libre à ce moment, ou annuler sans frais\u00a0:
{link}

MapleShine`,
  bodyExpired: `Bonjour {name},

{cleaner} n’a pas répondu à temps à votre demande pour le {time}. Votre réservation garde sa plage\u00a0: {oldTime}.

Sur la page de votre réservation, vous pouvez garder cette plage, offrir la nouvelle plage à d’autres personnes préposées au ménage si l’une est libre à ce moment, ou annuler sans frais\u00a0:
{link}

MapleShine`,
};

export const askWords: Translation<typeof english.askWords> = {
  moment: '{day} à {time}',
};
