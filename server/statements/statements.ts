import { Temporal } from 'temporal-polyfill';
import type { CatalogNames } from '../catalog/index.ts';
import type { Database } from '../db/database.ts';
import { InvalidError, NotFoundError } from '../domain/errors.ts';
import { httpRefusals } from '../domain/http-refusals.ts';
import { DEFAULT_PAGE_SIZE } from '../domain/list-cursor.ts';
import { centsToDollars } from '../domain/money.ts';
import { localeOfContractor } from '../db/shared-queries/locales.ts';
import { isCalendarDate, localNow, zonedInstant } from '../domain/local-time.ts';
import {
  cleanerOfStatements,
  hasCompletePayoutAccount,
  statementRows,
  movements,
  type Movement,
} from './statements.queries.ts';
import { statementRefusals } from './texts.ts';

/*
 * A cleaner's weekly pay statements (issue 43, decision 136). A week runs from Monday 00:00 to
 * the next Monday 00:00 on the clock of the cleaner's city. What was earned counts in the week it
 * was earned (a job at its completion, a tip or a cancellation fee when it was charged); what was
 * sent counts in the week it was sent. Figures stay in cents until the answer is written.
 */

export type PayoutKind = 'service' | 'tip' | 'cancellationFee';

export type Totals = {
  jobs: number;
  minutes: number;
  payCents: number;
  tipsCents: number;
  feesCents: number;
  earnedCents: number;
  paidOutCents: number;
  toBePaidCents: number;
};

/** One week's statement, in cents, ready for the answer, the CSV and the PDF. */
export type Statement = {
  monday: string;
  sunday: string;
  cleanerName: string;
  cityName: string;
  timeZone: string;
  waitingForPayoutAccount: boolean;
  jobs: { date: string; bookingNo: string; service: string; minutes: number; payCents: number }[];
  tips: { date: string; bookingNo: string; amountCents: number }[];
  fees: { date: string; bookingNo: string; amountCents: number }[];
  transfers: {
    date: string;
    sentAt: Date;
    bookingNo: string;
    kind: PayoutKind;
    amountCents: number;
    transferId: string;
  }[];
  totals: Totals;
};

const mondayOf = (date: string) => {
  const day = Temporal.PlainDate.from(date);
  return day.subtract({ days: day.dayOfWeek - 1 }).toString();
};
const plusDays = (date: string, days: number) =>
  Temporal.PlainDate.from(date).add({ days }).toString();

/**
 * The week a request names by its Monday, or a 400 in words: a date in another form, a day that
 * is not a Monday, a week after this one on the city's clock.
 */
export function askedWeek(text: string, timeZone: string, now: Date): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || !isCalendarDate(text)) {
    throw new InvalidError(statementRefusals.weekFormat);
  }
  if (Temporal.PlainDate.from(text).dayOfWeek !== 1) {
    throw new InvalidError(statementRefusals.notMonday.with({ day: text }));
  }
  if (text > mondayOf(localNow(timeZone, now).date)) {
    throw new InvalidError(statementRefusals.futureWeek.with({ day: text }));
  }
  return text;
}

type Figures = Omit<Movement, 'at' | 'settledCents'>;

function totalsOf(figures: Figures, settledCents: number) {
  const earnedCents = figures.payCents + figures.tipsCents + figures.feesCents;
  return {
    jobs: figures.jobs,
    minutes: figures.minutes,
    payCents: figures.payCents,
    tipsCents: figures.tipsCents,
    feesCents: figures.feesCents,
    earnedCents,
    paidOutCents: figures.paidOutCents,
    toBePaidCents: Math.max(0, earnedCents - settledCents),
  };
}

async function cleanerOf(db: Database, contractorId: number) {
  const cleaner = await cleanerOfStatements(db, contractorId);
  // A contractor's row is never deleted while their session lives.
  if (cleaner === null) throw new Error(`No contractor ${contractorId}.`);
  return cleaner;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** One week's statement of the signed-in cleaner; a week with nothing of theirs is 404. */
export async function weekStatement(
  db: Database,
  contractorId: number,
  weekText: string,
  now: Date,
  names: CatalogNames,
): Promise<Statement> {
  const cleaner = await cleanerOf(db, contractorId);
  const monday = askedWeek(weekText, cleaner.timeZone, now);
  const from = zonedInstant(monday, 0, cleaner.timeZone);
  const to = zonedInstant(plusDays(monday, 7), 0, cleaner.timeZone);
  const [rows, complete] = await Promise.all([
    statementRows(db, contractorId, from, to),
    hasCompletePayoutAccount(db, contractorId),
  ]);
  if (rows.jobs.length + rows.tips.length + rows.fees.length + rows.transfers.length === 0) {
    throw new NotFoundError(statementRefusals.noStatement.with({ day: monday }));
  }
  const dayOf = (at: Date | null) => localNow(cleaner.timeZone, at ?? from).date;
  const jobs = rows.jobs.map((job) => ({
    date: dayOf(job.at),
    bookingNo: job.bookingNo,
    service: names.service(job.serviceName ?? ''),
    minutes: job.minutes ?? 0,
    payCents: job.payCents ?? 0,
  }));
  const tips = rows.tips.map((tip) => ({
    date: dayOf(tip.at),
    bookingNo: tip.bookingNo,
    amountCents: tip.amountCents,
  }));
  const fees = rows.fees.map((fee) => ({
    date: dayOf(fee.at),
    bookingNo: fee.bookingNo,
    amountCents: fee.amountCents,
  }));
  const settledCents =
    sum(rows.jobs.map((job) => Math.min(job.payCents ?? 0, job.sentCents))) +
    sum(rows.tips.map((tip) => Math.min(tip.amountCents, tip.sentCents))) +
    sum(rows.fees.map((fee) => Math.min(fee.amountCents, fee.sentCents)));
  const totals = totalsOf(
    {
      jobs: jobs.length,
      minutes: sum(jobs.map((job) => job.minutes)),
      payCents: sum(jobs.map((job) => job.payCents)),
      tipsCents: sum(tips.map((tip) => tip.amountCents)),
      feesCents: sum(fees.map((fee) => fee.amountCents)),
      paidOutCents: sum(rows.transfers.map((transfer) => transfer.amountCents)),
    },
    settledCents,
  );
  return {
    monday,
    sunday: plusDays(monday, 6),
    cleanerName: cleaner.fullName,
    cityName: names.city(cleaner.cityName),
    timeZone: cleaner.timeZone,
    waitingForPayoutAccount: !complete && totals.toBePaidCents > 0,
    jobs,
    tips,
    fees,
    transfers: rows.transfers.map((transfer) => ({
      date: dayOf(transfer.at),
      sentAt: transfer.at ?? from,
      bookingNo: transfer.bookingNo,
      kind: transfer.kind,
      amountCents: transfer.amountCents,
      transferId: transfer.transferId ?? '',
    })),
    totals,
  };
}

/** The totals as the answer writes them: dollars, hours to the hundredth. */
export function totalsOnWire(totals: Totals) {
  return {
    iJobs: totals.jobs,
    fHours: Math.round((totals.minutes / 60) * 100) / 100,
    fPay: centsToDollars(totals.payCents),
    fTips: centsToDollars(totals.tipsCents),
    fFees: centsToDollars(totals.feesCents),
    fEarned: centsToDollars(totals.earnedCents),
    fPaidOut: centsToDollars(totals.paidOutCents),
    fToBePaid: centsToDollars(totals.toBePaidCents),
  };
}

/** A statement as the JSON answer carries it. */
export function statementOnWire(statement: Statement) {
  return {
    dWeek: statement.monday,
    dWeekEnd: statement.sunday,
    vCityName: statement.cityName,
    vTimeZone: statement.timeZone,
    bWaitingForPayoutAccount: statement.waitingForPayoutAccount,
    jobs: statement.jobs.map((job) => ({
      dDate: job.date,
      vBookingNo: job.bookingNo,
      vServiceName: job.service,
      fHours: Math.round((job.minutes / 60) * 100) / 100,
      fPay: centsToDollars(job.payCents),
    })),
    tips: statement.tips.map((tip) => ({
      dDate: tip.date,
      vBookingNo: tip.bookingNo,
      fAmount: centsToDollars(tip.amountCents),
    })),
    fees: statement.fees.map((fee) => ({
      dDate: fee.date,
      vBookingNo: fee.bookingNo,
      fAmount: centsToDollars(fee.amountCents),
    })),
    transfers: statement.transfers.map((transfer) => ({
      dSentOn: transfer.date,
      tSentAt: transfer.sentAt.toISOString(),
      vBookingNo: transfer.bookingNo,
      eFor: transfer.kind,
      fAmount: centsToDollars(transfer.amountCents),
      vTransferId: transfer.transferId,
    })),
    totals: totalsOnWire(statement.totals),
  };
}

const LIST_CURSOR = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The weeks with anything on the cleaner's statements, newest first, a page at a time (decision
 * 054): the cursor is the Monday of the last week listed, and the next page is the weeks before
 * it. A cursor that is no Monday is the lists' usual 400.
 */
export async function statementWeeks(
  db: Database,
  contractorId: number,
  cursor: string | undefined,
  limit: number | undefined,
  names: CatalogNames,
) {
  if (
    cursor !== undefined &&
    (!LIST_CURSOR.test(cursor) ||
      !isCalendarDate(cursor) ||
      Temporal.PlainDate.from(cursor).dayOfWeek !== 1)
  ) {
    throw new InvalidError(httpRefusals.badCursor);
  }
  const size = limit ?? DEFAULT_PAGE_SIZE;
  const cleaner = await cleanerOf(db, contractorId);
  const before = cursor === undefined ? null : zonedInstant(cursor, 0, cleaner.timeZone);
  const [moves, complete] = await Promise.all([
    movements(db, contractorId, before),
    hasCompletePayoutAccount(db, contractorId),
  ]);
  const weeks = new Map<string, Movement>();
  for (const move of moves) {
    const week = mondayOf(localNow(cleaner.timeZone, new Date(move.at)).date);
    const sums = weeks.get(week);
    if (sums === undefined) {
      weeks.set(week, { ...move, at: week });
      continue;
    }
    sums.jobs += move.jobs;
    sums.minutes += move.minutes;
    sums.payCents += move.payCents;
    sums.tipsCents += move.tipsCents;
    sums.feesCents += move.feesCents;
    sums.paidOutCents += move.paidOutCents;
    sums.settledCents += move.settledCents;
  }
  const newestFirst = [...weeks.values()].sort((a, b) => (a.at < b.at ? 1 : -1));
  const page = newestFirst.slice(0, size);
  const last = page.at(-1);
  return {
    vCityName: names.city(cleaner.cityName),
    vTimeZone: cleaner.timeZone,
    bPayoutAccountReady: complete,
    weeks: page.map((week) => {
      const totals = totalsOf(week, week.settledCents);
      return {
        dWeek: week.at,
        dWeekEnd: plusDays(week.at, 6),
        bWaitingForPayoutAccount: !complete && totals.toBePaidCents > 0,
        totals: totalsOnWire(totals),
      };
    }),
    vNextCursor: newestFirst.length > size && last ? last.at : null,
  };
}

/** The language a cleaner's files are written in: their own (decision 105). */
export function cleanerLocale(db: Database, contractorId: number) {
  return localeOfContractor(db, contractorId);
}

/** The name a download is saved under: `statement-2026-11-23.csv`. */
export function statementFileName(statement: Statement, extension: 'csv' | 'pdf'): string {
  return `statement-${statement.monday}.${extension}`;
}
