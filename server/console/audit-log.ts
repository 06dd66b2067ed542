import type { Database } from '../db/database.ts';
import {
  insertOperatorAction,
  listOperatorActions,
  type NewOperatorAction,
  type OperatorActionFilters,
} from './operator-actions.queries.ts';
import { normalizeEmail } from '../accounts/index.ts';
import { pageAnswer, pageOf, type PageRequest } from './paging.ts';

export type OperatorAction = NewOperatorAction;

/**
 * The one writer of the audit log (decision 047). Call it with the transaction that makes the
 * change, so the entry and the change are kept or lost together; `before` and `after` are the
 * values the console shows (null where nothing existed or nothing remains).
 */
export async function recordOperatorAction(tx: Database, entry: OperatorAction) {
  await insertOperatorAction(tx, entry);
}

/** The console's audit-log screen: newest first, filtered and paged in the database. */
export async function auditLogPage(db: Database, query: OperatorActionFilters & PageRequest) {
  const page = pageOf(query);
  const { rows, total } = await listOperatorActions(
    db,
    {
      action: query.action || undefined,
      subjectType: query.subjectType || undefined,
      subjectId: query.subjectId || undefined,
      operatorEmail: query.operatorEmail ? normalizeEmail(query.operatorEmail) : undefined,
    },
    page,
  );
  const items = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  return pageAnswer(items, total, page);
}
