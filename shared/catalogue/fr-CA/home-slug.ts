import type * as english from '../en-CA/home-slug.ts';
import type { Translation } from '../translation.ts';
import { sameDayBookingLabels } from './booking.ts';
import { homePageLabels } from './home.ts';

/** Les libellés du slug 'home' : ceux de la page et de son bloc de réservation (décision 107). */
export const homeLabels: Translation<typeof english.homeLabels> = {
  ...sameDayBookingLabels,
  ...homePageLabels,
};
