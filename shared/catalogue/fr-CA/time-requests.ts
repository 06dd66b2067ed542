import type * as english from '../en-CA/time-requests.ts';
import type { Translation } from '../translation.ts';

export const cleanerAskTexts: Translation<typeof english.cleanerAskTexts> = {
  heading: 'Nouvelle plage demandée',
  job: 'Travail {bookingNo}',
  now: 'Actuellement\u00a0: {when}',
  asked: 'Demandée\u00a0: {when}',
  answerBy: 'Veuillez répondre d’ici le {answerBy}. Refuser ne vous coûte rien.',
  accept: 'Accepter',
  decline: 'Refuser',
  acceptLabel: 'Accepter la nouvelle plage du travail {bookingNo}',
  declineLabel: 'Refuser la nouvelle plage du travail {bookingNo}',
};
