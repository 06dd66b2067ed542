import type { Job } from '../../components/job-card.tsx';
import { formatDollars } from '../../components/format-money.ts';

/**
 * What cancelling does to the customer's card, by the booking's payment state: a live hold is
 * released, a card saved for a later hold (cleanings more than 5 days ahead) is never charged,
 * and otherwise nothing was taken. The server's cancellation notice says the same
 * (server/bookings/cancellation.ts).
 */
export function cancelPaymentNote(job: Pick<Job, 'ePaymentStatus' | 'vTotalPrice'>): string {
  switch (job.ePaymentStatus) {
    case 'authorized':
      return `The hold of ${formatDollars(job.vTotalPrice)} on your card will be released.`;
    case 'cardSaved':
    case 'needsAuthentication':
      return 'Your saved card will not be charged.';
    default:
      return 'Nothing was charged.';
  }
}
