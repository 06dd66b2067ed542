import type * as english from '../en-CA/mail-receipt.ts';
import type { Translation } from '../translation.ts';

/** Les libellés des reçus et des notes de crédit (décisions 101 et 105). */

export const receiptLabels: Translation<typeof english.receiptLabels> = {
  receiptTitle: 'Reçu',
  creditNoteTitle: 'Note de crédit',
  receiptNumber: 'Numéro du reçu',
  creditNoteNumber: 'Numéro de la note de crédit',
  cites: 'Pour le reçu',
  citesValue: '{number} (émis le {date})',
  bookingNumber: 'Réservation',
  issuedOn: 'Date d’émission',
  serviceDate: 'Date du service',
  chargeDate: 'Date du débit',
  refundDate: 'Date du remboursement',
  billedTo: 'Facturé à',
  serviceAddress: 'Adresse du service',
  service: 'Service',
  hours: 'Heures',
  hoursValue: '{hours, plural, one {# heure} many {# d’heures} other {# heures}}',
  rate: 'Taux horaire',
  rateValue: '{amount} l’heure',
  extras: 'Options',
  noExtras: 'Aucune',
  subtotal: 'Sous-total',
  discount: 'Rabais',
  planDiscount: 'Rabais de ménage régulier ({percent})',
  total: 'Total',
  paidWith: 'Payé avec',
  refundedTo: 'Remboursé sur',
  cardUnknown: 'Carte',
  cardEnding: '{brand} se terminant par {last4}',
  refundBeforeTax: 'Montant avant taxes',
  refundTotal: 'Total remboursé',
  gstHstNumber: 'Numéro d’inscription à la TPS/TVH',
  qstNumber: 'Numéro d’inscription à la TVQ',
  exampleNumbers:
    'Développement\u00a0: les numéros d’entreprise ci-dessus sont des exemples et non de vraies inscriptions (définissez RECEIPT_GST_HST_NUMBER et RECEIPT_QST_NUMBER).',
  receiptFooter: 'Merci d’avoir choisi MapleShine. Conservez ce reçu pour vos dossiers.',
  creditNoteFooter:
    'Cette note de crédit réduit le montant du reçu qu’elle cite du total ci-dessus, taxes comprises.',
  unitAddress: '{address}, unité {unit}',
};

export const taxNames: Translation<typeof english.taxNames> = {
  GST: 'TPS',
  HST: 'TVH',
  QST: 'TVQ',
  PST: 'TVP',
};
