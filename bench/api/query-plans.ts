import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { savedCardBookingsStartingBy } from '#server/payments/booking-payment.queries.ts';
import { customerReviews } from '#server/bookings/booking-reviews.queries.ts';
import {
  contractorJobsToDo,
  contractorPastJobs,
  customerPastBookings,
  customerUpcomingBookings,
  openJobsFor,
} from '#server/db/shared-queries/job-lists.ts';
import { findContractorScope } from '#server/db/shared-queries/jobs.ts';
import * as schema from '#server/db/schema.ts';
import { hasFreeContractor } from '#server/quote/availability.ts';

export type QueryPlan = {
  name: string;
  executionMs: number;
  /** Tables read whole: with 100 000 bookings, a sequential scan of them is a missing index. */
  sequentialScans: string[];
  plan: string;
};

type Captured = { query: string; params: unknown[] };

/**
 * EXPLAIN ANALYZE of the list queries exactly as the server sends them: the queries are caught
 * on their way to PostgreSQL through Drizzle's logger, then explained with their parameters.
 */
export async function explainListQueries(
  url: string,
  who: { contractorId: number; customerId: number; cityId: number; planCleanerId?: number },
): Promise<QueryPlan[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const captured: Captured[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  });
  const caught = async (run: () => Promise<unknown>): Promise<Captured> => {
    captured.length = 0;
    await run();
    const last = captured.at(-1);
    if (!last) throw new Error('No query was sent.');
    return last;
  };

  try {
    const scope = await findContractorScope(db, who.contractorId);
    if (!scope) throw new Error(`No contractor ${who.contractorId}`);
    const now = new Date();
    const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    const window = {
      cityId: who.cityId,
      startsAt: tomorrow,
      blockedUntil: new Date(tomorrow.getTime() + 4 * 60 * 60 * 1000),
      // The working hours read the wall clock: 10:00AM to 1:30PM that day (decision 044).
      localDate: tomorrow.toISOString().slice(0, 10),
      fromMinutes: 10 * 60,
      untilMinutes: 13 * 60 + 30,
    };
    const planScope =
      who.planCleanerId === undefined ? null : await findContractorScope(db, who.planCleanerId);
    // The cleaner of 20 regular plans with a year of visits (issue 45): the same job list.
    const planQueries: [string, () => Promise<unknown>][] = planScope
      ? [
          ["plans' cleaner's job list: open jobs", () => openJobsFor(db, planScope, now)],
          [
            "plans' cleaner's job list: their jobs to do",
            () => contractorJobsToDo(db, planScope.id, 'both'),
          ],
          [
            "plans' cleaner's job list: the first page of past jobs",
            () => contractorPastJobs(db, planScope.id, 'both', null, 10),
          ],
        ]
      : [];
    const queries: [string, () => Promise<unknown>][] = [
      ['contractor job list: open jobs', () => openJobsFor(db, scope, now)],
      [
        "contractor job list: the contractor's jobs to do",
        () => contractorJobsToDo(db, scope.id, 'both'),
      ],
      [
        'contractor job list: the first page of past jobs',
        () => contractorPastJobs(db, scope.id, 'both', null, 10),
      ],
      [
        'contractor job list: a page of past jobs 4 000 jobs deep',
        async () => {
          const deep = await pool.query<{ at: string; id: number }>(
            `select to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
             from bookings where contractor_id = $1 and status in ('completed', 'cancelled')
             order by starts_at desc, id desc offset 4000 limit 1`,
            [scope.id],
          );
          return contractorPastJobs(db, scope.id, 'both', deep.rows[0] ?? null, 10);
        },
      ],
      ['customer booking list: upcoming', () => customerUpcomingBookings(db, who.customerId)],
      [
        'customer booking list: the first page of past bookings',
        () => customerPastBookings(db, who.customerId, null, 10),
      ],
      ["customer's reviews", () => customerReviews(db, who.customerId)],
      ['scheduler: saved cards to hold', () => savedCardBookingsStartingBy(db, tomorrow)],
      [
        'quote and payment: a free contractor beyond the open jobs of the window',
        () => hasFreeContractor(db, window),
      ],
      ...planQueries,
    ];
    const plans: QueryPlan[] = [];
    for (const [name, run] of queries) {
      const { query, params } = await caught(run);
      const explained = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${query}`,
        params,
      );
      const plan = explained.rows.map((row) => row['QUERY PLAN']).join('\n');
      plans.push({
        name,
        executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN),
        sequentialScans: [...plan.matchAll(/Seq Scan on (\w+)/g)].map((match) => match[1] ?? ''),
        plan,
      });
    }
    return plans;
  } finally {
    await pool.end();
  }
}
