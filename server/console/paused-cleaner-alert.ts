/*
 * A paused cleaner's accepted jobs (decision 061): a pause keeps the jobs the cleaner holds, so
 * the other operators, who answer the customers of those jobs, are e-mailed the jobs in the
 * pause's transaction; the operator who paused knows already.
 */
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { findCleaner, heldJobsAhead } from './cleaners.queries.ts';
import { operatorAddresses } from '../db/shared-queries/operators.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import type { MailMessage } from '../platform/mail/mailer.ts';
import { jobLine } from '../jobs/index.ts';

type HeldJob = Awaited<ReturnType<typeof heldJobsAhead>>[number];

export function pausedCleanerMail(
  operator: { fullName: string; email: string },
  pause: { byName: string; cleanerName: string; cityName: string; reason: string },
  jobs: HeldJob[],
  cleanerUrl: string,
): MailMessage {
  const count = jobs.length === 1 ? '1 accepted job' : `${jobs.length} accepted jobs`;
  const them = jobs.length === 1 ? 'it' : 'them';
  return {
    to: operator.email,
    subject: `${pause.cleanerName} is paused and holds ${count} in ${pause.cityName}`,
    text: `Hi ${operator.fullName},

${pause.byName} paused ${pause.cleanerName} (${pause.cityName}). Reason: ${pause.reason}

A paused cleaner takes no new jobs but keeps those they accepted, and ${pause.cleanerName} still holds ${jobs.length === 1 ? 'this one' : 'these'}:

${jobs.map(jobLine).join('\n')}

Check with the cleaner that they will still do ${them}, or cancel ${them} for the customer. The cleaner's page in the console lists ${them}: ${cleanerUrl}

MapleShine`,
  };
}

/** E-mails every operator but the one pausing the cleaner's accepted jobs ahead, if any. */
export async function alertOtherOperatorsOfHeldJobs(
  context: Pick<AppContext, 'publicUrl'>,
  tx: Database,
  pause: { operatorId: number; contractorId: number; reason: string; now: Date },
) {
  const jobs = await heldJobsAhead(tx, pause.contractorId, pause.now);
  if (jobs.length === 0) return;
  const cleaner = await findCleaner(tx, pause.contractorId);
  if (!cleaner) return;
  const operators = await operatorAddresses(tx);
  const byName =
    operators.find((operator) => operator.id === pause.operatorId)?.fullName ?? 'An operator';
  const details = {
    byName,
    cleanerName: cleaner.fullName,
    cityName: cleaner.cityName,
    reason: pause.reason,
  };
  const cleanerUrl = `${context.publicUrl}/admin/cleaners/${pause.contractorId}`;
  for (const operator of operators) {
    if (operator.id === pause.operatorId) continue;
    await addToOutbox(tx, pausedCleanerMail(operator, details, jobs, cleanerUrl));
  }
}
