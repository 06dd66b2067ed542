/*
 * Background checks (issue 43, decision 134): an operator records one as they approve an
 * application (it must be clear) and each renewal on the cleaner's page (both written by
 * server/console/cleaner-checks.ts with the rules here). The newest check is the
 * cleaner's: it must cover the day of a job they accept, and only a current one earns them the
 * site's "Background-checked". A cleaner approved before checks were recorded has none: they keep
 * working, without that line.
 */
import { Temporal } from 'temporal-polyfill';
import { formatDay } from '#shared/i18n/format.ts';
import type { Database } from '../db/database.ts';
import { InvalidError } from '../domain/errors.ts';
import { isCalendarDate, localNow } from '../domain/local-time.ts';
import type { Said, SaidValue } from '../domain/said.ts';
import { specText } from '../domain/spec-texts.ts';
import { checksOf, latestCheckOf, type CheckResult } from './checks.queries.ts';
import { checkRefusals, checkTexts } from './texts.ts';

export type CheckInput = {
  provider: string;
  checkedOn: string;
  result: CheckResult;
  expiresOn: string;
};

/** A day as the reader writes it: "November 20, 2027" / "20 novembre 2027". */
export const dayValue =
  (day: string): SaidValue =>
  (locale) =>
    formatDay(day, locale);

/** The city's today at an instant. */
export const todayIn = (timeZone: string, now: Date) => localNow(timeZone, now).date;

/** Days from one city date to another (negative when `to` is past). */
export const daysBetween = (from: string, to: string) =>
  Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to)).days;

/**
 * The check's rules past the contract's (the fields' presence and form): done by today, expiring
 * after it was done and not yet expired. Answers the input with its provider trimmed.
 */
export function validCheck(input: CheckInput, today: string): CheckInput {
  const english = checkTexts('en-CA').checkFieldMessages;
  const provider = input.provider.trim();
  if (provider === '') throw new InvalidError(specText(english.checkProvider));
  if (!isCalendarDate(input.checkedOn)) throw new InvalidError(specText(english.checkedOn));
  if (!isCalendarDate(input.expiresOn)) throw new InvalidError(specText(english.checkExpiresOn));
  if (input.checkedOn > today) throw new InvalidError(checkRefusals.checkedInFuture);
  if (input.expiresOn <= input.checkedOn) {
    throw new InvalidError(checkRefusals.expiresBeforeChecked);
  }
  if (input.expiresOn <= today) throw new InvalidError(checkRefusals.alreadyExpired);
  return { ...input, provider };
}

/**
 * Why the cleaner's check does not let them accept a job on `jobDate` (their city's), or null:
 * their newest check is not clear, has expired, or expires on or before the job's day. No check
 * at all (approved before checks were recorded) is no refusal.
 */
export async function checkRefusalFor(
  tx: Database,
  cleaner: { id: number; timeZone: string },
  jobDate: string | null,
  now: Date,
): Promise<Said | null> {
  const check = await latestCheckOf(tx, cleaner.id);
  if (!check) return null;
  if (check.result !== 'clear') return checkRefusals.checkNotClear;
  const day = { day: dayValue(check.expiresOn) };
  if (check.expiresOn <= todayIn(cleaner.timeZone, now)) {
    return checkRefusals.checkExpired.with(day);
  }
  if (jobDate !== null && check.expiresOn <= jobDate) {
    return checkRefusals.checkExpiresBeforeJob.with(day);
  }
  return null;
}

/** The console's list of the cleaner's checks, newest first, each said current or not. */
export async function cleanerChecks(
  db: Database,
  contractorId: number,
  timeZone: string,
  now: Date,
) {
  const today = todayIn(timeZone, now);
  const rows = await checksOf(db, contractorId);
  return rows.map((row, index) => ({
    id: row.id,
    provider: row.provider,
    checkedOn: row.checkedOn,
    result: row.result,
    expiresOn: row.expiresOn,
    current: index === 0 && row.result === 'clear' && row.expiresOn > today,
    recordedBy: row.recordedBy,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Whether the cleaner's newest check is clear and unexpired today: the public claim's rule. */
export async function hasCurrentCheck(
  db: Database,
  cleaner: { id: number; timeZone: string },
  now: Date,
) {
  const check = await latestCheckOf(db, cleaner.id);
  return (
    check !== null && check.result === 'clear' && check.expiresOn > todayIn(cleaner.timeZone, now)
  );
}
