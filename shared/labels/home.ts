import { sameDayBookingLabels } from './booking.ts';

/** The home page, with the same-day booking block. */
export const homeLabels = {
  BANNER_HEADING: 'A spotless home, booked in a minute',
  BANNER_SUBHEADING:
    'Vetted, background-checked cleaners in eight Canadian cities. Upfront prices, same-day or next-day visits, no contract.',
  ...sameDayBookingLabels,
  SERVICES_HEADING: 'Our Services',
  SERVICES_SUBHEADING:
    'One-time cleans for every moment: moving day, a deep reset, after the party.',
  VIEW_ALL: 'View All',
  READ_MORE: 'READ MORE',
  ABOUT_HEADING: 'About MapleShine',
  ABOUT_SUBHEADING: 'Cleaning you can trust, booked in minutes',
  ABOUT_TEXT:
    'MapleShine connects households and businesses in Edmonton, Calgary, the Lower Mainland, Winnipeg, Ottawa, Toronto, Mississauga and Brampton with independent cleaners who have been background-checked and approved by our team. You see your price before you book, your card is only charged when the job is done, and every booking is one-time with no contract.',
  ABOUT_POINT_1: 'Vetted, background-checked cleaners',
  ABOUT_POINT_2: 'Upfront pricing with tax shown by name',
  ABOUT_POINT_3: 'Card charged only when the job is complete',
  TESTIMONIALS_HEADING: 'What Our Customers Say',
  TESTIMONIALS_SUBHEADING: 'Real reviews from homes and businesses across Canada.',
  FAQ_HEADING: 'Frequently Asked Questions',
};
