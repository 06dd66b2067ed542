import { sameDayBookingLabels } from './booking.ts';
import { homePageLabels } from './home.ts';

/**
 * The 'home' slug's labels as seeded: the page's own and its booking block's. Apart from
 * `home.ts` so the home page's code does not carry the wizard's labels (decision 056).
 */
export const homeLabels = { ...sameDayBookingLabels, ...homePageLabels };
