import type * as english from '../en-CA/tips.ts';
import type { Translation } from '../translation.ts';

export const tipPanelTexts: Translation<typeof english.tipPanelTexts> = {
  heading: 'Laisser un pourboire à {cleaner}\u00a0?',
  intro:
    'Le pourboire est à votre discrétion. Il est porté séparément à la carte utilisée pour le paiement, n’est pas taxé, et 100\u00a0% va à {cleaner}. Vous pouvez en laisser un jusqu’au {day}.',
  choicesLabel: 'Pourboire',
  percentChoice: '{percent}\u00a0% · {amount}',
  otherChoice: 'Autre montant',
  noneChoice: 'Pas de pourboire',
  otherLabel: 'Montant du pourboire en dollars',
  otherHint: 'De {min} à {max}',
  otherMissing: 'Veuillez indiquer le montant de votre pourboire.',
  submit: 'Laisser un pourboire de {amount}',
  submitEmpty: 'Laisser un pourboire',
  noneChosen: 'Pas de pourboire, aucun problème. Vous pouvez encore en laisser un jusqu’au {day}.',
  tipped: 'Vous avez laissé un pourboire de {amount} à {cleaner} le {day}. Merci\u00a0!',
  tipReceiptSent: 'Votre reçu de pourboire vous a été envoyé par courriel.',
};

export const tipsReceivedTexts: Translation<typeof english.tipsReceivedTexts> = {
  heading: 'Pourboires',
  intro:
    'Les pourboires laissés par la clientèle après un ménage. Ils vous reviennent en entier, en plus de votre paie.',
  total: 'Total des pourboires\u00a0: {amount}',
  none: 'Aucun pourboire pour l’instant.',
  customer: 'Client(e)',
  amount: 'Pourboire',
  date: 'Date',
};
