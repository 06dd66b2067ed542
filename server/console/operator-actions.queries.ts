import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { operatorActions, operators, users } from '../db/schema.ts';

export type NewOperatorAction = {
  operatorId: number;
  action: string;
  subjectType: string;
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export type OperatorActionFilters = {
  action?: string | undefined;
  subjectType?: string | undefined;
  subjectId?: string | undefined;
  operatorEmail?: string | undefined;
};

/** The only write to the audit log: there is no update or delete here (decision 047). */
export async function insertOperatorAction(db: Database, values: NewOperatorAction) {
  await db.insert(operatorActions).values(values);
}

/**
 * Whether the operator wrote this action on this subject within the last `seconds`, by the
 * database's clock: the one that timed the entries.
 */
export async function hasRecentOperatorAction(
  db: Database,
  entry: Pick<NewOperatorAction, 'operatorId' | 'action' | 'subjectType' | 'subjectId'>,
  seconds: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: operatorActions.id })
    .from(operatorActions)
    .where(
      and(
        eq(operatorActions.operatorId, entry.operatorId),
        eq(operatorActions.action, entry.action),
        eq(operatorActions.subjectType, entry.subjectType),
        eq(operatorActions.subjectId, entry.subjectId),
        gt(operatorActions.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

function matching(filters: OperatorActionFilters): SQL | undefined {
  return and(
    filters.action === undefined ? undefined : eq(operatorActions.action, filters.action),
    filters.subjectType === undefined
      ? undefined
      : eq(operatorActions.subjectType, filters.subjectType),
    filters.subjectId === undefined ? undefined : eq(operatorActions.subjectId, filters.subjectId),
    filters.operatorEmail === undefined ? undefined : eq(users.email, filters.operatorEmail),
  );
}

/** One page of the log, newest first, with who did each action, and how many match in all. */
export async function listOperatorActions(
  db: Database,
  filters: OperatorActionFilters,
  page: { limit: number; offset: number },
) {
  const where = matching(filters);
  const rows = await db
    .select({
      id: operatorActions.id,
      at: operatorActions.createdAt,
      operatorName: operators.fullName,
      operatorEmail: users.email,
      action: operatorActions.action,
      subjectType: operatorActions.subjectType,
      subjectId: operatorActions.subjectId,
      before: operatorActions.before,
      after: operatorActions.after,
    })
    .from(operatorActions)
    .innerJoin(operators, eq(operators.id, operatorActions.operatorId))
    .innerJoin(users, eq(users.id, operators.userId))
    .where(where)
    .orderBy(desc(operatorActions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(operatorActions)
    .innerJoin(operators, eq(operators.id, operatorActions.operatorId))
    .innerJoin(users, eq(users.id, operators.userId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
