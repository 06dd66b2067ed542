/*
 * Closing an account (issue 44, decision 139): what the API says, the e-mails it writes, the
 * names a closed account leaves behind, and what MapleShine keeps after a closure and why (the
 * list the privacy page and the data export show).
 */

/** Refusals (4xx). */
export const closureRefusals = {
  /** The operator's own account: their authenticator's code is needed too. */
  codeRequired: 'Please enter the 6-digit code from your authenticator app.',
  /** The cost changed between the preview and the confirmation: nothing was done. */
  costChanged:
    'Closing your account now costs {fee} in cancellation fees (it was {shown} when you looked). Nothing was closed: please look again and confirm.',
  /** A cleaning under way (or a job past its start) cannot be cancelled nor handed back. */
  cleaningUnderway:
    'Booking {bookingNo} has started or is about to, so it can no longer be cancelled or handed back. Please close the account once it is over.',
  noteRequired: 'Please write down the request you received (for example its date).',
  notFound: 'No such account.',
  alreadyClosed: 'That account is already closed.',
  operatorAccount: 'An operator’s account is closed by the operator, from their own profile.',
};

/** Answers (200). */
export const closureAnswers = {
  preview: 'What closing the account costs.',
  closed: 'Your account is closed. Goodbye, and thank you for using MapleShine.',
  closedByOperator: 'The account is closed.',
};

/** The names a closed account leaves where a name is shown (reviews, bookings, comments). */
export const formerNames = {
  customer: 'Former customer',
  cleaner: 'Former cleaner',
  operator: 'Former operator',
};

/**
 * What is kept after a closure, and why (decision 139): each line is shown on the privacy page
 * and in the data export. Keys are those of server/domain/closure.ts `KEPT_AFTER_CLOSURE`.
 */
export const keptAfterClosure = {
  receipts: {
    what: 'Receipts and credit notes of your paid bookings, with their tax details and the service address printed on them',
    why: 'Tax law (the Income Tax Act and the Excise Tax Act) requires us to keep them for six years after the year they were issued.',
  },
  bookingMoney: {
    what: 'The amounts of your bookings: price, discount, tax, fees and refunds, with the booking number and date',
    why: 'They are the accounting records behind the receipts, kept for the same six years.',
  },
  regularPlans: {
    what: 'Your regular cleanings, ended: their frequency, status, dates and changes',
    why: 'Their visits are bookings whose amounts we keep; the plan explains each visit’s discount and cancellation, for the same six years.',
  },
  ledger: {
    what: 'Our accounting ledger and the cleaners’ payout records',
    why: 'Every dollar taken and paid out must be traceable for six years (tax and anti-fraud rules).',
  },
  taxDetails: {
    what: 'A cleaner’s sealed tax details (SIN or business number)',
    why: 'We must report what we paid cleaners to the Canada Revenue Agency (platform reporting); kept six years, sealed.',
  },
  pendingPayouts: {
    what: 'A cleaner’s payout account, while earnings are still owed',
    why: 'So that what you earned is still paid to you; removed once everything is paid.',
  },
  auditLog: {
    what: 'The console’s audit log of what operators did, including this closure when an operator made it',
    why: 'It shows who changed what, to prove that your data was handled as the law asks.',
  },
  securityIncidents: {
    what: 'Records of a security incident that involved your data, if there ever was one',
    why: 'The Personal Information Protection and Electronic Documents Act (PIPEDA) requires us to keep them for at least 24 months.',
  },
};

/**
 * The same list as an operator reads it in the console's closure dialog: of the account, in the
 * third person (the person's own dialog, the privacy page and the export say "your").
 */
export const keptAfterClosureForOperators: typeof keptAfterClosure = {
  ...keptAfterClosure,
  receipts: {
    what: 'Receipts and credit notes of the account’s paid bookings, with their tax details and the service address printed on them',
    why: 'Tax law (the Income Tax Act and the Excise Tax Act) requires us to keep them for six years after the year they were issued.',
  },
  bookingMoney: {
    what: 'The amounts of the account’s bookings: price, discount, tax, fees and refunds, with the booking number and date',
    why: 'They are the accounting records behind the receipts, kept for the same six years.',
  },
  regularPlans: {
    what: 'The account’s regular cleanings, ended: their frequency, status, dates and changes',
    why: 'Their visits are bookings whose amounts we keep; the plan explains each visit’s discount and cancellation, for the same six years.',
  },
  pendingPayouts: {
    what: 'A cleaner’s payout account, while earnings are still owed',
    why: 'So that what the cleaner earned is still paid to them; removed once everything is paid.',
  },
  auditLog: {
    what: 'The console’s audit log of what operators did, including this closure when an operator made it',
    why: 'It shows who changed what, to prove that the person’s data was handled as the law asks.',
  },
  securityIncidents: {
    what: 'Records of a security incident that involved the person’s data, if there ever was one',
    why: 'The Personal Information Protection and Electronic Documents Act (PIPEDA) requires us to keep them for at least 24 months.',
  },
};

/** The e-mail to the person whose account was closed (to the address it had). */
export const accountClosedMail = {
  subject: 'Your MapleShine account is closed',
  body: `Hello,

Your MapleShine account ({email}) was closed on {day}{byOperator, select, yes { by our team, at your written request} other {}}.

{bookings, plural, =0 {} one {One upcoming booking was cancelled.} other {# upcoming bookings were cancelled.}}{fee, select, none {} other { Cancellation fees charged: {fee}.}}
{jobs, plural, =0 {} one {One accepted job was handed back.} other {# accepted jobs were handed back.}}

Your name, phone number, addresses, photos, notifications, sessions and e-mail preferences have been deleted or anonymised. We keep, as the law requires, the receipts of your paid bookings and their tax details for six years, and a cleaner's tax details and pay records.

This address can be used to open a new account at any time.

MapleShine`,
};

/** The e-mail to every operator when a cleaner's closure hands jobs back. */
export const closureJobsMail = {
  subject:
    '{count, plural, one {# job} other {# jobs}} back on the board: a cleaner closed their account',
  body: `Hi {name},

A cleaner in {cityName} closed their account, so their accepted jobs are open again:

{jobs}

Each is back on the job board for the city's cleaners. Watch that someone takes them in time: {boardUrl}

MapleShine`,
};
