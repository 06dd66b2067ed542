import type { Database } from '../db/database.ts';

/**
 * Runs a request's writes in one transaction, so a failure leaves nothing behind. Inside it use
 * only `tx`: PGlite has one connection, and the outer handle would wait for this transaction.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
