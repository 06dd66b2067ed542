/**
 * Every sentence and label a receipt or credit note prints, and the answers of the download
 * calls: one place, in Canadian English (decision 101).
 */
export const receiptTexts = {
  receiptTitle: 'Receipt',
  creditNoteTitle: 'Credit note',
  receiptNumber: 'Receipt number',
  creditNoteNumber: 'Credit note number',
  cites: 'For receipt',
  citesIssued: 'issued',
  bookingNumber: 'Booking',
  issuedOn: 'Date issued',
  serviceDate: 'Date of service',
  chargeDate: 'Date charged',
  refundDate: 'Date refunded',
  billedTo: 'Billed to',
  serviceAddress: 'Service address',
  service: 'Service',
  hours: 'Hours',
  rate: 'Hourly rate',
  extras: 'Extras',
  noExtras: 'None',
  subtotal: 'Subtotal',
  discount: 'Discount',
  total: 'Total',
  paidWith: 'Paid with',
  refundedTo: 'Refunded to',
  cardUnknown: 'Card',
  refundBeforeTax: 'Amount before tax',
  refundTotal: 'Total refunded',
  gstHstNumber: 'GST/HST registration number',
  qstNumber: 'QST registration number',
  exampleNumbers:
    'Development: the business numbers above are examples, not real registrations (set RECEIPT_GST_HST_NUMBER and RECEIPT_QST_NUMBER).',
  receiptFooter: 'Thank you for choosing MapleShine. Keep this receipt for your records.',
  creditNoteFooter:
    'This credit note reduces the amount of the receipt it cites by the total above, taxes included.',
} as const;

export const RECEIPT_NOT_FOUND = 'Receipt not found.';
export const BOOKING_NOT_FOUND = 'Booking not found.';

/** "3 hours", "3.5 hours". */
export function hoursText(minutes: number): string {
  const hours = minutes / 60;
  const shown = Number.isInteger(hours) ? String(hours) : hours.toFixed(2).replace(/0$/, '');
  return `${shown} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** "13%", "9.975%": a tax rate in parts per million as a person reads it. */
export function rateText(ratePpm: number): string {
  return `${(ratePpm / 10_000).toFixed(4).replace(/\.?0+$/, '')}%`;
}

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  interac: 'Interac',
};

/** "Visa ending in 4242". */
export function cardText(card: { brand: string; last4: string } | null): string {
  if (card === null) return receiptTexts.cardUnknown;
  const named = card.brand.replace(/_/g, ' ');
  const brand = brandNames[card.brand] ?? named.charAt(0).toUpperCase() + named.slice(1);
  return `${brand} ending in ${card.last4}`;
}

/** "$1,234.56". */
export function moneyText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  const dollars = Math.floor(whole / 100).toLocaleString('en-CA');
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}
