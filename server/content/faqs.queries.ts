import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { faqs } from '../db/schema.ts';

/**
 * By audience alone: the general questions of that audience. By service: that service's
 * questions. Neither: every general question.
 */
export function listFaqs(
  db: Database,
  filter: { audience?: 'Customer' | 'Contractor' | undefined; serviceId?: number | undefined },
) {
  const conditions: SQL[] = [
    eq(faqs.published, true),
    filter.serviceId === undefined ? isNull(faqs.serviceId) : eq(faqs.serviceId, filter.serviceId),
  ];
  if (filter.audience) conditions.push(eq(faqs.audience, filter.audience));
  return db
    .select({
      iFaqId: faqs.id,
      vQuestion: faqs.question,
      vAnswer: faqs.answer,
      eType: faqs.audience,
      iServiceId: faqs.serviceId,
    })
    .from(faqs)
    .where(and(...conditions))
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));
}
