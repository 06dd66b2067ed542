import { BookingLinkPage } from '../features/my-bookings/booking-link-page.tsx';
import { OwnBookingPage } from '../features/my-bookings/own-booking-page.tsx';
import { BookingDocuments } from '../features/receipts/booking-documents.tsx';

/**
 * /booking-link/:token: a booking opened from one of its e-mails (decision 097), with its receipt
 * and credit notes to download once charged, through the same link (decision 101).
 */
export function BookingLinkScreen() {
  return (
    <BookingLinkPage documents={(token) => <BookingDocuments source={{ linkToken: token }} />} />
  );
}

/** /booking/:bookingNo: the signed-in customer's same page, its documents by the booking's id. */
export function OwnBookingScreen() {
  return <OwnBookingPage documents={(bookingId) => <BookingDocuments source={{ bookingId }} />} />;
}
