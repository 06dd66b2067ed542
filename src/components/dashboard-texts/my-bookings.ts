import { defineTexts } from '../../i18n/texts.ts';

/** A customer's bookings and a booking's page. */
export const myBookingsTexts = defineTexts(
  'my-bookings',
  () => import('#shared/catalogue/en-CA/my-bookings.ts'),
  () => import('#shared/catalogue/fr-CA/my-bookings.ts'),
);
