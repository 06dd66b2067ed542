/** The site's header, footer and app shell around every page (decision 103). */

export const siteHeaderLabels = {
  HOME_LINK: 'MapleShine home',
  MAIN_NAV: 'Main',
  MOBILE_NAV: 'Mobile',
  ABOUT: 'About',
  SERVICES: 'Services',
  BOOK_NOW: 'Book Now',
  OPEN_MENU: 'Open menu',
  CLOSE_MENU: 'Close menu',
  ACCOUNT: 'Account',
  LOG_IN: 'Log In',
  JOIN_US: 'Join Us',
  SERVICES_LOADING: 'Loading…',
  NO_SERVICES: 'No Data Found',
};

export const siteFooterLabels = {
  EXPLORE: 'Explore',
  ABOUT_US: 'About Us',
  SERVICES: 'Services',
  COMMERCIAL: 'Commercial',
  BLOG: 'Blog',
  CAREERS: 'Careers',
  JOIN_US: 'Join Us',
  HELP_AND_LEGAL: 'Help & Legal',
  CONTACT_US: 'Contact Us',
  FAQ: 'FAQ',
  TERMS: 'Terms and Conditions',
  PRIVACY: 'Privacy Policy',
  CONTACT: 'Contact',
  SOCIAL_LINKS: 'Social links',
  ACCREDITATION: 'Vetted and background-checked cleaners',
  ACCREDITATION_FIRST_LINE: 'Vetted & background-checked',
  ACCREDITATION_SECOND_LINE: 'cleaners',
};

/** The app shell's own screens: loading, a page that failed, and the head's defaults (spec §9). */
export const shellLabels = {
  LOADING_PAGE: 'Loading page',
  LOADING_ERROR_TITLE: 'Loading error',
  ERROR_TITLE: 'Error',
  NOT_LOADED: 'This page could not be loaded.',
  WENT_WRONG: 'Something went wrong.',
  CHECK_CONNECTION: 'Check your connection and try again.',
  TRY_AGAIN_OR_CONTACT: 'Please try again. If it keeps happening, contact us.',
  TRY_AGAIN: 'Try again',
  CONTACT_US: 'Contact us',
  DEFAULT_DESCRIPTION: 'Professional cleaning services',
  DEFAULT_KEYWORDS: 'cleaning, housekeeping',
  /** Mantine's close buttons that no screen labels itself. */
  CLOSE: 'Close',
  CLOSE_NOTIFICATION: 'Close notification',
  /** A form's submit button while its call runs (spec §4). */
  SUBMITTING: 'Loading...',
};
