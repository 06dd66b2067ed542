/**
 * What the API says of the operators' ledger report (issue 43, decision 132): a date range it
 * cannot read, and a booking it does not know.
 */

/** Refusals (4xx). */
export const ledgerRefusals = {
  badDate: 'The date {date} does not exist. Please write it as YYYY-MM-DD, for example 2026-11-24.',
  fromAfterTo: 'The start of the range ({from}) comes after its end ({to}). Please swap them.',
  rangeTooLong: 'A ledger report covers at most {days} days. Please choose a shorter range.',
  bookingNotFound: 'There is no booking number {bookingId}.',
};
