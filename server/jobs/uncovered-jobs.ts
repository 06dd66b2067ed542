/*
 * A paid job nobody can take (decision 057): when a cleaner's new hours leave an open job of
 * their city without any cleaner who could accept it, the operators are e-mailed in the same
 * transaction, and Today lists the job as at risk (server/console/today.ts asks the same rule).
 */
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { openJobsNobodyCanTake } from '../db/shared-queries/job-takers.ts';
import { operatorAddresses } from '../db/shared-queries/operators.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { minutesToClock } from '../domain/local-time.ts';
import type { MailMessage } from '../platform/mail/mailer.ts';
import { dateInWords } from '../payments/index.ts';

type UncoveredJob = Awaited<ReturnType<typeof openJobsNobodyCanTake>>[number];

/** The ids of the city's open paid jobs nobody can take now. */
export async function uncoveredJobIds(tx: Database, cityId: number, now: Date) {
  return new Set((await openJobsNobodyCanTake(tx, cityId, now)).map((job) => job.id));
}

/** A job as the operators' e-mails list it: number, service, day and window. */
export function jobLine(
  job: Pick<
    UncoveredJob,
    'bookingNo' | 'serviceName' | 'localDate' | 'fromMinutes' | 'estimatedMinutes'
  >,
): string {
  const from = job.fromMinutes ?? 0;
  const when =
    job.localDate === null
      ? ''
      : ` on ${dateInWords(job.localDate)}, ${minutesToClock(from)}–${minutesToClock(from + (job.estimatedMinutes ?? 0))}`;
  return `- ${job.bookingNo}: ${job.serviceName}${when}`;
}

export function uncoveredJobsMail(
  operator: { fullName: string; email: string },
  change: { cleanerName: string; cityName: string },
  jobs: UncoveredJob[],
  consoleUrl: string,
): MailMessage {
  const count = jobs.length === 1 ? '1 paid job' : `${jobs.length} paid jobs`;
  return {
    to: operator.email,
    subject: `No cleaner can take ${count} in ${change.cityName}`,
    text: `Hi ${operator.fullName},

${change.cleanerName} changed their working hours, and no cleaner in ${change.cityName} can take ${jobs.length === 1 ? 'this paid job' : 'these paid jobs'} any more:

${jobs.map(jobLine).join('\n')}

${jobs.length === 1 ? 'It is' : 'They are'} listed under "Open jobs at risk" on Today in the console: ${consoleUrl}

Ask a cleaner of ${change.cityName} to open their hours, or contact the customer before the cleaning.

MapleShine`,
  };
}

/**
 * E-mails every operator the city's open paid jobs that someone could take before the change
 * (`before`, from uncoveredJobIds) and nobody can now; a job already uncovered was reported
 * when it became so and is not mailed again.
 */
export async function alertOperatorsOfUncoveredJobs(
  context: Pick<AppContext, 'publicUrl'>,
  tx: Database,
  change: { cityId: number; cityName: string; cleanerName: string },
  before: Set<number>,
  now: Date,
) {
  const jobs = (await openJobsNobodyCanTake(tx, change.cityId, now)).filter(
    (job) => !before.has(job.id),
  );
  if (jobs.length === 0) return;
  for (const operator of await operatorAddresses(tx)) {
    await addToOutbox(tx, uncoveredJobsMail(operator, change, jobs, `${context.publicUrl}/admin`));
  }
}
