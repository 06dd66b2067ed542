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
import { namedIn } from '../catalog/index.ts';
import * as en from '#shared/catalogue/en-CA/mail-operators.ts';
import * as fr from '#shared/catalogue/fr-CA/mail-operators.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { catalogue } from '../i18n/index.ts';
import { clockWindow, composeMail, weekdayDay } from '../platform/mail/compose.ts';
import type { ComposedMail } from '../platform/mail/mailer.ts';

const operatorTexts = catalogue(en, fr);

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
  locale: Locale = DEFAULT_LOCALE,
): string {
  const words = operatorTexts(locale).jobLines;
  if (job.localDate === null) {
    return formatMessage(locale, words.withoutTime, {
      bookingNo: job.bookingNo,
      service: job.serviceName,
    });
  }
  const from = job.fromMinutes ?? 0;
  return formatMessage(locale, words.withTime, {
    bookingNo: job.bookingNo,
    service: job.serviceName,
    day: weekdayDay(job.localDate, locale),
    window: clockWindow(from, from + (job.estimatedMinutes ?? 0), locale),
  });
}

export function uncoveredJobsMail(
  operator: { fullName: string; email: string; locale: Locale },
  change: { cleanerName: string; cityName: string },
  jobs: UncoveredJob[],
  consoleUrl: string,
): ComposedMail {
  const { locale } = operator;
  return composeMail(operator.email, locale, operatorTexts(locale).uncoveredJobs, {
    name: operator.fullName,
    count: jobs.length,
    cleanerName: change.cleanerName,
    cityName: change.cityName,
    jobs: jobs.map((job) => jobLine(job, locale)).join('\n'),
    consoleUrl,
  });
}

/**
 * E-mails every operator the city's open paid jobs that someone could take before the change
 * (`before`, from uncoveredJobIds) and nobody can now; a job already uncovered was reported
 * when it became so and is not mailed again.
 */
export async function alertOperatorsOfUncoveredJobs(
  context: Pick<AppContext, 'publicUrl' | 'catalog'>,
  tx: Database,
  change: { cityId: number; cityName: string; cleanerName: string },
  before: Set<number>,
  now: Date,
) {
  const jobs = (await openJobsNobodyCanTake(tx, change.cityId, now)).filter(
    (job) => !before.has(job.id),
  );
  if (jobs.length === 0) return;
  const namesIn = await context.catalog.namesByLocale(tx);
  for (const operator of await operatorAddresses(tx)) {
    // The city and the services in the operator's language (decision 116).
    const names = namesIn(operator.locale);
    await addToOutbox(
      tx,
      uncoveredJobsMail(
        operator,
        namedIn(names, change),
        jobs.map((job) => namedIn(names, job)),
        `${context.publicUrl}/admin`,
      ),
    );
  }
}
