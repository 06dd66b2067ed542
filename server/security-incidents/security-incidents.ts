import { HEAD_OFFICE_ZONE } from '#shared/head-office.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { InvalidError, NotFoundError } from '../domain/errors.ts';
import { isCalendarDate, localNow, zonedInstant } from '../domain/local-time.ts';
import { inTransaction } from '../platform/transaction.ts';
import { recordOperatorAction } from '../console/index.ts';
import {
  findIncident,
  insertIncident,
  listIncidents,
  updateIncident,
  type IncidentValues,
} from './security-incidents.queries.ts';
import { fieldName, incidentRefusals, type IncidentDayField } from './texts.ts';

/*
 * The record of breaches of security safeguards (PIPEDA s. 10.3 and its regulations, decision
 * 141): operators record each incident, change it as it unfolds (reported to the Commissioner,
 * people notified), and never delete one; the retention table keeps them at least 24 months.
 * Days are calendar days on head office's clock, kept as that day's midnight there.
 */

export type IncidentInput = {
  title: string;
  description: string;
  occurredOn: string;
  discoveredOn: string;
  dataAffected: string;
  peopleAffected?: number | null | undefined;
  realRiskOfSignificantHarm: boolean;
  reportedToCommissionerOn?: string | null | undefined;
  peopleNotifiedOn?: string | null | undefined;
};

const DEFAULT_PER_PAGE = 20;

type Row = NonNullable<Awaited<ReturnType<typeof findIncident>>>;

const dayOf = (at: Date | null) => (at ? localNow(HEAD_OFFICE_ZONE, at).date : null);

function incidentView(row: Row) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    occurredOn: dayOf(row.occurredAt) ?? '',
    discoveredOn: dayOf(row.discoveredAt) ?? '',
    dataAffected: row.dataAffected,
    peopleAffected: row.peopleAffected,
    realRiskOfSignificantHarm: row.realRiskOfSignificantHarm,
    reportedToCommissionerOn: dayOf(row.reportedToCommissionerAt),
    peopleNotifiedOn: dayOf(row.peopleNotifiedAt),
    recordedBy: row.recordedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type IncidentView = ReturnType<typeof incidentView>;

/** The input checked, as the table's values; a clear refusal for the first rule it breaks. */
function checkedValues(input: IncidentInput, now: Date): IncidentValues {
  const title = input.title.trim();
  const description = input.description.trim();
  const dataAffected = input.dataAffected.trim();
  if (!title) throw new InvalidError(incidentRefusals.titleMissing);
  if (!description) throw new InvalidError(incidentRefusals.descriptionMissing);
  if (!dataAffected) throw new InvalidError(incidentRefusals.dataAffectedMissing);
  const today = localNow(HEAD_OFFICE_ZONE, now).date;
  const day = (field: IncidentDayField, value: string | null | undefined): string | null => {
    const given = value?.trim() ?? '';
    if (!given) return null;
    if (!isCalendarDate(given)) {
      throw new InvalidError(incidentRefusals.badDay.with({ field: fieldName(field), day: given }));
    }
    if (given > today) {
      throw new InvalidError(
        incidentRefusals.dayInFuture.with({ field: fieldName(field), day: given }),
      );
    }
    return given;
  };
  const required = (field: 'occurredOn' | 'discoveredOn', value: string) => {
    const given = day(field, value);
    if (!given) {
      throw new InvalidError(incidentRefusals.badDay.with({ field: fieldName(field), day: value }));
    }
    return given;
  };
  const occurred = required('occurredOn', input.occurredOn);
  const discovered = required('discoveredOn', input.discoveredOn);
  if (discovered < occurred) {
    throw new InvalidError(
      incidentRefusals.discoveredBeforeOccurred.with({ discovered, occurred }),
    );
  }
  const told = (field: 'reportedToCommissionerOn' | 'peopleNotifiedOn') => {
    const given = day(field, input[field]);
    if (given && given < discovered) {
      throw new InvalidError(
        incidentRefusals.toldBeforeDiscovered.with({
          field: fieldName(field),
          day: given,
          discovered,
        }),
      );
    }
    return given;
  };
  const reported = told('reportedToCommissionerOn');
  const notified = told('peopleNotifiedOn');
  const midnight = (date: string) => zonedInstant(date, 0, HEAD_OFFICE_ZONE);
  return {
    title,
    description,
    dataAffected,
    occurredAt: midnight(occurred),
    discoveredAt: midnight(discovered),
    peopleAffected: input.peopleAffected ?? null,
    realRiskOfSignificantHarm: input.realRiskOfSignificantHarm,
    reportedToCommissionerAt: reported ? midnight(reported) : null,
    peopleNotifiedAt: notified ? midnight(notified) : null,
  };
}

/** A page of incidents, newest discovered first. */
export async function incidentPage(
  db: Database,
  query: { page?: number | undefined; perPage?: number | undefined },
) {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? DEFAULT_PER_PAGE;
  const { rows, total } = await listIncidents(db, {
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return { items: rows.map(incidentView), total, page, perPage };
}

export async function incidentById(db: Database, id: number): Promise<IncidentView> {
  const row = await findIncident(db, id);
  if (!row) throw new NotFoundError(incidentRefusals.notFound.with({ id }));
  return incidentView(row);
}

/** The audit log's copy of an incident: what it said, by field. */
const audited = (view: IncidentView) => ({
  title: view.title,
  description: view.description,
  occurredOn: view.occurredOn,
  discoveredOn: view.discoveredOn,
  dataAffected: view.dataAffected,
  peopleAffected: view.peopleAffected,
  realRiskOfSignificantHarm: view.realRiskOfSignificantHarm,
  reportedToCommissionerOn: view.reportedToCommissionerOn,
  peopleNotifiedOn: view.peopleNotifiedOn,
});

export async function recordIncident(
  context: Pick<AppContext, 'db' | 'clock'>,
  operatorId: number,
  input: IncidentInput,
): Promise<IncidentView> {
  const now = context.clock();
  const values = checkedValues(input, now);
  return inTransaction(context.db, async (tx) => {
    const id = await insertIncident(tx, {
      ...values,
      recordedBy: operatorId,
      createdAt: now,
      updatedAt: now,
    });
    const view = await incidentById(tx, id);
    await recordOperatorAction(tx, {
      operatorId,
      action: 'securityIncident.record',
      subjectType: 'securityIncident',
      subjectId: String(id),
      before: null,
      after: audited(view),
    });
    return view;
  });
}

export async function changeIncident(
  context: Pick<AppContext, 'db' | 'clock'>,
  operatorId: number,
  id: number,
  input: IncidentInput,
): Promise<IncidentView> {
  const now = context.clock();
  const values = checkedValues(input, now);
  return inTransaction(context.db, async (tx) => {
    const before = await findIncident(tx, id, { forUpdate: true });
    if (!before) throw new NotFoundError(incidentRefusals.notFound.with({ id }));
    await updateIncident(tx, id, { ...values, updatedAt: now });
    const view = await incidentById(tx, id);
    await recordOperatorAction(tx, {
      operatorId,
      action: 'securityIncident.update',
      subjectType: 'securityIncident',
      subjectId: String(id),
      before: audited(incidentView(before)),
      after: audited(view),
    });
    return view;
  });
}
