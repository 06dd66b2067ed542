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
import { namedIn } from '../catalog/index.ts';
import * as en from '#shared/catalogue/en-CA/mail-operators.ts';
import * as fr from '#shared/catalogue/fr-CA/mail-operators.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { catalogue } from '../i18n/index.ts';
import { composeMail } from '../platform/mail/compose.ts';
import type { ComposedMail } from '../platform/mail/mailer.ts';
import { jobLine } from '../jobs/index.ts';

const operatorTexts = catalogue(en, fr);

type HeldJob = Awaited<ReturnType<typeof heldJobsAhead>>[number];

export function pausedCleanerMail(
  operator: { fullName: string; email: string; locale: Locale },
  pause: { byName: string | null; cleanerName: string; cityName: string; reason: string },
  jobs: HeldJob[],
  cleanerUrl: string,
): ComposedMail {
  const { locale } = operator;
  const words = operatorTexts(locale);
  return composeMail(operator.email, locale, words.pausedCleaner, {
    name: operator.fullName,
    byName: pause.byName ?? words.operatorNames.anOperator,
    cleanerName: pause.cleanerName,
    cityName: pause.cityName,
    reason: pause.reason,
    count: jobs.length,
    jobs: jobs.map((job) => jobLine(job, locale)).join('\n'),
    cleanerUrl,
  });
}

/** E-mails every operator but the one pausing the cleaner's accepted jobs ahead, if any. */
export async function alertOtherOperatorsOfHeldJobs(
  context: Pick<AppContext, 'publicUrl' | 'catalog'>,
  tx: Database,
  pause: { operatorId: number; contractorId: number; reason: string; now: Date },
) {
  const jobs = await heldJobsAhead(tx, pause.contractorId, pause.now);
  if (jobs.length === 0) return;
  const cleaner = await findCleaner(tx, pause.contractorId);
  if (!cleaner) return;
  const operators = await operatorAddresses(tx);
  const byName = operators.find((operator) => operator.id === pause.operatorId)?.fullName ?? null;
  const details = {
    byName,
    cleanerName: cleaner.fullName,
    cityName: cleaner.cityName,
    reason: pause.reason,
  };
  const cleanerUrl = `${context.publicUrl}/admin/cleaners/${pause.contractorId}`;
  const namesIn = await context.catalog.namesByLocale(tx);
  for (const operator of operators) {
    if (operator.id === pause.operatorId) continue;
    // The city and the services in the operator's language (decision 116).
    const names = namesIn(operator.locale);
    const named = jobs.map((job) => namedIn(names, job));
    await addToOutbox(tx, pausedCleanerMail(operator, namedIn(names, details), named, cleanerUrl));
  }
}
