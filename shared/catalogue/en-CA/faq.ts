/** /frequently-asked-questions. */

export const faqLabels = {
  BANNER_HEADING: 'Frequently Asked Questions',
  BANNER_SUBHEADING: 'Answers about booking, payment, and working with MapleShine.',
  CUSTOMER_TAB: 'For Customers',
  CONTRACTOR_TAB: 'For Cleaners',
  STILL_HAVE_QUESTIONS: 'Still have questions?',
  CONTACT_US: 'Contact Us',
};
