import { namedIn, type CatalogNames } from '../catalog/index.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { lockContractor } from '../db/shared-queries/offered-hours.ts';
import {
  findWorkingHours,
  jobsOfDaysFrom,
  replaceWorkingHours,
} from '../db/shared-queries/working-hours.ts';
import { NotFoundError } from '../domain/errors.ts';
import { localNow } from '../domain/local-time.ts';
import {
  checkWorkingHours,
  conflictsOf,
  minutesToHhMm,
  type CheckedWorkingHours,
  type HoursConflict,
  type WorkingHoursInput,
} from '../domain/working-hours.ts';
import { lockCity } from '../quote/index.ts';
import { inTransaction } from '../platform/transaction.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { alertOperatorsOfUncoveredJobs, uncoveredJobIds } from './uncovered-jobs.ts';
import { jobAnswers, jobRefusals } from './texts.ts';

export const HOURS_SAVED = jobAnswers.hoursSaved;
const NO_CONTRACTOR = jobRefusals.contractorNotFound;

export type WorkingHoursOnWire = {
  aWeek: { iWeekday: number; vFrom: string; vUntil: string }[];
  aDaysOff: { dFrom: string; dUntil: string }[];
  iDailyJobCap: number;
  bConfirmed: boolean;
  vTimeZone: string;
  vCityName: string;
};

export type ConflictOnWire = {
  iBookingId: number;
  vBookingNumber: string;
  dDate: string;
  vFrom: string;
  vUntil: string;
  vServiceName: string;
  eReason: HoursConflict['reason'];
  vMessage: string;
};

async function storedHours(db: Database, contractorId: number) {
  const hours = await findWorkingHours(db, contractorId);
  if (!hours) throw new NotFoundError(NO_CONTRACTOR);
  return hours;
}

function hoursOnWire(hours: NonNullable<Awaited<ReturnType<typeof findWorkingHours>>>) {
  return {
    aWeek: hours.week.map((range) => ({
      iWeekday: range.weekday,
      vFrom: range.from,
      vUntil: range.until,
    })),
    aDaysOff: hours.daysOff.map((off) => ({ dFrom: off.first, dUntil: off.last })),
    iDailyJobCap: hours.dailyJobCap,
    bConfirmed: hours.confirmed,
    vTimeZone: hours.timeZone,
    vCityName: hours.cityName,
  } satisfies WorkingHoursOnWire;
}

const conflictOnWire = (
  { job, reason, message }: HoursConflict,
  locale: Locale,
): ConflictOnWire => ({
  iBookingId: job.bookingId,
  vBookingNumber: job.bookingNo,
  dDate: job.date,
  vFrom: minutesToHhMm(job.from),
  vUntil: minutesToHhMm(Math.min(job.until, 24 * 60 - 1)),
  vServiceName: job.serviceName,
  eReason: reason,
  vMessage: message.in(locale),
});

/**
 * The cleaner's accepted upcoming jobs the hours would not cover (from today, local), each told
 * in the reader's language.
 */
async function conflictsWith(
  db: Database,
  contractorId: number,
  timeZone: string,
  hours: CheckedWorkingHours,
  now: Date,
  names: CatalogNames,
) {
  const today = localNow(timeZone, now).date;
  const held = await jobsOfDaysFrom(db, contractorId, today, now);
  // Each job's service named in the reader's language (decision 116).
  const jobs = held.map((job) => namedIn(names, job));
  return conflictsOf(jobs, hours).map((conflict) => conflictOnWire(conflict, names.locale));
}

export async function getWorkingHours(context: AppContext, contractorId: number) {
  return hoursOnWire(await storedHours(context.db, contractorId));
}

/** Checks proposed hours like a save and lists the conflicts in the reader's words; writes nothing. */
export async function checkProposedHours(
  context: AppContext,
  contractorId: number,
  input: WorkingHoursInput,
  locale: Locale,
) {
  const hours = checkWorkingHours(input);
  const { timeZone } = await storedHours(context.db, contractorId);
  const names = await context.catalog.namesIn(locale);
  return {
    aConflicts: await conflictsWith(
      context.db,
      contractorId,
      timeZone,
      hours,
      context.clock(),
      names,
    ),
  };
}

/**
 * Saves the hours and marks them confirmed. Accepted jobs are never dropped: those the new
 * hours do not cover are reported. The city's lock (the one a payment takes) and the cleaner's
 * (the one an accept takes) make a payment or an accept meanwhile either see the new hours or
 * be reported here (decision 044). Open paid jobs of the city the change leaves to nobody are
 * e-mailed to the operators (decision 057).
 */
export async function updateWorkingHours(
  context: AppContext,
  contractorId: number,
  input: WorkingHoursInput,
  locale: Locale,
) {
  const hours = checkWorkingHours(input);
  // The conflicts' names in the reader's language, from the cached catalog before the locks.
  const names = await context.catalog.namesIn(locale);
  return inTransaction(context.db, async (tx) => {
    const now = context.clock();
    const { cityId, cityName, fullName, timeZone } = await storedHours(tx, contractorId);
    await lockCity(tx, cityId);
    await lockContractor(tx, contractorId);
    // Under the city's lock no payment commits meanwhile, so a job paid just before this save
    // is in one of the two readings (decision 057).
    const uncoveredBefore = await uncoveredJobIds(tx, cityId, now);
    await replaceWorkingHours(tx, contractorId, {
      week: hours.week.map((range) => ({
        weekday: range.weekday,
        from: minutesToHhMm(range.from),
        until: minutesToHhMm(range.until),
      })),
      daysOff: hours.daysOff,
      dailyJobCap: hours.dailyJobCap,
      confirmed: true,
    });
    const aConflicts = await conflictsWith(tx, contractorId, timeZone, hours, now, names);
    await alertOperatorsOfUncoveredJobs(
      context,
      tx,
      { cityId, cityName, cleanerName: fullName },
      uncoveredBefore,
      now,
    );
    return { oHours: hoursOnWire(await storedHours(tx, contractorId)), aConflicts };
  });
}
