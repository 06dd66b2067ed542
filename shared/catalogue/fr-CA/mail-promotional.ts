import type * as english from '../en-CA/mail-promotional.ts';
import type { Translation } from '../translation.ts';

export const bookAgain: Translation<typeof english.bookAgain> = {
  subject: 'C’est le moment d’un autre ménage, {firstName}?',
  body: 'Bonjour {firstName},\n\nQuelques semaines ont passé depuis votre ménage du {day}. Réservez de nouveau le même ménage en quelques clics, avec la même personne si elle est libre :\n{link}\n\nMapleShine',
};

export const footer: Translation<typeof english.footer> = {
  bookAgain:
    'Vous recevez ce courriel parce que vous avez demandé à MapleShine des rappels pour réserver de nouveau. Désabonnez-vous en un clic : {link}',
  offers:
    'Vous recevez ce courriel parce que vous avez demandé à MapleShine ses offres et ses nouvelles. Désabonnez-vous en un clic : {link}',
};
