/** The content pages: about us, services, commercial cleaning and careers. */

export const aboutUsLabels = {
  BANNER_HEADING: 'About Us',
  BANNER_SUBHEADING: 'A Canadian cleaning marketplace built on trust, clear prices and fair pay.',
  VALUES_HEADING: 'What We Stand For',
  VALUE_1_TITLE: 'Trust',
  VALUE_1_TEXT:
    'Every cleaner consents to a background check and is approved by our team before taking a job.',
  VALUE_2_TITLE: 'Clear prices',
  VALUE_2_TEXT:
    'You see the estimated hours, price per hour, tax and total before you pay, with no hidden fees.',
  VALUE_3_TITLE: 'No strings attached',
  VALUE_3_TEXT: 'Every booking is a one-time clean. No contract, no subscription.',
  VALUE_4_TITLE: 'Fair pay',
  VALUE_4_TEXT:
    'Cleaners earn up to $30 per hour and are paid within 48 hours of each completed shift.',
  CTA_HEADING: 'Ready for a cleaner home?',
  BOOK_NOW: 'Book Now',
  JOIN_US_HEADING: 'Want to clean with us?',
  JOIN_US: 'Join Us',
};

export const servicesLabels = {
  BANNER_HEADING: 'Our Services',
  BANNER_SUBHEADING:
    'One-time cleans for every moment, each with a clear checklist and an upfront price.',
  READ_MORE: 'READ MORE',
  BOOK_NOW: 'Book Now',
};

export const commercialLabels = {
  BANNER_HEADING: 'Commercial Cleaning',
  BANNER_SUBHEADING:
    'Offices, studios and small retail spaces cleaned before you open, with no contract.',
  INTRO_HEADING: 'A clean workplace, on your schedule',
  INTRO_TEXT:
    'Book a one-time commercial clean for an early-morning or evening window. Workstations and high-touch points are disinfected, kitchenettes and washrooms cleaned and restocked, garbage emptied, and floors vacuumed and mopped.',
  SPACES_HEADING: 'Spaces We Clean',
  SPACE_1: 'Offices and co-working spaces',
  SPACE_2: 'Studios and clinics',
  SPACE_3: 'Small retail stores',
  SPACE_4: 'Showrooms and reception areas',
  BOOKING_TIP:
    'When you book, choose "Office or Commercial Unit" as the residence type so your estimate fits your space.',
  BOOK_NOW: 'Book Now',
  CONTACT_HEADING: 'Have a larger space?',
  CONTACT_US: 'Contact Us',
};

export const careersLabels = {
  BANNER_HEADING: 'Careers at MapleShine',
  BANNER_SUBHEADING:
    'Clean homes in your city, earn up to $30 per hour and get paid within 48 hours of each completed shift.',
  OPEN_POSITIONS_HEADING: 'House Cleaner Jobs by City',
  OPEN_POSITIONS_TEXT:
    'We are welcoming independent cleaners in each of our cities. Pick yours to learn more.',
  VIEW_JOB: 'View Job',
  APPLY_NOW: 'Apply Now',
};

/**
 * A service page's selling lines (labels of the page's slug when present); `{amount}` and
 * `{hours}` are completed from the API's from-price, never typed.
 */
export const serviceSalesLabels = {
  FROM_PRICE: 'From {amount} before tax',
  FROM_PRICE_NOTE: 'for a 1-bedroom, 1-bathroom home, about {hours} hours',
  CARD_HELD: 'Card held, charged only when the job is done',
};

/**
 * What every content page (about us, a service's page, the policies) falls back to when its slug
 * has no label of these.
 */
export const contentPageLabels = {
  BANNER_SUBHEADING: '',
  BOOK_NOW: 'Book Now',
  FAQ_HEADING: 'Frequently Asked Questions',
  ...serviceSalesLabels,
};
