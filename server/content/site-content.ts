import type { Database } from '../db/database.ts';
import { listSettings } from '../db/shared-queries/content.ts';
import { PLAN_DISCOUNT_SETTING, planRules } from '../db/shared-queries/plan-rules.ts';
import { PLAN_FREQUENCIES } from '../../shared/regular-plans.ts';
import { textsIn } from '../db/shared-queries/translations.ts';
import { listFaqs } from './faqs.queries.ts';
import { listBanners } from './pages.queries.ts';
import type { Reader } from './pages.ts';

/** The home page's banners, as stored, in the reader's language. */
export async function banners(db: Database, reader: Reader) {
  const rows = await listBanners(db, reader.locale);
  return rows.map(({ banner, translation }) => {
    const { iBannerId, vWebpImage, ...english } = banner;
    const texts = textsIn(
      reader.locale,
      english,
      translation,
      `banner:${iBannerId}`,
      reader.missing,
    );
    return {
      iBannerId,
      vHeading: texts.vHeading,
      vSubHeading: texts.vSubHeading,
      vWebpImage,
      tDescription: texts.tDescription,
    };
  });
}

/** The FAQs, for one audience and service when asked, in the reader's language. */
export async function faqs(db: Database, filter: Parameters<typeof listFaqs>[1], reader: Reader) {
  const rows = await listFaqs(db, filter, reader.locale);
  return rows.map(({ faq, translation }) => {
    const texts = textsIn(
      reader.locale,
      { vQuestion: faq.vQuestion, vAnswer: faq.vAnswer },
      translation,
      `faq:${faq.iFaqId}`,
      reader.missing,
    );
    return { ...faq, ...texts };
  });
}

/**
 * Settings a person reads in the language (the footer's description, the copyright line). Only
 * those are translated: a phone number, an address or a link is the same in every language, so a
 * setting without a translation is not missing one.
 */
const TEXT_SETTINGS = new Set(['FOOTER_DESCRIPTION', 'COPYRIGHTED_TEXT']);

/** The company's settings (name, address, phone) or its social links. */
export async function siteSettings(db: Database, group: 'Company' | 'Social', reader: Reader) {
  const rows = await listSettings(db, group, reader.locale);
  return rows.map(({ vName, vValue, translation }) => {
    if (!TEXT_SETTINGS.has(vName)) return { vName, vValue: translation?.vValue ?? vValue };
    const texts = textsIn(
      reader.locale,
      { vValue },
      translation,
      `setting:${vName}`,
      reader.missing,
    );
    return { vName, vValue: texts.vValue };
  });
}

/**
 * The regular cleanings' discounts (issue 45) ride with the company's settings: the booking
 * wizard shows each frequency's "save N %" before any quote, and no other public answer has them.
 */
export async function planDiscountSettings(db: Database) {
  const { discounts } = await planRules(db);
  return PLAN_FREQUENCIES.map((weeks) => ({
    vName: PLAN_DISCOUNT_SETTING[weeks],
    vValue: String(discounts[weeks]),
  }));
}
