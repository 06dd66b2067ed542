import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { operators, securityIncidents } from '../db/schema.ts';

export type IncidentValues = Omit<
  typeof securityIncidents.$inferInsert,
  'id' | 'recordedBy' | 'createdAt' | 'updatedAt'
>;

const columns = {
  id: securityIncidents.id,
  title: securityIncidents.title,
  description: securityIncidents.description,
  occurredAt: securityIncidents.occurredAt,
  discoveredAt: securityIncidents.discoveredAt,
  dataAffected: securityIncidents.dataAffected,
  peopleAffected: securityIncidents.peopleAffected,
  realRiskOfSignificantHarm: securityIncidents.realRiskOfSignificantHarm,
  reportedToCommissionerAt: securityIncidents.reportedToCommissionerAt,
  peopleNotifiedAt: securityIncidents.peopleNotifiedAt,
  recordedBy: operators.fullName,
  createdAt: securityIncidents.createdAt,
  updatedAt: securityIncidents.updatedAt,
};

/** Newest discovered first; the id breaks ties, so pages never overlap. */
export async function listIncidents(db: Database, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(securityIncidents)
      .innerJoin(operators, eq(operators.id, securityIncidents.recordedBy))
      .orderBy(desc(securityIncidents.discoveredAt), desc(securityIncidents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(securityIncidents),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findIncident(db: Database, id: number, { forUpdate = false } = {}) {
  const query = db
    .select(columns)
    .from(securityIncidents)
    .innerJoin(operators, eq(operators.id, securityIncidents.recordedBy))
    .where(eq(securityIncidents.id, id));
  const rows = forUpdate ? await query.for('update', { of: securityIncidents }) : await query;
  return rows[0] ?? null;
}

export async function insertIncident(
  db: Database,
  values: IncidentValues & { recordedBy: number; createdAt: Date; updatedAt: Date },
) {
  const [row] = await db
    .insert(securityIncidents)
    .values(values)
    .returning({ id: securityIncidents.id });
  if (!row) throw new Error('The incident was not written.');
  return row.id;
}

export async function updateIncident(
  db: Database,
  id: number,
  values: IncidentValues & { updatedAt: Date },
) {
  await db.update(securityIncidents).set(values).where(eq(securityIncidents.id, id));
}
