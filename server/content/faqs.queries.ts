import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Locale } from '#shared/i18n/locale.ts';
import type { Database } from '../db/database.ts';
import { faqTranslations, faqs } from '../db/schema.ts';

/**
 * By audience alone: the general questions of that audience. By service: that service's
 * questions. Neither: every general question. Each with its translation into the language.
 */
export function listFaqs(
  db: Database,
  filter: { audience?: 'Customer' | 'Contractor' | undefined; serviceId?: number | undefined },
  locale: Locale,
) {
  const conditions: SQL[] = [
    eq(faqs.published, true),
    filter.serviceId === undefined ? isNull(faqs.serviceId) : eq(faqs.serviceId, filter.serviceId),
  ];
  if (filter.audience) conditions.push(eq(faqs.audience, filter.audience));
  return db
    .select({
      faq: {
        iFaqId: faqs.id,
        vQuestion: faqs.question,
        vAnswer: faqs.answer,
        eType: faqs.audience,
        iServiceId: faqs.serviceId,
      },
      translation: { vQuestion: faqTranslations.question, vAnswer: faqTranslations.answer },
    })
    .from(faqs)
    .leftJoin(
      faqTranslations,
      and(eq(faqTranslations.faqId, faqs.id), eq(faqTranslations.locale, locale)),
    )
    .where(and(...conditions))
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));
}
