import type { AppContext } from '../context.ts';
import {
  deleteContactMessagesBefore,
  deleteIdleLeads,
  deleteOldMail,
  deleteRateLimitEventsBefore,
} from './retention.queries.ts';
import { retentionCutoffs } from '../domain/retention.ts';
import { LEAD_PASSWORD_HASH } from '../quote/index.ts';

export type RetentionReport = {
  mail: number;
  contactMessages: number;
  leads: number;
  rateLimitEvents: number;
};

/**
 * Deletes the personal data older than its period (server/domain/retention.ts): copies of
 * e-mails, contact messages, leads that never became customers and spent rate-limit attempts.
 * Run daily by the job queue (`privacy.retention`); each delete is one statement, so a run cut
 * short leaves every kind either done or for the next run. Answers how many rows of each went.
 */
export async function enforceRetention(
  context: Pick<AppContext, 'db' | 'clock'>,
): Promise<RetentionReport> {
  const cutoffs = retentionCutoffs(context.clock());
  const { db } = context;
  return {
    mail: await deleteOldMail(db, {
      sentBefore: cutoffs.sentMail,
      unsentBefore: cutoffs.unsentMail,
    }),
    contactMessages: await deleteContactMessagesBefore(db, cutoffs.contactMessages),
    leads: await deleteIdleLeads(db, cutoffs.leads, LEAD_PASSWORD_HASH),
    rateLimitEvents: await deleteRateLimitEventsBefore(db, cutoffs.rateLimitEvents),
  };
}
