/*
 * The console's ledger (issue 43, decision 132): the report per day and city at /admin/ledger,
 * and a booking's own movements on its console page.
 */

export const ledgerReportLabels = {
  HEADING: 'Ledger',
  INTRO:
    'Every money movement of the bookings, per day on the city’s clock and per city: what customers were charged and refunded, the tax in it, the cleaners’ pay, MapleShine’s margin, and what is still owed to cleaners. Refunds come out of the margin; cleaners keep their pay.',
  FORM: 'Days to show',
  FROM: 'From',
  TO: 'To',
  SHOW: 'Show',
  LOADING: 'Loading the ledger',
  LOAD_FAILED: 'The ledger could not be shown: {message}',
  EMPTY: 'No money moved from {from} to {to}.',
  TABLE: 'The ledger per day and city',
  DAY: 'Day',
  CITY: 'City',
  CHARGED: 'Charged',
  REFUNDED: 'Refunded',
  TAX: 'Tax',
  CLEANERS: 'Cleaners’ pay',
  MARGIN: 'Margin',
  PAID_OUT: 'Paid out',
  OWED: 'Still owed',
  TOTAL: 'Total',
  SUMMARY:
    'From {from} to {to}: charged {charged}, refunded {refunded}, tax {tax}, cleaners’ pay {cleaners}, margin {margin}, still owed to cleaners {owed}.',
};

export const bookingLedgerLabels = {
  HEADING: 'Ledger',
  INTRO: 'Every money movement of this booking, oldest first.',
  LOADING: 'Loading the booking’s ledger',
  EMPTY: 'No money has moved for this booking.',
  TABLE: 'The booking’s ledger',
  WHEN: 'When',
  KIND: 'Movement',
  HELD: 'Held',
  CUSTOMER: 'Customer',
  TAX: 'Tax',
  CLEANER: 'Cleaner',
  MARGIN: 'Margin',
  PAID_OUT: 'Paid out',
  KIND_HOLD: 'Hold placed',
  KIND_HOLD_RELEASE: 'Hold released',
  KIND_CAPTURE: 'Cleaning charged',
  KIND_REFUND: 'Refund',
  KIND_CANCELLATION_FEE: 'Cancellation fee',
  KIND_TIP: 'Tip',
  KIND_TRANSFER: 'Paid to the cleaner',
  RECONCILES:
    'Reconciles: customer {customer} = tax {tax} + cleaner {cleaner} + margin {margin}; cleaner’s pay owed {owed} = earned {cleaner} − paid out {paidOut}.',
  DOES_NOT_RECONCILE:
    'Does not reconcile: customer {customer} is not tax {tax} + cleaner {cleaner} + margin {margin}.',
};
