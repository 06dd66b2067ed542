import { BookingPage } from '../features/my-bookings/booking-page.tsx';
import { OwnBookingPage } from '../features/my-bookings/own-booking-page.tsx';
import { LazyBookingDocuments } from '../features/receipts/lazy-booking-documents.tsx';

/**
 * /booking: the customer's bookings, each charged one with its receipt and credit notes to
 * download (decision 101). A booking not charged shows no receipt part.
 */
export function BookingsScreen() {
  return (
    <BookingPage
      extras={(job) =>
        job.eStatus === 'completed' ? (
          <LazyBookingDocuments source={{ bookingId: job.iBookingId }} />
        ) : null
      }
    />
  );
}

/**
 * /booking/:bookingNo: the signed-in customer's one booking, the same page a guest opens from an
 * e-mail's link, its documents by the booking's id. Beside the bookings list it is opened from,
 * not beside the link's page (decision 159: that route's first download does not carry it).
 */
export function OwnBookingScreen() {
  return (
    <OwnBookingPage documents={(bookingId) => <LazyBookingDocuments source={{ bookingId }} />} />
  );
}
