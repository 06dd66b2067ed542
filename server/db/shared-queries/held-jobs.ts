import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../database.ts';
import { bookings } from '../schema.ts';

/** A job's time with its travel buffer, as SQL: a row's columns, or instants. */
export type Span = { startsAt: SQLWrapper; blockedUntil: SQLWrapper };

/*
 * Written as ranges, the expression of the no-overlap exclusion constraint (migration 0004), so
 * PostgreSQL finds a contractor's overlapping jobs in that constraint's GiST index.
 */
export const spansOverlap = (one: Span, other: Span) =>
  sql`tstzrange(${one.startsAt}, ${one.blockedUntil}) && tstzrange(${other.startsAt}, ${other.blockedUntil})`;

// Named apart from `bookings`: the outer query may be about bookings too.
const heldJobs = alias(bookings, 'held_jobs');

/**
 * The contractor's accepted jobs (assigned or in progress) whose time overlaps the span: what
 * keeps them from taking another job then. The statuses are literals, not parameters: only then
 * may a prepared statement's generic plan still read the constraint's partial index.
 */
export const heldJobsOverlapping = (db: Database, contractorId: SQLWrapper | number, span: Span) =>
  db
    .select({ id: heldJobs.id })
    .from(heldJobs)
    .where(
      and(
        eq(heldJobs.contractorId, contractorId),
        inArray(heldJobs.status, ['assigned', 'inProgress']).inlineParams(),
        spansOverlap(heldJobs, span),
      ),
    );
