import type { components } from '#shared/api-schema.d.ts';

/** payment_autorization's answer: the paid booking, as the thank-you page shows it. */
export type PaidBooking = components['schemas']['PaymentResult'];

/**
 * What the payment stage hands the thank-you page in navigation state: where the booking started
 * and the server's answer about it. The browser keeps navigation state with the history entry,
 * so a reload of /thank-you still shows the booking; a /thank-you opened afresh has none.
 */
export type ThankYouState = { pagePath: '/' | '/book-now'; booking: PaidBooking };

const TEXT_FIELDS = [
  'vBookingNo',
  'eStatus',
  'vServiceName',
  'vCity',
  'vDate',
  'vFrom',
  'vUntill',
  'vAddress',
  'vUnit',
  'vCalendar',
  'vCalendarFileName',
] as const;

function isPaidBooking(value: unknown): value is PaidBooking {
  if (typeof value !== 'object' || value === null) return false;
  const fields = new Map<string, unknown>(Object.entries(value));
  const paymentStatus = fields.get('ePaymentStatus');
  return (
    TEXT_FIELDS.every((field) => typeof fields.get(field) === 'string') &&
    (paymentStatus === 'authorized' || paymentStatus === 'cardSaved') &&
    typeof fields.get('final_price') === 'number'
  );
}

/** The path the booking came from, when navigation state carries one. */
export function pagePathOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('pagePath' in state)) return undefined;
  return typeof state.pagePath === 'string' ? state.pagePath : undefined;
}

/** The paid booking in navigation state, or null (opened afresh, or state of another shape). */
export function paidBookingOf(state: unknown): PaidBooking | null {
  if (typeof state !== 'object' || state === null || !('booking' in state)) return null;
  return isPaidBooking(state.booking) ? state.booking : null;
}
