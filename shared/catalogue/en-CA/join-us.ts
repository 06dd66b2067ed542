/** /join-us, the page inviting cleaners to apply. */

export const joinUsLabels = {
  HERO_HEADING: 'Join MapleShine as a Cleaner',
  HERO_SUBHEADING:
    'Earn up to $30 per hour, choose your own jobs and get paid within 48 hours of each completed shift.',
  APPLY_NOW: 'Apply Now',
  HOW_IT_WORKS_HEADING: 'How It Works',
  STEP_1_TITLE: 'Apply',
  STEP_1_TEXT: 'Fill in a short application with your city, experience and a photo.',
  STEP_2_TITLE: 'Background check',
  STEP_2_TEXT: 'Consent to a background check so customers can welcome you with confidence.',
  STEP_3_TITLE: 'Get approved',
  STEP_3_TEXT: 'We e-mail you as soon as your application is approved.',
  STEP_4_TITLE: 'Take jobs and get paid',
  STEP_4_TEXT:
    'Accept jobs in your city, start and complete them, and get paid within 48 hours of each completed shift.',
  BENEFITS_HEADING: 'Why Cleaners Choose MapleShine',
  BENEFIT_1_TITLE: 'Up to $30 per hour',
  BENEFIT_1_TEXT: 'Clear hourly earnings, with the estimated hours shown before you accept.',
  BENEFIT_2_TITLE: 'Fast pay',
  BENEFIT_2_TEXT: 'Paid within 48 hours of each completed shift.',
  BENEFIT_3_TITLE: 'Your schedule',
  BENEFIT_3_TEXT: 'Accept the jobs that suit you and turn down the rest.',
  BENEFIT_4_TITLE: 'No cash, no invoices',
  BENEFIT_4_TEXT: 'Customers pay by card through MapleShine, so there is nothing to collect.',
  FAQ_HEADING: 'Questions from Cleaners',
  VIEW_ALL: 'View All',
};
