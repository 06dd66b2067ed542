/*
 * The times an assigned booking can ask its cleaner for (decision 125, designed in 122): the
 * nearest starts when another cleaner of the city is free but the assigned cleaner is not (out
 * of their weekly hours, a day off, their cap or another job). Choosing one asks the cleaner;
 * the booking keeps its time until they accept.
 */
import { and, not } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { zonedInstant } from '../domain/local-time.ts';
import {
  candidatesWhere,
  freeContractorCondition,
  type Window,
  type WindowTerms,
} from '../quote/index.ts';
import { cleanerFreeCondition } from './reschedule.queries.ts';

/** How many times outside the cleaner's free time are offered at most. */
export const ASKABLE_TIMES = 6;

type Askable = {
  id: number;
  contractorId: number | null;
  timeZone: string;
  estimatedMinutes: number;
};

/** Whether another cleaner, and not the assigned one, is free in the window. */
function askableCondition(db: Database, booking: Askable & { contractorId: number }) {
  return (terms: WindowTerms) => {
    const cleanerFree = cleanerFreeCondition(db, booking.contractorId, booking.id, terms);
    return and(
      freeContractorCondition(db, terms, booking.id),
      cleanerFree === undefined ? undefined : not(cleanerFree),
    );
  };
}

/**
 * The nearest of the candidate windows (at most `limit`) to ask the assigned cleaner for, as
 * local times answered `who: 'any'`; none for an open booking (any cleaner's times are its own).
 */
export async function askableTimes(
  db: Database,
  booking: Askable,
  candidates: Window[],
  limit = ASKABLE_TIMES,
) {
  const contractorId = booking.contractorId;
  if (contractorId === null) return [];
  const found = await candidatesWhere(
    db,
    candidates,
    limit,
    askableCondition(db, { ...booking, contractorId }),
  );
  return found.map((start) => ({
    localDate: start.date,
    fromMinutes: start.minutes,
    untilMinutes: start.minutes + booking.estimatedMinutes,
    startsAt: zonedInstant(start.date, start.minutes, booking.timeZone),
    who: 'any' as const,
    ask: true as const,
  }));
}

/** Whether the window is one to ask the assigned cleaner for (still, under the locks). */
export async function isAskable(
  db: Database,
  booking: Askable & { contractorId: number },
  window: Window,
): Promise<boolean> {
  const found = await candidatesWhere(db, [window], 1, askableCondition(db, booking));
  return found.length > 0;
}
