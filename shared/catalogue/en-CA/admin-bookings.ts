/**
 * The console's Bookings (decision 048): the list at /admin/bookings and a booking's page at
 * /admin/bookings/:bookingId. Staff-only texts, read from here directly (decision 047).
 */
export const adminBookingsLabels = {
  HEADING: 'Bookings',
  INTRO: 'Find a booking by its number, the customer’s e-mail, city, status or date.',
  LIST_NAME: 'Bookings',
  BOOKING_NO: 'Booking',
  CUSTOMER: 'Customer',
  CITY: 'City',
  SERVICE: 'Service',
  WHEN: 'When',
  STATUS: 'Status',
  PAYMENT: 'Payment',
  TOTAL: 'Total',
  OPEN: 'Open',
  OPEN_BOOKING: 'Open booking {bookingNo}',
  FILTER_BOOKING_NO: 'Booking number',
  FILTER_BOOKING_NO_HINT: 'e.g. MS-100042',
  FILTER_EMAIL: 'Customer e-mail',
  FILTER_CITY: 'City',
  FILTER_STATUS: 'Status',
  FILTER_DATE: 'Date of the cleaning',
  ANY: 'Any',
  EMPTY: 'No booking matches these filters.',
  NOT_PRICED: 'Not priced yet',
};

/** A booking's page. */
export const adminBookingLabels = {
  BACK: 'All bookings',
  HEADING: 'Booking {bookingNo}',
  LOAD_FAILED: 'The booking could not be loaded: {message}',
  LOADING: 'Loading the booking',
  DETAILS: 'Details',
  CUSTOMER: 'Customer',
  ADDRESS: 'Address',
  SERVICE: 'Service',
  WHEN: 'When',
  CLEANER: 'Cleaner',
  NO_CLEANER: 'None yet',
  CLEANER_PAY: 'Cleaner pay',
  PAY_NOT_SET: 'Set when a cleaner takes the job',
  PRICE: 'Customer price',
  SUBTOTAL: 'Subtotal',
  DISCOUNT: 'Discount',
  PLAN_DISCOUNT: 'Regular cleaning discount ({percent})',
  TAX: 'Tax',
  TOTAL: 'Total',
  ACCESS_NOTES: 'Access notes',
  ACCESS_NOTES_INTRO:
    'What the customer wrote for the cleaner, who sees it only once the job is theirs, from the day before (never in an e-mail).',
  TIMELINE: 'Lifecycle',
  TIMELINE_INTRO: 'The states of the job lifecycle this booking reached, with when.',
  NOW: 'Now',
  TIME_NOT_RECORDED: 'Time not recorded',
  PAYMENT: 'Payment',
  PAYMENT_STATUS: 'Payment status',
  AUTHORIZED: 'Card held',
  HOLD_UNTIL: 'Hold lasts until',
  CAPTURED: 'Charged',
  RELEASED: 'Hold released',
  REFUNDED: 'Refunded',
  REFUNDABLE: 'Left to refund',
  REFUNDS: 'Refunds',
  REFUND_BY: '{amount} on {when} by {operator} (gateway refund {refundId}): {reason}',
  NO_PAYMENT_EVENT: 'Nothing yet',
  DOCUMENTS: 'Receipts',
  DOCUMENTS_INTRO:
    'The receipt issued when the card was charged and a credit note per refund, as printed.',
  NO_DOCUMENTS: 'None yet: the receipt is issued when the card is charged.',
  DOCUMENT_RECEIPT: 'Receipt {number}, {amount}, {date}',
  DOCUMENT_CREDIT_NOTE: 'Credit note {number} for receipt {cites}, {amount}, {date}',
  /** The button reads PDF; its name holds that word too, so a voice user can say what they see. */
  DOCUMENT_PDF: 'PDF',
  DOCUMENT_DOWNLOAD: 'Download PDF {number}',
  DOCUMENT_FAILED: 'The file could not be downloaded: {message}',
  EMAILS: 'E-mails',
  EMAILS_INTRO: 'The e-mails about this booking that the app kept (the outbox).',
  NO_EMAILS: 'No e-mail about this booking was kept.',
  EMAIL_TO: 'To {to}, {when}',
  ACTIONS: 'Actions',
  ACTIONS_INTRO: 'What the job lifecycle allows in this booking’s state.',
  NO_ACTIONS: 'Nothing can be done to this booking in its state.',
  CANCEL: 'Cancel for the customer',
  CANCEL_TITLE: 'Cancel booking {bookingNo}?',
  CANCEL_TEXT:
    'The booking is cancelled on the customer’s behalf: a hold on their card is released, and the customer (and the cleaner, if one accepted) are told.',
  CANCEL_CONFIRM: 'Cancel booking',
  HAND_BACK: 'Hand back from the cleaner',
  HAND_BACK_TITLE: 'Hand back job {bookingNo}?',
  HAND_BACK_TEXT:
    'The job is taken from {cleaner} and opens to the city’s other cleaners again. The customer is told a new cleaner is being found; the cleaner is told their time is free.',
  HAND_BACK_CONFIRM: 'Hand back',
  REFUND: 'Refund',
  REFUND_TITLE: 'Refund booking {bookingNo}',
  REFUND_TEXT: 'Up to {amount} is left to refund. The money goes back to the customer’s card.',
  REFUND_AMOUNT: 'Amount (dollars and cents)',
  REFUND_FULL: 'Refund all {amount}',
  REFUND_REASON: 'Reason',
  REFUND_REASON_HINT:
    'Kept with the refund and in the audit log; the customer does not see it. E.g. "The bathroom was missed."',
  REFUND_CONFIRM: 'Refund',
  KEEP: 'Keep it',
  CLOSE: 'Close',
  LINKS: 'Booking page links',
  LINKS_INTRO:
    'Each e-mail about the booking carries a link that opens its page without an account (issue 40).',
  END_LINKS: 'Stop the booking’s links',
  END_LINKS_TITLE: 'Stop the links to booking {bookingNo}?',
  END_LINKS_TEXT:
    'Every link in the e-mails already sent stops working, for whoever holds them. The next e-mail about this booking carries a new link. For a customer whose e-mail reached someone else.',
  END_LINKS_CONFIRM: 'Stop the links',
};

/** The lifecycle's states in an operator's words (their ids come from the machine). */
export const lifecycleStateNames: Record<string, string> = {
  draft: 'Draft',
  quoted: 'Quoted',
  authorized: 'Paid, waiting for a cleaner',
  assigned: 'Cleaner assigned',
  inProgress: 'In progress',
  completed: 'Completed',
  'completed.charged': 'Completed and charged',
  'completed.partlyRefunded': 'Partly refunded',
  'completed.refunded': 'Refunded',
  cancelled: 'Cancelled',
};

/**
 * Each lifecycle state described for an operator (the booking page's timeline). The English is
 * the job lifecycle machine's own `description`, which tests/unit/console-catalogue.test.ts holds
 * equal, so the machine stays the source and this the French's original.
 */
export const lifecycleStateDescriptions: Record<string, string> = {
  draft:
    'The customer gave their name, e-mail and phone; nothing is priced yet. The customer is on the details form; drafts are not listed among their bookings. Cleaners see nothing.',
  quoted:
    'Priced, and a cleaner was free when it was checked; waiting for the card. The customer sees the summary and the payment form; the booking is in their list and can be cancelled, but is not counted as upcoming. Cleaners see nothing.',
  authorized:
    'Paid: the amount is held on the card, or, for a cleaning more than 5 days away, the card is saved and held 24 hours before. The customer sees an upcoming booking waiting for a cleaner and can still cancel it. Approved cleaners of the city who are free then see it under Open jobs, get a notification, and can accept or decline it.',
  assigned:
    'A cleaner accepted the job and holds its time. The customer sees the cleaner’s name and photo and can still cancel. The cleaner sees it under Assigned and can start it from an hour before its start time, or hand it back before then; other cleaners no longer see it.',
  inProgress:
    'The cleaner started the cleaning; it can no longer be cancelled. The cleaner sees it under In progress and can complete it once half its estimated time has passed since they started it, or since its booked start time when they started early; until then the screen says from when.',
  completed:
    'Cleaned and charged; the lifecycle of the cleaning is over. The amount counts in the customer’s "total spent" and they can review it once; the job counts in the cleaner’s earnings. What can still change is the money: an operator may refund part or all of what was charged.',
  'completed.charged':
    'The card was charged the held amount (or the charge failed and we contact the customer); nothing was refunded. An operator sees Refund on the booking’s page while something was captured.',
  'completed.partlyRefunded':
    'Part of the charge was given back. The operator can refund again, up to what is left of the charge.',
  'completed.refunded':
    'Everything charged was given back to the customer; nothing changes it any more.',
  cancelled:
    'Cancelled by the customer (or an operator for them), because the card could not be held, or because nobody accepted by the start; nothing changes it any more. The customer is e-mailed who cancelled and what became of the money. A cleaner who had accepted it is notified and their time is free again.',
};

export const paymentStatusNames: Record<string, string> = {
  none: 'Not paid',
  cardSaved: 'Card saved',
  authorized: 'Held',
  captured: 'Charged',
  released: 'Released',
  failed: 'Failed',
  expired: 'Hold lapsed',
  partlyRefunded: 'Partly refunded',
  refunded: 'Refunded',
  needsAuthentication: 'Waiting for the customer’s bank',
};
