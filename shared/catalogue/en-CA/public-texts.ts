/*
 * The public site's and sign-in pages' texts that are not page labels (operators do not edit
 * them): what a screen reader hears while a form loads, and the words said when a call fails
 * without a message of its own (decision 107).
 */

/** The public pages' shared words: empty lists, loaders, landmarks (src/components/site-texts.ts). */
export const siteTexts = {
  NO_DATA: 'No Data Found',
  LOADING_DESCRIPTION: 'Loading description',
  ABOUT_OUR_SERVICE: 'About our service',
  LOADING_QUESTIONS: 'Loading questions',
  LOADING_SERVICES: 'Loading services',
  LOADING_JOB_OVERVIEW: 'Loading job overview',
  FOR_CUSTOMERS: 'This page is for customers.',
  FOR_CONTRACTORS: 'This page is for contractors.',
  LOADING_BLOGS: 'Loading blogs',
  LOADING_APPLICATION_FORM: 'Loading the application form',
  LOADING_YOUR_APPLICATION: 'Loading your application',
  LOADING_PAGE: 'Loading page',
  CAPTCHA: 'Captcha',
  /** A form sent without the captcha's box ticked, as the server says it (api-http.ts). */
  CAPTCHA_MISSING: 'Please confirm that you are not a robot.',
  LOADING_REVIEWS: 'Loading reviews',
  /** The FAQ block's link to every question (spec §2). */
  VIEW_ALL: 'View All',
  LOADING_TESTIMONIALS: 'Loading testimonials',
  LOADING_CONTACT_FORM: 'Loading the contact form',
  LOADING_PAGE_TITLE: 'Loading page title',
  LOADING_BLOG: 'Loading blog',
  LOADING_BOOKING_FORM: 'Loading the booking form',
  PAUSED_CONTACT: 'Questions? Contact us.',
  APPLICATION_FAILED: 'Failed to send your application.',
};
