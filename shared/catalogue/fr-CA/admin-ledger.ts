import type * as english from '../en-CA/admin-ledger.ts';
import type { Translation } from '../translation.ts';

export const ledgerReportLabels: Translation<typeof english.ledgerReportLabels> = {
  HEADING: 'Grand livre',
  INTRO:
    'Tous les mouvements d’argent des réservations, par jour à l’heure de la ville et par ville : ce qui a été porté aux cartes des clients et remboursé, les taxes comprises, la paie des préposés au ménage, la marge de MapleShine et ce qui reste dû aux préposés. Les remboursements sortent de la marge; les préposés gardent leur paie.',
  FORM: 'Jours à afficher',
  FROM: 'Du',
  TO: 'Au',
  SHOW: 'Afficher',
  LOADING: 'Chargement du grand livre',
  LOAD_FAILED: 'Le grand livre n’a pas pu être affiché : {message}',
  EMPTY: 'Aucun mouvement d’argent du {from} au {to}.',
  TABLE: 'Le grand livre par jour et par ville',
  DAY: 'Jour',
  CITY: 'Ville',
  CHARGED: 'Porté aux cartes',
  REFUNDED: 'Remboursé',
  TAX: 'Taxes',
  CLEANERS: 'Paie des préposés',
  MARGIN: 'Marge',
  PAID_OUT: 'Versé',
  OWED: 'Reste dû',
  TOTAL: 'Total',
  SUMMARY:
    'Du {from} au {to} : porté aux cartes {charged}, remboursé {refunded}, taxes {tax}, paie des préposés {cleaners}, marge {margin}, reste dû aux préposés {owed}.',
};

export const bookingLedgerLabels: Translation<typeof english.bookingLedgerLabels> = {
  HEADING: 'Grand livre',
  INTRO: 'Tous les mouvements d’argent de cette réservation, du plus ancien au plus récent.',
  LOADING: 'Chargement du grand livre de la réservation',
  EMPTY: 'Aucun argent n’a bougé pour cette réservation.',
  TABLE: 'Le grand livre de la réservation',
  WHEN: 'Moment',
  KIND: 'Mouvement',
  HELD: 'Retenu',
  CUSTOMER: 'Client',
  TAX: 'Taxes',
  CLEANER: 'Préposé',
  MARGIN: 'Marge',
  PAID_OUT: 'Versé',
  KIND_HOLD: 'Montant retenu',
  KIND_HOLD_RELEASE: 'Retenue libérée',
  KIND_CAPTURE: 'Ménage porté à la carte',
  KIND_REFUND: 'Remboursement',
  KIND_CANCELLATION_FEE: 'Frais d’annulation',
  KIND_TIP: 'Pourboire',
  KIND_TRANSFER: 'Versé au préposé',
  RECONCILES:
    'Concorde : client {customer} = taxes {tax} + préposé {cleaner} + marge {margin}; paie due au préposé {owed} = gagné {cleaner} − versé {paidOut}.',
  DOES_NOT_RECONCILE:
    'Ne concorde pas : client {customer} n’égale pas taxes {tax} + préposé {cleaner} + marge {margin}.',
};
