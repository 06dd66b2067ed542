/*
 * The new-job e-mails as a digest (decision 061). A payment tells each cleaner who could take
 * the job at once in the app, and records the announcement; once the oldest announcement a
 * cleaner has not been mailed is DIGEST_WAIT_MS old, one e-mail lists those of the jobs they can
 * still take (one job: the e-mail of decision 057 as it was). A job taken, cancelled or no
 * longer fitting meanwhile is left out; if none is left, no e-mail is sent.
 */
import type { AppContext } from '../context.ts';
import {
  announcedCleaner,
  claimPendingAnnouncements,
  cleanersWithDueAnnouncements,
  forgetAnnouncementsMailedBefore,
  markAnnouncementsMailed,
  stillTakeable,
} from '../db/shared-queries/job-announcements.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { payCents } from '../domain/money.ts';
import { paymentMails } from '../payments/index.ts';
import { inTransaction } from '../platform/transaction.ts';
import { localeOfContractor } from '../db/shared-queries/locales.ts';

/** How long the first announcement waits for others to join it in one e-mail. */
export const DIGEST_WAIT_MS = 5 * 60 * 1000;

/**
 * How long a mailed announcement is kept: long enough to answer a cleaner who asks why they
 * were or were not told of a job, short enough that the table holds weeks, not years.
 */
export const ANNOUNCEMENTS_KEPT_DAYS = 30;

/** Writes the due digests to the outbox; answers how many e-mails were written. */
export async function sendJobDigests(
  context: Pick<AppContext, 'db' | 'clock' | 'catalog'>,
): Promise<number> {
  const now = context.clock();
  const due = await cleanersWithDueAnnouncements(
    context.db,
    new Date(now.getTime() - DIGEST_WAIT_MS),
  );
  if (due.length === 0) return 0;
  // The jobs named in each cleaner's language (decision 116), from the cached catalog.
  const namesIn = await context.catalog.namesByLocale();
  let written = 0;
  for (const contractorId of due) {
    const wrote = await inTransaction(context.db, async (tx) => {
      const pending = await claimPendingAnnouncements(tx, contractorId);
      if (pending.length === 0) return false;
      await markAnnouncementsMailed(
        tx,
        pending.map((row) => row.id),
        now,
      );
      const cleaner = await announcedCleaner(tx, contractorId);
      if (!cleaner) return false;
      const bookingIds = [...new Set(pending.map((row) => row.bookingId))];
      const locale = await localeOfContractor(tx, contractorId);
      const names = namesIn(locale);
      const jobs = (await stillTakeable(tx, contractorId, bookingIds, now)).map((job) => ({
        bookingNo: job.bookingNo,
        serviceName: names.service(job.serviceName),
        cityName: names.city(job.cityName),
        localDate: job.localDate ?? '',
        fromMinutes: job.fromMinutes ?? 0,
        estimatedMinutes: job.estimatedMinutes ?? 0,
        payCents:
          job.rateCents === null ? null : payCents(job.estimatedMinutes ?? 0, job.rateCents),
      }));
      const [only] = jobs;
      if (!only) return false;
      await addToOutbox(
        tx,
        jobs.length === 1
          ? paymentMails.newJob(locale, cleaner, only, only.payCents)
          : paymentMails.newJobs(locale, cleaner, jobs),
      );
      return true;
    });
    if (wrote) written += 1;
  }
  return written;
}

/** Deletes announcements mailed more than ANNOUNCEMENTS_KEPT_DAYS ago; answers how many. */
export function forgetOldAnnouncements(context: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const keptFrom = context.clock().getTime() - ANNOUNCEMENTS_KEPT_DAYS * 24 * 60 * 60 * 1000;
  return forgetAnnouncementsMailedBefore(context.db, new Date(keptFrom));
}
