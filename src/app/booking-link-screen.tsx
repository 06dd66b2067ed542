import { BookingLinkPage } from '../features/my-bookings/booking-link-page.tsx';
import { LazyBookingDocuments } from '../features/receipts/lazy-booking-documents.tsx';

/**
 * /booking-link/:token: a booking opened from one of its e-mails (decision 097), with its receipt
 * and credit notes to download once charged, through the same link (decision 101). The signed-in
 * customer's same page is in bookings-screen.tsx, so this route's first download does not carry it
 * (decision 159).
 */
export function BookingLinkScreen() {
  return (
    <BookingLinkPage
      documents={(token) => <LazyBookingDocuments source={{ linkToken: token }} />}
    />
  );
}
