/** Company details of the footer (spec §3 setting names). */
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

/** Social links; the footer shows each only when it is configured. */
export const socialSettingSeed = [
  { name: 'SOCIAL_FACEBOOK', value: 'https://www.facebook.com/mapleshinecleaning' },
  { name: 'SOCIAL_TWITTER', value: 'https://x.com/mapleshineca' },
  { name: 'SOCIAL_INSTAGRAM', value: 'https://www.instagram.com/mapleshine.ca' },
] as const;
