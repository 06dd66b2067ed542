import type * as english from '../en-CA/api-statements.ts';
import type { Translation } from '../translation.ts';

export const statementRefusals: Translation<typeof english.statementRefusals> = {
  weekFormat: 'Veuillez indiquer la semaine par la date de son lundi, par exemple 2026-11-23.',
  notMonday: 'Le {day} n’est pas un lundi. Veuillez indiquer la semaine par la date de son lundi.',
  futureWeek:
    'La semaine du {day} n’est pas encore commencée. Veuillez choisir cette semaine ou une semaine passée.',
  noStatement: 'Vos relevés de paie ne contiennent rien pour la semaine du {day}.',
};

export const statementAnswers: Translation<typeof english.statementAnswers> = {
  weeks: 'Vos relevés de paie.',
  statement: 'Votre relevé de paie de la semaine.',
};

export const statementDocument: Translation<typeof english.statementDocument> = {
  title: 'Relevé de paie',
  weekOf: 'Semaine du {from} au {to}',
  cleaner: 'Préposé(e) au ménage',
  city: 'Ville',
  timeZone: 'Les jours sont comptés à l’heure de {zone}.',
  jobs: 'Contrats terminés',
  tips: 'Pourboires',
  fees: 'Frais d’annulation',
  transfers: 'Virements à votre compte de versement',
  totals: 'Totaux',
  none: 'Aucun cette semaine.',
  date: 'Date',
  booking: 'Réservation',
  service: 'Service',
  hours: 'Heures',
  pay: 'Paie',
  amount: 'Montant',
  sentOn: 'Envoyé le',
  paidFor: 'Pour',
  kindService: 'Paie du contrat',
  kindTip: 'Pourboire',
  kindCancellationFee: 'Frais d’annulation',
  totalHours: 'Heures travaillées',
  totalPay: 'Paie des contrats',
  totalTips: 'Pourboires',
  totalFees: 'Frais d’annulation',
  totalEarned: 'Gagné cette semaine',
  totalPaidOut: 'Versé cette semaine',
  totalToBePaid: 'Des gains de cette semaine, reste à verser',
  waitingForAccount:
    'En attente de votre compte de versement\u00a0: nous vous versons vos gains dès qu’il est configuré.',
  footer:
    'La paie, les pourboires et les frais d’annulation comptent dans la semaine où ils ont été gagnés, et les virements, dans la semaine où ils ont été envoyés. Montants en dollars canadiens.',
  csvType: 'Catégorie',
  csvDate: 'Date',
  csvBooking: 'Réservation',
  csvDescription: 'Description',
  csvHours: 'Heures',
  csvAmount: 'Montant ($ CA)',
  csvJob: 'Contrat',
  csvTip: 'Pourboire',
  csvFee: 'Frais d’annulation',
  csvTransfer: 'Virement',
  csvTotal: 'Total',
};
