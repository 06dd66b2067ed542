import { demoBannerLabels } from '#shared/catalogue/en-CA/demo-banner.ts';
import { DEMO_PASSWORD, demoContractorEmail, demoCustomer } from './db/seed/accounts.ts';

/** The demo banner's sentence with the accounts DEMO_MODE seeds, for every page (decision 071). */
export function demoBannerText(): string {
  return demoBannerLabels.DEMO_BANNER_TEXT.replace('{customer}', demoCustomer.email)
    .replace('{cleaner}', demoContractorEmail('Toronto'))
    .replace('{password}', DEMO_PASSWORD);
}
