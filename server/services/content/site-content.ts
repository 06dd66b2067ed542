import type { Database } from '../../db/database.ts';
import { listSettings } from '../../db/queries/content.ts';
import { listFaqs } from '../../db/queries/faqs.ts';
import { listBanners } from '../../db/queries/pages.ts';

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
