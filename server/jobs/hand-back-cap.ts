/*
 * Hand-backs capped and watched (decision 079): the cleaner holding a job sees the customer's
 * contact details from 24 hours before it, so accepting and handing back jobs is the one way a
 * cleaner could gather them. A cleaner hands back at most 3 jobs in any 24 hours, and every
 * hand-back after the first in 24 hours e-mails the operators in the hand-back's transaction.
 */
import { namedIn } from '../catalog/index.ts';
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
import * as en from '#shared/catalogue/en-CA/mail-operators.ts';
import * as fr from '#shared/catalogue/fr-CA/mail-operators.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { catalogue } from '../i18n/index.ts';
import { composeMail } from '../platform/mail/compose.ts';
import type { ComposedMail } from '../platform/mail/mailer.ts';
import { limits } from '../platform/rate-limit.ts';
import { jobLine } from './uncovered-jobs.ts';
import type { Said } from '../domain/said.ts';
import { clockOnDateValue, type LocaleText } from '../domain/said-values.ts';
import { jobRefusals } from './texts.ts';

const operatorTexts = catalogue(en, fr);

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
  operator: { fullName: string; email: string; locale: Locale },
  alert: HandBackAlert,
  job: JobRow,
  cleanerUrl: string,
): ComposedMail {
  const { locale } = operator;
  const words = operatorTexts(locale).handBacks;
  return composeMail(operator.email, locale, words, {
    name: operator.fullName,
    cleanerName: alert.cleanerName,
    cityName: alert.cityName,
    count: alert.count,
    job: jobLine({ ...job.booking, serviceName: job.serviceName ?? '' }, locale),
    shown: alert.contactWasShown ? 'yes' : 'no',
    capLine:
      alert.count >= alert.max
        ? words.capReached
        : formatMessage(locale, words.capLimit, { max: alert.max }),
    cleanerUrl,
  });
}

/** E-mails every operator about a hand-back that is not the cleaner's first in 24 hours. */
export async function alertOperatorsOfHandBacks(
  context: Pick<AppContext, 'publicUrl' | 'catalog'>,
  tx: Database,
  contractorId: number,
  alert: HandBackAlert,
  job: JobRow,
) {
  if (alert.count < 2) return;
  const cleanerUrl = `${context.publicUrl}/admin/cleaners/${contractorId}`;
  const namesIn = await context.catalog.namesByLocale(tx);
  for (const operator of await operatorAddresses(tx)) {
    // The city and the service in the operator's language (decision 116).
    const names = namesIn(operator.locale);
    await addToOutbox(
      tx,
      handBacksMail(operator, namedIn(names, alert), namedIn(names, job), cleanerUrl),
    );
  }
}
