import { BookingPage } from '../features/my-bookings/booking-page.tsx';
import { BookingDocuments } from '../features/receipts/booking-documents.tsx';

/**
 * /booking: the customer's bookings, each charged one with its receipt and credit notes to
 * download (decision 101). A booking not charged shows no receipt part.
 */
export function BookingsScreen() {
  return (
    <BookingPage
      extras={(job) =>
        job.eStatus === 'completed' ? (
          <BookingDocuments source={{ bookingId: job.iBookingId }} />
        ) : null
      }
    />
  );
}
