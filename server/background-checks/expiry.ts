/*
 * The background checks' expiry (decision 134), run by the job queue every hour: 30 and 7 days
 * before a cleaner's check expires, the cleaner (an e-mail in their language and an in-app
 * notice) and every operator (an e-mail) are told, once each; on the expiry day (the city's) the
 * cleaner is paused with the reason `checkExpired`, unless someone paused them already, and all
 * are told again. A new clear check lifts that pause (server/console/cleaner-checks.ts). Each step
 * is marked on the check's row in its own transaction, so two servers' runs tell no one twice.
 * Tests call `runCheckExpiries` with their own clock.
 */
import { formatDay } from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { operatorAddresses } from '../db/shared-queries/operators.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { namedIn } from '../catalog/index.ts';
import { notify } from '../notifications/index.ts';
import { composeMail } from '../platform/mail/compose.ts';
import { inTransaction } from '../platform/transaction.ts';
import { daysBetween, todayIn } from './background-checks.ts';
import { checksToWatch, markCheck, pauseForCheck } from './checks.queries.ts';
import { checkTexts } from './texts.ts';

type ExpiryContext = Pick<AppContext, 'db' | 'publicUrl' | 'catalog'>;
type Watched = Awaited<ReturnType<typeof checksToWatch>>[number];

export type ExpiryReport = {
  /** Checks whose 30-day or 7-day notices were written in this run. */
  warned: { checkId: number; days: number }[];
  /** Checks that lapsed in this run (their cleaner paused, unless paused already). */
  lapsed: number[];
  failed: { checkId: number; error: unknown }[];
};

/** The notices' two days ahead, furthest first. */
const WARNINGS = [
  { days: 30, mark: 'warned30At' },
  { days: 7, mark: 'warned7At' },
] as const;

async function tellOperators(
  context: ExpiryContext,
  tx: Database,
  check: Watched,
  mail: 'operatorCheckExpiringMail' | 'operatorCheckLapsedMail',
  days: number,
) {
  const cleanerUrl = `${context.publicUrl}/admin/cleaners/${check.contractorId}`;
  const namesIn = await context.catalog.namesByLocale(tx);
  for (const operator of await operatorAddresses(tx)) {
    const named = namedIn(namesIn(operator.locale), { cityName: check.cityName });
    await addToOutbox(
      tx,
      composeMail(operator.email, operator.locale, checkTexts(operator.locale)[mail], {
        name: operator.fullName,
        cleanerName: check.fullName,
        cityName: named.cityName,
        day: formatDay(check.expiresOn, operator.locale),
        days,
        cleanerUrl,
      }),
    );
  }
}

async function tellCleaner(
  tx: Database,
  check: Watched,
  kind: 'expiring' | 'lapsed',
  days: number,
) {
  const locale: Locale = check.locale;
  const texts = checkTexts(locale);
  const values = { name: check.fullName, day: formatDay(check.expiresOn, locale), days };
  await addToOutbox(
    tx,
    composeMail(
      check.email,
      locale,
      kind === 'expiring' ? texts.checkExpiringMail : texts.checkLapsedMail,
      values,
    ),
  );
  await notify(
    tx,
    { recipient: 'Contractor', contractorId: check.contractorId },
    {
      bookingId: null,
      text: (noticeLocale) => {
        const notice =
          kind === 'expiring'
            ? checkTexts(noticeLocale).checkExpiringNotice
            : checkTexts(noticeLocale).checkLapsedNotice;
        const noticeValues = { ...values, day: formatDay(check.expiresOn, noticeLocale) };
        return {
          title: formatMessage(noticeLocale, notice.title, noticeValues),
          message: formatMessage(noticeLocale, notice.message, noticeValues),
        };
      },
    },
  );
}

/** One check's due step, if any: its lapse, else the nearest notice not yet written. */
async function settleOne(context: ExpiryContext, check: Watched, now: Date, report: ExpiryReport) {
  const daysLeft = daysBetween(todayIn(check.timeZone, now), check.expiresOn);
  if (daysLeft <= 0) {
    const lapsed = await inTransaction(context.db, async (tx) => {
      if (!(await markCheck(tx, check.id, 'lapsedAt', now))) return false;
      await pauseForCheck(tx, check.contractorId, 'checkExpired', now);
      await tellCleaner(tx, check, 'lapsed', 0);
      await tellOperators(context, tx, check, 'operatorCheckLapsedMail', 0);
      return true;
    });
    if (lapsed) report.lapsed.push(check.id);
    return;
  }
  // The nearest notice due: a check recorded with 20 days left gets only the 7-day one later.
  const due = [...WARNINGS].reverse().find((warning) => daysLeft <= warning.days);
  if (!due || check[due.mark] !== null) return;
  const warned = await inTransaction(context.db, async (tx) => {
    if (!(await markCheck(tx, check.id, due.mark, now))) return false;
    // The 7-day notice stands for the 30-day one too, should that one not have gone.
    if (due.mark === 'warned7At') await markCheck(tx, check.id, 'warned30At', now);
    await tellCleaner(tx, check, 'expiring', daysLeft);
    await tellOperators(context, tx, check, 'operatorCheckExpiringMail', daysLeft);
    return true;
  });
  if (warned) report.warned.push({ checkId: check.id, days: due.days });
}

/** Writes the notices and lapses due at `now`; one check's failure never stops the others. */
export async function runCheckExpiries(context: ExpiryContext, now: Date): Promise<ExpiryReport> {
  const report: ExpiryReport = { warned: [], lapsed: [], failed: [] };
  for (const check of await checksToWatch(context.db)) {
    try {
      await settleOne(context, check, now, report);
    } catch (error) {
      report.failed.push({ checkId: check.id, error });
    }
  }
  return report;
}
