import type { AppContext } from '../context.ts';
import {
  deleteContactMessagesBefore,
  deleteDeclinedApplications,
  deleteDiscardedUploads,
  deleteIdleLeads,
  deleteRateLimitEventsBefore,
  deleteSentMailBefore,
  deleteSessionsExpiredBefore,
  deleteUnsentMailBefore,
  deleteVitalSamplesBefore,
  discardedUploadsBefore,
  recordDeletions,
} from './retention.queries.ts';
import { JOB_KINDS, retentionCutoffs, type JobRetentionKind } from '../domain/retention.ts';
import { LEAD_PASSWORD_HASH } from '../quote/index.ts';

export type RetentionReport = Record<JobRetentionKind, number>;

/** The files one run removes from the storage at most; the rest wait for the next run. */
export const DISCARDED_UPLOADS_PER_RUN = 500;

type RetentionContext = Pick<AppContext, 'db' | 'clock' | 'storage'> & {
  log?: (message: string, error?: unknown) => void;
};

/**
 * Removes discarded uploads' files from the storage, then their rows (a batch of the oldest). A
 * file the storage cannot remove keeps its row for the next run; a file already gone is removed.
 */
async function removeDiscardedUploads(context: RetentionContext, before: Date) {
  const due = await discardedUploadsBefore(context.db, before, DISCARDED_UPLOADS_PER_RUN);
  const removed: number[] = [];
  for (const upload of due) {
    try {
      await context.storage.remove(upload.urlPath);
      removed.push(upload.id);
    } catch (error) {
      context.log?.(
        `Could not remove the discarded upload ${upload.id}; the next run tries again.`,
        error,
      );
    }
  }
  return deleteDiscardedUploads(context.db, removed);
}

/**
 * Deletes the personal data past its period (server/domain/retention.ts, decision 140): every
 * kind the retention table gives the job, each by one statement or one bounded batch, so a run
 * cut short leaves every kind either done or for the next run. Writes one `retention_deletions`
 * row per kind (counts only) and answers the same counts. Run daily by the job queue
 * (`privacy.retention`).
 */
export async function enforceRetention(context: RetentionContext): Promise<RetentionReport> {
  const now = context.clock();
  const cutoffs = retentionCutoffs(now);
  const { db } = context;
  const runs: Record<JobRetentionKind, () => Promise<number>> = {
    leads: () => deleteIdleLeads(db, cutoffs.leads, LEAD_PASSWORD_HASH),
    contactMessages: () => deleteContactMessagesBefore(db, cutoffs.contactMessages),
    sentMail: () => deleteSentMailBefore(db, cutoffs.sentMail),
    unsentMail: () => deleteUnsentMailBefore(db, cutoffs.unsentMail),
    rateLimitEvents: () => deleteRateLimitEventsBefore(db, cutoffs.rateLimitEvents),
    webVitals: () => deleteVitalSamplesBefore(db, cutoffs.webVitals),
    sessions: () => deleteSessionsExpiredBefore(db, cutoffs.sessions),
    discardedUploads: () => removeDiscardedUploads(context, cutoffs.discardedUploads),
    declinedApplications: () => deleteDeclinedApplications(db, cutoffs.declinedApplications, now),
  };
  const report = {} as RetentionReport;
  for (const kind of JOB_KINDS) {
    report[kind] = await runs[kind]();
    await recordDeletions(db, now, [{ kind, deleted: report[kind] }]);
  }
  return report;
}
