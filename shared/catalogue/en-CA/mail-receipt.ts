/**
 * Every label and sentence a receipt or a credit note prints (server/receipts, decisions 101 and
 * 105): the PDF is printed in the customer's language, and for a service address in Quebec in
 * both, French first. Money, dates and rates come in formatted.
 */

export const receiptLabels = {
  receiptTitle: 'Receipt',
  creditNoteTitle: 'Credit note',
  receiptNumber: 'Receipt number',
  creditNoteNumber: 'Credit note number',
  cites: 'For receipt',
  citesValue: '{number} (issued {date})',
  bookingNumber: 'Booking',
  issuedOn: 'Date issued',
  serviceDate: 'Date of service',
  chargeDate: 'Date charged',
  refundDate: 'Date refunded',
  billedTo: 'Billed to',
  serviceAddress: 'Service address',
  service: 'Service',
  hours: 'Hours',
  hoursValue: '{hours, plural, one {# hour} other {# hours}}',
  rate: 'Hourly rate',
  rateValue: '{amount} per hour',
  extras: 'Extras',
  noExtras: 'None',
  subtotal: 'Subtotal',
  discount: 'Discount',
  /** A regular cleaning's visit (decision 148): `{percent}` is "10%". */
  planDiscount: 'Regular cleaning discount ({percent})',
  total: 'Total',
  paidWith: 'Paid with',
  refundedTo: 'Refunded to',
  cardUnknown: 'Card',
  cardEnding: '{brand} ending in {last4}',
  refundBeforeTax: 'Amount before tax',
  refundTotal: 'Total refunded',
  gstHstNumber: 'GST/HST registration number',
  qstNumber: 'QST registration number',
  exampleNumbers:
    'Development: the business numbers above are examples, not real registrations (set RECEIPT_GST_HST_NUMBER and RECEIPT_QST_NUMBER).',
  receiptFooter: 'Thank you for choosing MapleShine. Keep this receipt for your records.',
  creditNoteFooter:
    'This credit note reduces the amount of the receipt it cites by the total above, taxes included.',
  /** A unit on the street line: "10150 Jasper Ave NW, Unit 1203". */
  unitAddress: '{address}, Unit {unit}',
};

/** The sales taxes by the names the tax rates carry; a name not here is printed as it is. */
export const taxNames = {
  GST: 'GST',
  HST: 'HST',
  QST: 'QST',
  PST: 'PST',
};
