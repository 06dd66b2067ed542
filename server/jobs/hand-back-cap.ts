/*
 * Hand-backs capped and watched (decision 079): the cleaner holding a job sees the customer's
 * contact details from 24 hours before it, so accepting and handing back jobs is the one way a
 * cleaner could gather them. A cleaner hands back at most 3 jobs in any 24 hours, and every
 * hand-back after the first in 24 hours e-mails the operators in the hand-back's transaction.
 */
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import type { JobRow } from '../db/shared-queries/job-views.ts';
import type { ContractorScope } from '../db/shared-queries/jobs.ts';
import { operatorAddresses } from '../db/shared-queries/operators.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import {
  addEvent,
  countEventsSince,
  lockBuckets,
  oldestEventSince,
} from '../db/shared-queries/rate-limits.ts';
import { RateLimitedError } from '../domain/errors.ts';
import type { MailMessage } from '../platform/mail/mailer.ts';
import { limits } from '../platform/rate-limit.ts';
import { jobLine } from './uncovered-jobs.ts';
import type { Said } from '../domain/said.ts';
import { clockOnDateValue, type LocaleText } from '../domain/said-values.ts';
import { jobRefusals } from './texts.ts';

/** "You have handed back 3 jobs in the last 24 hours…": the refusal past the cap. */
export function handBackCapRefusal(max: number, nextAt: LocaleText): Said {
  return jobRefusals.handBackCap.with({ max, moment: nextAt });
}

/**
 * Counts the cleaner's hand-back in the caller's transaction, or refuses it (429) when they
 * have handed back the most allowed in the last 24 hours. The bucket's lock makes parallel
 * hand-backs of one cleaner take turns, so a burst gets no more than the cap (decision 075);
 * a hand-back refused later in the transaction leaves no count. Answers how many hand-backs
 * the last 24 hours hold with this one.
 */
export async function countHandBack(
  context: Pick<AppContext, 'clock'>,
  tx: Database,
  scope: ContractorScope,
): Promise<number> {
  const limit = limits.handBacksPerCleaner(scope.id);
  const now = context.clock();
  const since = new Date(now.getTime() - limit.windowMs);
  await lockBuckets(tx, [limit.bucket]);
  const before = await countEventsSince(tx, limit.bucket, since);
  if (before >= limit.max) {
    const oldest = (await oldestEventSince(tx, limit.bucket, since)) ?? now;
    const nextAt = new Date(oldest.getTime() + limit.windowMs);
    throw new RateLimitedError(
      handBackCapRefusal(limit.max, clockOnDateValue(nextAt, scope.timeZone)),
    );
  }
  await addEvent(tx, limit.bucket, now);
  return before + 1;
}

/** "2nd", "3rd", "11th". */
function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

export type HandBackAlert = {
  cleanerName: string;
  cityName: string;
  /** Hand-backs in the last 24 hours, this one included. */
  count: number;
  max: number;
  /** Whether the cleaner had been shown the customer's contact details. */
  contactWasShown: boolean;
};

export function handBacksMail(
  operator: { fullName: string; email: string },
  alert: HandBackAlert,
  job: JobRow,
  cleanerUrl: string,
): MailMessage {
  const capLine =
    alert.count >= alert.max
      ? 'That is the most allowed: they cannot hand back another job until 24 hours after the first of these.'
      : `A cleaner can hand back at most ${alert.max} jobs in 24 hours.`;
  return {
    to: operator.email,
    subject: `${alert.cleanerName} handed back ${alert.count} jobs in 24 hours in ${alert.cityName}`,
    text: `Hi ${operator.fullName},

${alert.cleanerName} (${alert.cityName}) handed back this job, the ${ordinal(alert.count)} they have handed back in the last 24 hours:

${jobLine({ ...job.booking, serviceName: job.serviceName ?? '' })}

The customer's contact details ${alert.contactWasShown ? 'had been shown to them' : 'had not been shown to them yet'}. ${capLine}

Accepting and handing back jobs is how a cleaner could collect customers' phone numbers and addresses. Check with the cleaner, and pause them if needed, from their page in the console: ${cleanerUrl}

MapleShine`,
  };
}

/** E-mails every operator about a hand-back that is not the cleaner's first in 24 hours. */
export async function alertOperatorsOfHandBacks(
  context: Pick<AppContext, 'publicUrl'>,
  tx: Database,
  contractorId: number,
  alert: HandBackAlert,
  job: JobRow,
) {
  if (alert.count < 2) return;
  const cleanerUrl = `${context.publicUrl}/admin/cleaners/${contractorId}`;
  for (const operator of await operatorAddresses(tx)) {
    await addToOutbox(tx, handBacksMail(operator, alert, job, cleanerUrl));
  }
}
