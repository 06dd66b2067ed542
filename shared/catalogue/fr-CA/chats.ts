import type * as english from '../en-CA/chats.ts';
import type { Translation } from '../translation.ts';

export const chatsLabels: Translation<typeof english.chatsLabels> = {
  TITLE: 'Clavardage',
  HEADING: 'Clavarder avec MapleShine',
  INTRO:
    'Vos questions sur une réservation, un contrat ou votre compte vont à notre équipe du soutien.',
  WIDGET_OPEN:
    'Ouvrez le bouton de clavardage dans le coin de cette page pour nous écrire dès maintenant.',
  WIDGET_OFF:
    'Le clavardage en direct n’est pas offert pour le moment; écrivez-nous ou appelez-nous plutôt.',
  EMAIL: 'Courriel\u00a0:',
  PHONE: 'Téléphone\u00a0:',
  NO_MESSAGES:
    'Les clients et les préposés au ménage ne s’écrivent pas ici\u00a0: le préposé reçoit les détails de la réservation avec le contrat, et chacun de vous est avisé à chaque étape.',
  SEND_MESSAGE: 'Nous écrire',
  SEE_NOTIFICATIONS: 'Voir vos avis',
};
