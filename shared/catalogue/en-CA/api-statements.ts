/**
 * A cleaner's weekly pay statements (issue 43, decision 136): what the API says, and the words of
 * the CSV and PDF downloads. Money, days and hours come formatted.
 */

/** Refusals (4xx). */
export const statementRefusals = {
  weekFormat: 'Please give the week as the date of its Monday, like 2026-11-23.',
  notMonday: '{day} is not a Monday. Please give the week as the date of its Monday.',
  futureWeek: 'The week of {day} has not started yet. Please choose this week or an earlier one.',
  noStatement: 'There is nothing on your pay statements for the week of {day}.',
};

/** Answers (200). */
export const statementAnswers = {
  weeks: 'Your pay statements.',
  statement: 'Your pay statement for the week.',
};

/** The words of the downloads (CSV and PDF), in the cleaner's language. */
export const statementDocument = {
  title: 'Pay statement',
  weekOf: 'Week of {from} to {to}',
  cleaner: 'Cleaner',
  city: 'City',
  timeZone: 'Days are counted in {zone} time.',
  jobs: 'Completed jobs',
  tips: 'Tips',
  fees: 'Cancellation fees',
  transfers: 'Transfers to your payout account',
  totals: 'Totals',
  none: 'None this week.',
  date: 'Date',
  booking: 'Booking',
  service: 'Service',
  hours: 'Hours',
  pay: 'Pay',
  amount: 'Amount',
  sentOn: 'Sent on',
  paidFor: 'For',
  kindService: 'Job pay',
  kindTip: 'Tip',
  kindCancellationFee: 'Cancellation fee',
  totalHours: 'Hours worked',
  totalPay: 'Pay for jobs',
  totalTips: 'Tips',
  totalFees: 'Cancellation fees',
  totalEarned: 'Earned this week',
  totalPaidOut: 'Paid out this week',
  totalToBePaid: 'Of this week’s earnings, still to be paid',
  waitingForAccount:
    'Waiting for your payout account: we send what you earned as soon as it is set up.',
  footer:
    'Pay, tips and cancellation fees count in the week they were earned, and transfers in the week they were sent. Amounts in Canadian dollars.',
  csvType: 'Type',
  csvDate: 'Date',
  csvBooking: 'Booking',
  csvDescription: 'Description',
  csvHours: 'Hours',
  csvAmount: 'Amount (CAD)',
  csvJob: 'Job',
  csvTip: 'Tip',
  csvFee: 'Cancellation fee',
  csvTransfer: 'Transfer',
  csvTotal: 'Total',
};
