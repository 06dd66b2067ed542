import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, operatorActions, securityIncidents } from '#server/db/schema.ts';
import {
  CONTACT_MESSAGES_KEPT_DAYS,
  JOB_KINDS,
  RETENTION_TABLE,
} from '#server/domain/retention.ts';
import { enforceRetention } from '#server/retention/retention.ts';
import { call, DEMO_CUSTOMER_EMAIL, logIn, manualClock } from '../support/accounts.ts';
import { DEMO_OPERATOR_EMAIL, logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Issue 44's console parts: the Data retention page's report (decision 140), and the record of
 * security incidents (decision 141): recorded, listed newest first, read and changed by an
 * operator with the second factor, audited, checked with clear reasons, never deleted; nobody
 * else gets in.
 */

const REPORT = '/api/admin/retention';
const LIST = '/api/admin/security-incidents/list';
const GET = '/api/admin/security-incidents/get';
const RECORD = '/api/admin/security-incidents/record';
const UPDATE = '/api/admin/security-incidents/update';
const DAY_MS = 24 * 60 * 60 * 1000;

// 15:00 UTC is 10:00 in Toronto: head office's day is 2026-11-28.
const clock = manualClock(new Date('2026-11-28T15:00:00Z'));
let server: TestApp;
let operator: string;
let customer: string;
let halfSignedIn: string;
beforeAll(async () => {
  server = await startTestApp({ clock });
  operator = (await logInAsDemoOperator(server.app)).cookie;
  customer = (await logIn(server.app, DEMO_CUSTOMER_EMAIL)).cookie;
  // The password alone: the second factor not passed yet.
  halfSignedIn = (await logIn(server.app, DEMO_OPERATOR_EMAIL)).cookie;
});
afterAll(() => server.close());

const db = () => server.database.db;

const incident = {
  title: 'Laptop stolen',
  description: 'A laptop with a bookings export was stolen from a car; its disk is encrypted.',
  occurredOn: '2026-11-20',
  discoveredOn: '2026-11-21',
  dataAffected: 'Names and service addresses of 40 Toronto customers',
  peopleAffected: 40,
  realRiskOfSignificantHarm: false,
};

type Incident = typeof incident & {
  id: number;
  reportedToCommissionerOn: string | null;
  peopleNotifiedOn: string | null;
  recordedBy: string;
  createdAt: string;
  updatedAt: string;
};

const incidentCount = async () => (await db().select({ n: count() }).from(securityIncidents))[0]!.n;

describe('the console’s retention report', () => {
  it('shows the retention table and what each run deleted per day and kind, newest day first', async () => {
    const run = (at: Date) =>
      enforceRetention({ db: db(), clock: () => at, storage: server.app.appContext.storage });
    await db()
      .insert(contactMessages)
      .values({
        name: 'Old Reader',
        email: 'old.reader@example.ca',
        mobile: '4165550111',
        message: 'Hello',
        createdAt: new Date(clock().getTime() - (CONTACT_MESSAGES_KEPT_DAYS + 1) * DAY_MS),
      });
    // Today's run, and one a day later (the sessions above stay inside their time).
    await run(clock());
    const nextDay = new Date(clock().getTime() + DAY_MS);
    await run(nextDay);

    const answer = await call<{
      periods: { kind: string; amount: number; unit: string; deletion: string }[];
      days: number;
      items: {
        day: string;
        runs: number;
        deleted: number;
        counts: { kind: string; deleted: number }[];
      }[];
      total: number;
      page: number;
      perPage: number;
    }>(server.app, REPORT, {}, { cookie: operator });

    expect(answer.status).toBe(200);
    const report = answer.body.data!;
    expect(report.periods.map((period) => period.kind)).toEqual(
      RETENTION_TABLE.map((entry) => entry.kind),
    );
    expect(report.periods.find((period) => period.kind === 'receipts')).toEqual({
      kind: 'receipts',
      amount: 6,
      unit: 'years',
      deletion: 'never',
    });
    expect(report.items.map((day) => day.day)).toEqual(['2026-11-29', '2026-11-28']);
    const [later, first] = report.items;
    expect(first!.runs).toBe(1);
    expect(first!.counts.map((entry) => entry.kind)).toEqual(JOB_KINDS);
    expect(first!.counts.find((entry) => entry.kind === 'contactMessages')!.deleted).toBe(1);
    expect(later!.counts.find((entry) => entry.kind === 'contactMessages')!.deleted).toBe(0);
    expect(report.total).toBe(2);

    const paged = await call<{ items: unknown[]; total: number }>(
      server.app,
      REPORT,
      { page: 2, perPage: 1 },
      { cookie: operator },
    );
    expect(paged.body.data!.items).toHaveLength(1);
    expect(paged.body.data!.total).toBe(2);
  });

  it('is for operators with the second factor alone', async () => {
    expect((await call(server.app, REPORT, {})).status).toBe(401);
    expect((await call(server.app, REPORT, {}, { cookie: halfSignedIn })).status).toBe(401);
    expect((await call(server.app, REPORT, {}, { cookie: customer })).status).toBe(403);
    expect((await call(server.app, REPORT, { page: 0 }, { cookie: operator })).status).toBe(400);
    expect((await call(server.app, REPORT, { days: 'x' }, { cookie: operator })).status).toBe(400);
  });
});

describe('security incidents', () => {
  it('records an incident, audited, and reads it back', async () => {
    const recorded = await call<Incident>(server.app, RECORD, incident, { cookie: operator });

    expect(recorded.status).toBe(200);
    const saved = recorded.body.data!;
    expect(recorded.body.message).toBe(`Security incident ${saved.id} recorded.`);
    expect(saved).toMatchObject({
      ...incident,
      reportedToCommissionerOn: null,
      peopleNotifiedOn: null,
    });
    const read = await call<Incident>(server.app, GET, { id: saved.id }, { cookie: operator });
    expect(read.body.data).toEqual(saved);
    const [audit] = await db()
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.subjectId, String(saved.id)))
      .orderBy(desc(operatorActions.id));
    expect(audit).toMatchObject({
      action: 'securityIncident.record',
      subjectType: 'securityIncident',
      before: null,
      after: { title: 'Laptop stolen', occurredOn: '2026-11-20' },
    });
  });

  it('lists incidents newest discovered first, a page at a time', async () => {
    const older = await call<Incident>(
      server.app,
      RECORD,
      { ...incident, title: 'Older', occurredOn: '2026-10-01', discoveredOn: '2026-10-02' },
      { cookie: operator },
    );
    const newer = await call<Incident>(
      server.app,
      RECORD,
      { ...incident, title: 'Newer', occurredOn: '2026-11-27', discoveredOn: '2026-11-28' },
      { cookie: operator },
    );
    const list = await call<{ items: Incident[]; total: number }>(
      server.app,
      LIST,
      { page: 1, perPage: 2 },
      { cookie: operator },
    );
    expect(list.status).toBe(200);
    expect(list.body.data!.items[0]!.id).toBe(newer.body.data!.id);
    expect(list.body.data!.total).toBe(await incidentCount());
    const last = await call<{ items: Incident[] }>(
      server.app,
      LIST,
      { page: Math.ceil(list.body.data!.total / 2), perPage: 2 },
      { cookie: operator },
    );
    expect(last.body.data!.items.at(-1)!.id).toBe(older.body.data!.id);
  });

  it('marks an incident reported to the Commissioner, with the change audited', async () => {
    const recorded = await call<Incident>(
      server.app,
      RECORD,
      { ...incident, realRiskOfSignificantHarm: true },
      { cookie: operator },
    );
    const id = recorded.body.data!.id;
    clock.advance(60_000);

    const updated = await call<Incident>(
      server.app,
      UPDATE,
      {
        id,
        ...incident,
        realRiskOfSignificantHarm: true,
        reportedToCommissionerOn: '2026-11-22',
        peopleNotifiedOn: '2026-11-23',
      },
      { cookie: operator },
    );

    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe(`Security incident ${id} updated.`);
    expect(updated.body.data).toMatchObject({
      reportedToCommissionerOn: '2026-11-22',
      peopleNotifiedOn: '2026-11-23',
    });
    expect(updated.body.data!.updatedAt).not.toBe(recorded.body.data!.updatedAt);
    const [audit] = await db()
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.subjectId, String(id)))
      .orderBy(desc(operatorActions.id));
    expect(audit).toMatchObject({
      action: 'securityIncident.update',
      before: { reportedToCommissionerOn: null },
      after: { reportedToCommissionerOn: '2026-11-22' },
    });
  });

  it.each([
    [{ title: '   ' }, 'Please give the incident a short title.'],
    [{ description: '' }, 'Please describe what happened, how it was found and what was done.'],
    [{ dataAffected: ' ' }, 'Please say whose data and which kinds were affected.'],
    [
      { occurredOn: '2026-02-30' },
      'The day it occurred (2026-02-30) is not a day of the calendar. Please write it as YYYY-MM-DD, for example 2026-11-24.',
    ],
    [
      { discoveredOn: '2026-11-29' },
      'The day it was discovered (2026-11-29) has not come yet. Please give a day up to today.',
    ],
    [
      { occurredOn: '2026-11-21', discoveredOn: '2026-11-20' },
      'The day it was discovered (2026-11-20) comes before the day it occurred (2026-11-21).',
    ],
    [
      { reportedToCommissionerOn: '2026-11-20' },
      'The day it was reported to the Commissioner (2026-11-20) comes before the day the incident was discovered (2026-11-21).',
    ],
  ])('refuses %j with a clear reason and writes nothing', async (change, message) => {
    const before = await incidentCount();
    const refused = await call(
      server.app,
      RECORD,
      { ...incident, ...change },
      { cookie: operator },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(message);
    expect(await incidentCount()).toBe(before);
  });

  it('says its refusals in French to a French operator', async () => {
    const refused = await call(
      server.app,
      RECORD,
      { ...incident, title: '' },
      { cookie: operator, headers: { 'x-mapleshine-locale': 'fr-CA' } },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Veuillez donner un titre court à l’incident.');
  });

  it('refuses a change that breaks a rule, and leaves the record as it was', async () => {
    const recorded = await call<Incident>(server.app, RECORD, incident, { cookie: operator });
    const id = recorded.body.data!.id;
    const refused = await call(
      server.app,
      UPDATE,
      { id, ...incident, peopleNotifiedOn: '2027-01-01' },
      { cookie: operator },
    );
    expect(refused.status).toBe(400);
    const read = await call<Incident>(server.app, GET, { id }, { cookie: operator });
    expect(read.body.data).toEqual(recorded.body.data);
    const missing = await call(
      server.app,
      UPDATE,
      { id: 999_999, ...incident },
      { cookie: operator },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('There is no security incident number 999999.');
    expect((await call(server.app, GET, { id: 999_999 }, { cookie: operator })).status).toBe(404);
  });

  it('is for operators with the second factor alone: 401 anonymous or half signed in, 403 others', async () => {
    const before = await incidentCount();
    for (const [path, body] of [
      [LIST, {}],
      [GET, { id: 1 }],
      [RECORD, incident],
      [UPDATE, { id: 1, ...incident }],
    ] as const) {
      expect((await call(server.app, path, body)).status, path).toBe(401);
      expect((await call(server.app, path, body, { cookie: halfSignedIn })).status, path).toBe(401);
      expect((await call(server.app, path, body, { cookie: customer })).status, path).toBe(403);
    }
    expect(await incidentCount()).toBe(before);
  });

  it('answers junk with 400, never 500, and writes nothing', async () => {
    const before = await incidentCount();
    const junk: unknown[] = [
      {},
      { ...incident, title: 7 },
      { ...incident, peopleAffected: -1 },
      { ...incident, peopleAffected: 1.5 },
      { ...incident, realRiskOfSignificantHarm: 'yes' },
      { ...incident, occurredOn: 'x'.repeat(11) },
      { ...incident, title: 'x'.repeat(201) },
      { ...incident, extra: true },
      { ...incident, occurredOn: '2026-13-01' },
      { ...incident, discoveredOn: '' },
      [incident],
    ];
    for (const body of junk) {
      const answer = await call(server.app, RECORD, body, { cookie: operator });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{ id: 'one' }, { id: 0 }, { id: 2 ** 31 }, {}]) {
      expect((await call(server.app, GET, body, { cookie: operator })).status).toBe(400);
      expect(
        (await call(server.app, UPDATE, { ...incident, ...body }, { cookie: operator })).status,
      ).toBe(400);
    }
    expect(await incidentCount()).toBe(before);
  });
});
