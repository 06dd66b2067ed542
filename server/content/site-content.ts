import type { Database } from '../db/database.ts';
import { listSettings } from '../db/shared-queries/content.ts';
import { listFaqs } from './faqs.queries.ts';
import { listBanners } from './pages.queries.ts';

/** The home page's banners, as stored. */
export function banners(db: Database) {
  return listBanners(db);
}

/** The FAQs, for one audience and service when asked. */
export function faqs(db: Database, filter: Parameters<typeof listFaqs>[1]) {
  return listFaqs(db, filter);
}

/** The company's settings (name, address, phone) or its social links. */
export function siteSettings(db: Database, group: 'Company' | 'Social') {
  return listSettings(db, group);
}
