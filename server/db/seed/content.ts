/** Labels per page slug; the web app keeps English defaults for keys missing here. */
export const labelSeed: Record<string, Record<string, string>> = {
  home: {
    BANNER_HEADING: 'A spotless home, booked in a minute',
    BANNER_SUBHEADING:
      'Vetted, background-checked cleaners in eight Canadian cities. Upfront prices, same-day or next-day visits, no contract.',
    BOOK_NOW: 'Book Now',
    SERVICES_HEADING: 'Our Services',
    SERVICES_SUBHEADING:
      'One-time cleans for every moment: moving day, a deep reset, after the party.',
    VIEW_ALL: 'View All',
    READ_MORE: 'READ MORE',
  },
  'page-not-found': {
    NOT_FOUND_HEADING: 'Page Not Found.',
    NOT_FOUND_TEXT: 'Sorry, the page you are looking for could not be found.',
    BACK_HOME: 'Back to home',
  },
};

export const companySettingSeed = [
  {
    name: 'FOOTER_DESCRIPTION',
    value:
      'MapleShine connects households and businesses across Canada with vetted, background-checked cleaners. Upfront prices, card payment, and no contract.',
  },
  { name: 'COPYRIGHTED_TEXT', value: '© 2026 MapleShine Cleaning Inc. All rights reserved.' },
  { name: 'COMPANY_NUMBER', value: '1-888-555-0143' },
  { name: 'COMPANY_EMAIL', value: 'hello@mapleshine.ca' },
] as const;
