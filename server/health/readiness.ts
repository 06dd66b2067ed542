import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/database.ts';
import { newestAppliedMigration } from '../db/shared-queries/operations.ts';
import { UnavailableError } from '../domain/errors.ts';
import { httpRefusals } from '../domain/http-refusals.ts';
import { projectRoot } from '../project-root.ts';

export const ALIVE = 'OK.';
export const READY = 'Ready.';
/** The only thing a probe learns of a failure: which part, and why, go to the log. */
export const NOT_READY = httpRefusals.notReady;

/** The `when` of the newest migration this build ships (drizzle-kit's journal). */
function newestShippedMigration(): number {
  const journal = JSON.parse(
    readFileSync(
      path.join(projectRoot, 'server', 'db', 'migrations', 'meta', '_journal.json'),
      'utf8',
    ),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Ready when the database answers and has every migration this build ships: an instance of a
 * newer build is kept out of the load balancer until its schema is in place. One aggregate
 * over a table of a few dozen rows.
 */
export function readinessCheck(db: Database, log: (problem: string) => void) {
  const shipped = newestShippedMigration();
  return async function assertReady(): Promise<void> {
    let applied: number | null;
    try {
      applied = await newestAppliedMigration(db);
    } catch (error) {
      log(`Not ready: the database did not answer (${String(error)}).`);
      throw new UnavailableError(NOT_READY);
    }
    if (applied === null || applied < shipped) {
      log('Not ready: the database lacks migrations this build ships.');
      throw new UnavailableError(NOT_READY);
    }
  };
}
