import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { bookings } from '#server/db/schema.ts';
import { encodeCursor } from '#server/domain/list-cursor.ts';
import type { Scenario } from './load.ts';

/** How deep in the bench cleaner's history the "earlier jobs" page is read. */
export const DEEP_PAGE = 4_000;

/**
 * The cursor that continues the bench cleaner's past jobs after the `depth`-th newest, as
 * "Show earlier jobs" pressed 400 times would send it.
 */
export async function pastJobsCursor(db: Database, contractorId: number, depth: number) {
  const [row] = await db
    .select({
      at: sql<string>`to_char(${bookings.startsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      id: bookings.id,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.contractorId, contractorId),
        inArray(bookings.status, ['completed', 'cancelled']),
      ),
    )
    .orderBy(desc(bookings.startsAt), desc(bookings.id))
    .offset(depth - 1)
    .limit(1);
  if (!row) throw new Error(`The bench cleaner has fewer than ${depth} past jobs.`);
  return encodeCursor(row.at, row.id);
}

function rotating(cookies: string[]) {
  let next = 0;
  return () => ({ cookie: cookies[next++ % cookies.length] ?? '' });
}

/**
 * The list calls of the budget (list-budgets.ts): the job screen's first call (open jobs, jobs
 * to do and the newest page of past jobs), its "Show earlier jobs" 4 000 jobs deep, and the
 * customer's booking list.
 */
export function listScenarios(
  cleanerCookies: string[],
  customerCookies: string[],
  deepCursor: string,
): Scenario[] {
  return [
    {
      name: 'contractor job list (open and upcoming, newest past page)',
      path: '/api/contractor/get_contractor_Job',
      body: {},
      rotateHeaders: rotating(cleanerCookies),
    },
    {
      name: 'contractor job list (past page 4 000 jobs deep)',
      path: '/api/contractor/get_contractor_Job',
      body: { vCursor: deepCursor },
      rotateHeaders: rotating(cleanerCookies),
    },
    {
      name: 'customer booking list',
      path: '/api/customer/get_all_data',
      body: {},
      rotateHeaders: rotating(customerCookies),
    },
  ];
}

/** The job list of the cleaner of 20 regular plans with a year of visits (seedPlanCleaner). */
export const PLAN_CLEANER_LIST =
  'contractor job list (cleaner of 20 regular plans, a year of visits)';

/** The job screen's first call of the plans' cleaner (issue 45 "Done when"). */
export function planCleanerListScenario(cookies: string[]): Scenario {
  return {
    name: PLAN_CLEANER_LIST,
    path: '/api/contractor/get_contractor_Job',
    body: {},
    rotateHeaders: rotating(cookies),
  };
}

/** On PGlite, beside it: the seed's demo cleaner of the same city (a handful of jobs). */
export const DEMO_CLEANER_LIST = 'contractor job list (the demo cleaner, PGlite baseline)';

export function demoCleanerListScenario(cookies: string[]): Scenario {
  return { ...planCleanerListScenario(cookies), name: DEMO_CLEANER_LIST };
}
