import type { bookingPageLabels } from '#shared/catalogue/en-CA/booking-page.ts';
import type { Translation } from '#shared/catalogue/translation.ts';
import { defineTexts, useTexts } from '../../i18n/texts.ts';

/** A booking's own page's texts in the page's language (shared/catalogue/<locale>/booking-page.ts). */
export const bookingPageCatalogue = defineTexts(
  'booking-page',
  () => import('#shared/catalogue/en-CA/booking-page.ts'),
  () => import('#shared/catalogue/fr-CA/booking-page.ts'),
);

export type BookingPageTexts = Translation<typeof bookingPageLabels>;

export function useBookingPageLabels(): BookingPageTexts {
  return useTexts(bookingPageCatalogue).bookingPageLabels;
}
