import type { Job } from '../../components/job-card.tsx';

/** What Add Review needs of the booking that /booking passes in navigation state. */
export type ReviewedBooking = Pick<Job, 'iBookingId' | 'vBookingNo' | 'vDate' | 'service'> &
  Partial<Pick<Job, 'vFrom' | 'vUntill' | 'contractor'>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The booking of the navigation state `{ booking }`, or null when the page was opened without
 * one (typed address, bookmark, reload in another tab).
 */
export function bookingFromState(state: unknown): ReviewedBooking | null {
  if (!isRecord(state) || !isRecord(state.booking)) return null;
  const booking = state.booking;
  const service = booking.service;
  if (
    typeof booking.iBookingId !== 'number' ||
    typeof booking.vBookingNo !== 'string' ||
    typeof booking.vDate !== 'string' ||
    !isRecord(service) ||
    typeof service.iServiceId !== 'number' ||
    typeof service.vServiceName !== 'string'
  ) {
    return null;
  }
  return booking as ReviewedBooking;
}
