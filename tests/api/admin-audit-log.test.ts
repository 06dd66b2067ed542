import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorActions, operators, users } from '#server/db/schema.ts';
import { recordOperatorAction } from '#server/console/audit-log.ts';
import { call } from '../support/accounts.ts';
import { DEMO_OPERATOR_EMAIL, logInAsDemoOperator, newOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

type Entry = {
  id: number;
  at: string;
  operatorName: string;
  operatorEmail: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
type Page = { items: Entry[]; total: number; page: number; perPage: number };

let server: TestApp;
let demoCookie: string;
let other: Awaited<ReturnType<typeof newOperator>>;

async function operatorIdOf(email: string) {
  const [row] = await server.database.db
    .select({ id: operators.id })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no operator ${email}`);
  return row.id;
}

const list = (body: Record<string, unknown>, cookie = demoCookie) =>
  call<Page>(server.app, '/api/admin/audit-log/list', body, { cookie });

beforeAll(async () => {
  server = await startTestApp();
  demoCookie = (await logInAsDemoOperator(server.app)).cookie;
  other = await newOperator(server.app, server.database.db, 'Priya Sandhu');
  const demoId = await operatorIdOf(DEMO_OPERATOR_EMAIL);
  const otherId = await operatorIdOf(other.email);
  const db = server.database.db;
  for (let index = 1; index <= 23; index += 1) {
    await recordOperatorAction(db, {
      operatorId: demoId,
      action: 'coupon.create',
      subjectType: 'coupon',
      subjectId: `SPRING${index}`,
      before: null,
      after: { code: `SPRING${index}`, amount: '10% off' },
    });
  }
  await recordOperatorAction(db, {
    operatorId: otherId,
    action: 'application.approve',
    subjectType: 'contractor',
    subjectId: '42',
    before: { status: 'Pending' },
    after: { status: 'Approved' },
  });
});
afterAll(() => server.close());

describe('adminAuditLogList', () => {
  it('lists the newest action first with who did it and the values before and after', async () => {
    const answer = await list({});
    expect(answer.status).toBe(200);
    // The 23 and 1 written here, and the other operator's set-up of their app (decision 078).
    expect(answer.body.data?.total).toBe(25);
    expect(answer.body.data).toMatchObject({ page: 1, perPage: 20 });
    expect(answer.body.data?.items).toHaveLength(20);
    expect(answer.body.data?.items[0]).toMatchObject({
      operatorName: 'Priya Sandhu',
      operatorEmail: other.email,
      action: 'application.approve',
      subjectType: 'contractor',
      subjectId: '42',
      before: { status: 'Pending' },
      after: { status: 'Approved' },
    });
    expect(Date.parse(answer.body.data?.items[0]?.at ?? '')).not.toBeNaN();
  });

  it('pages on the server', async () => {
    const answer = await list({ page: 3, perPage: 10 });
    expect(answer.body.data).toMatchObject({ total: 25, page: 3, perPage: 10 });
    expect(answer.body.data?.items.map((entry) => entry.subjectId)).toEqual([
      'SPRING4',
      'SPRING3',
      'SPRING2',
      'SPRING1',
      other.email,
    ]);
  });

  it('filters by action, subject and operator e-mail (any case)', async () => {
    const byAction = await list({ action: 'application.approve' });
    expect(byAction.body.data?.total).toBe(1);
    const bySubject = await list({ subjectType: 'coupon', subjectId: 'SPRING7' });
    expect(bySubject.body.data?.items.map((entry) => entry.after)).toEqual([
      { code: 'SPRING7', amount: '10% off' },
    ]);
    const byOperator = await list({ operatorEmail: DEMO_OPERATOR_EMAIL.toUpperCase() });
    expect(byOperator.body.data?.total).toBe(23);
  });

  it.each([
    [{ page: 0 }, '`page` must be at least 1.'],
    [{ perPage: 101 }, '`perPage` must be at most 100.'],
    [{ perPage: '20' }, '`perPage` must be an integer.'],
    [{ sort: 'id' }, 'Unknown field `sort`.'],
  ])('refuses %j with "%s"', async (body, message) => {
    const answer = await list(body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('is served to every operator, not only the one who acted', async () => {
    const answer = await list({ action: 'coupon.create', perPage: 1 }, other.cookie);
    expect(answer.body.data?.total).toBe(23);
  });
});

describe('the audit log in the database', () => {
  it('refuses to change or delete an entry, whoever asks', async () => {
    const db = server.database.db;
    const [entry] = await db.select().from(operatorActions).limit(1);
    await expect(
      db
        .update(operatorActions)
        .set({ action: 'nothing' })
        .where(eq(operatorActions.id, entry!.id)),
    ).rejects.toThrow();
    await expect(
      db.delete(operatorActions).where(eq(operatorActions.id, entry!.id)),
    ).rejects.toThrow();
    await expect(db.execute(sql`truncate operator_actions`)).rejects.toThrow();
    const [after] = await db.select({ n: count() }).from(operatorActions);
    expect(after?.n).toBe(25);
  });
});
