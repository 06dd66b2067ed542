import type * as english from '../en-CA/api-tips.ts';
import type { Translation } from '../translation.ts';

export const tipRefusals: Translation<typeof english.tipRefusals> = {
  notCompleted: 'Vous pourrez laisser un pourboire une fois le ménage terminé.',
  tipClosed: 'Il était possible de laisser un pourboire pour ce ménage jusqu’au {day}.',
  notChargeable:
    'Impossible d’ajouter un pourboire à cette réservation, car son paiement n’a pas été perçu. Veuillez communiquer avec nous.',
  tooSmall: 'Un pourboire doit être d’au moins {min}.',
  tooLarge: 'Un pourboire peut être d’au plus {max}, soit le prix du ménage avant taxes.',
  alreadyTipped: 'Vous avez déjà laissé un pourboire de {amount} pour ce ménage. Merci\u00a0!',
  authenticationRequired:
    'Votre banque veut confirmer ce paiement, ce que nous ne pouvons pas demander ici\u00a0; aucun pourboire n’a donc été porté à votre carte. Vous pouvez laisser un pourboire autrement, ou communiquer avec nous.',
};

export const tipAnswers: Translation<typeof english.tipAnswers> = {
  offer: 'Pourboire pour votre préposé(e) au ménage.',
  tipped: 'Merci\u00a0! Votre pourboire de {amount} va en entier à {cleaner}.',
  tips: 'Vos pourboires.',
};

export const tipReceipt: Translation<typeof english.tipReceipt> = {
  subject: 'Votre reçu de pourboire pour la réservation {bookingNo}',
  intro: 'Merci d’avoir laissé un pourboire à {cleaner}. Voici votre reçu pour ce pourboire.',
  tipLine: 'Pourboire pour {cleaner} (non taxable)\u00a0: {amount}',
  taxLine:
    'Taxes\u00a0: aucune. Un pourboire donné librement n’est pas assujetti à la TPS, à la TVH ni à la TVQ.',
  totalLine: 'Total porté à votre carte\u00a0: {amount}',
  cardLine: 'Porté à votre {card} le {day}, séparément du ménage.',
  cardUnknown: 'Porté à la carte utilisée pour le ménage le {day}, séparément du ménage.',
  fullAmount:
    '100\u00a0% du pourboire va à {cleaner}\u00a0; MapleShine paie les frais de traitement de la carte.',
};

export const tipNotice: Translation<typeof english.tipNotice> = {
  title: 'Vous avez reçu un pourboire',
  message:
    '{customer} vous a laissé un pourboire de {amount} pour la réservation {bookingNo}. Il vous revient en entier.',
};
