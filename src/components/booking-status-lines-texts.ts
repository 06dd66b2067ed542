import { defineTexts } from '../i18n/texts.ts';

/** Where a booking stands: lines of the bookings list and the booking page (shared/catalogue/<locale>/booking-status-lines.ts, decision 128). */
export const bookingStatusLinesTexts = defineTexts(
  'booking-status-lines',
  () => import('#shared/catalogue/en-CA/booking-status-lines.ts'),
  () => import('#shared/catalogue/fr-CA/booking-status-lines.ts'),
);
