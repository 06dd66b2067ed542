import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOperatorByUserId } from '#server/db/shared-queries/operators.ts';
import { operatorActions, operators, outbox, sessions, users } from '#server/db/schema.ts';
import { LOGIN_REQUIRED, OPERATORS_ONLY } from '#server/http/account.ts';
import { WRONG_CREDENTIALS } from '#server/accounts/login.ts';
import { WRONG_CODE } from '#server/accounts/second-factor.ts';
import {
  ACCOUNT_DISABLED,
  CANNOT_DISABLE_SELF,
  disableOperator,
  OPERATOR_NOT_FOUND,
} from '#server/console/operator-access.ts';
import { ADDED_FROM_COMMAND_LINE } from '#server/console/operator-added-notice.ts';
import { createOperator } from '#server/accounts/operators.ts';
import { systemClock } from '#server/platform/clock.ts';
import {
  call,
  DEMO_CUSTOMER_EMAIL,
  demoContractorEmail,
  latestMail,
  logIn,
  manualClock,
} from '../support/accounts.ts';
import {
  DEMO_OPERATOR_EMAIL,
  demoOperatorCode,
  logInAsDemoOperator,
  newOperator,
} from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Disabling an operator from the console, and every operator told of a new one (decision 085).

const DISABLE = '/api/admin/operators/disable';
const ENABLE = '/api/admin/operators/enable';

// One code of an app every 30 seconds (decision 078): the helpers move this clock to the next.
const clock = manualClock(new Date());
let server: TestApp;
let cookie: string;
let demoOperatorId: number;
beforeAll(async () => {
  server = await startTestApp({ clock });
  cookie = (await logInAsDemoOperator(server.app)).cookie;
  const [demo] = await server.database.db
    .select({ id: operators.id })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .where(eq(users.email, DEMO_OPERATOR_EMAIL));
  demoOperatorId = demo?.id ?? 0;
});
afterAll(() => server.close());

type Made = Awaited<ReturnType<typeof newOperator>>;

async function operatorIdOf(made: Made) {
  const [user] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, made.email));
  return (await findOperatorByUserId(server.database.db, user?.id ?? 0))?.id ?? 0;
}

/** What a disabling writes: disabled operators, sessions, audit entries, mail, codes taken. */
async function written() {
  const { db } = server.database;
  const [disabled] = await db
    .select({ n: count() })
    .from(operators)
    .where(isNotNull(operators.disabledAt));
  const [kept] = await db.select({ n: count() }).from(sessions);
  const [audit] = await db.select({ n: count() }).from(operatorActions);
  const [mail] = await db.select({ n: count() }).from(outbox);
  const [demo] = await db
    .select({ step: operators.totpLastStep })
    .from(operators)
    .where(eq(operators.id, demoOperatorId));
  return {
    disabled: disabled?.n,
    sessions: kept?.n,
    audit: audit?.n,
    mail: mail?.n,
    demoStep: demo?.step,
  };
}

async function sessionsOf(email: string) {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));
  return row?.n ?? 0;
}

const asDemo = async (path: string, operatorId: number) =>
  call(server.app, path, { operatorId, code: await demoOperatorCode(server.app) }, { cookie });

describe('/api/admin/operators/disable', () => {
  it('ends their sessions at once, refuses their login, audits it, and enabling lets them in again', async () => {
    const target = await newOperator(server.app, server.database.db, 'Priya Raman');
    const targetId = await operatorIdOf(target);
    // A second session of theirs, waiting for its second factor.
    await logIn(server.app, target.email, target.password);
    expect(await sessionsOf(target.email)).toBe(2);
    const before = await call(server.app, '/api/admin/session', {}, { cookie: target.cookie });
    expect(before.status).toBe(200);

    const answer = await asDemo(DISABLE, targetId);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe(
      `Disabled ${target.email}; their sessions have ended and they can no longer log in.`,
    );
    expect(await sessionsOf(target.email)).toBe(0);

    const after = await call(server.app, '/api/admin/session', {}, { cookie: target.cookie });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(LOGIN_REQUIRED);

    const login = await call(server.app, '/api/auth/login', {
      vEmail: target.email,
      vPassword: target.password,
    });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe(ACCOUNT_DISABLED);
    expect(login.cookies.some((set) => set.includes('mapleshine_session=;'))).toBe(false);
    expect(await sessionsOf(target.email)).toBe(0);
    // A wrong password is answered as for anyone: a stranger learns nothing of the state.
    const guess = await call(server.app, '/api/auth/login', {
      vEmail: target.email,
      vPassword: 'Not-Their-Password-1',
    });
    expect(guess.status).toBe(400);
    expect(guess.body.message).toBe(WRONG_CREDENTIALS);

    const [entry] = await server.database.db
      .select()
      .from(operatorActions)
      .where(
        and(
          eq(operatorActions.action, 'operator.disable'),
          eq(operatorActions.subjectId, target.email),
        ),
      );
    expect(entry).toMatchObject({
      operatorId: demoOperatorId,
      subjectType: 'operator',
      before: { state: 'Active' },
      after: { state: 'Disabled' },
    });

    const listed = await call<{ items: { email: string; disabledAt: string | null }[] }>(
      server.app,
      '/api/admin/operators/list',
      { perPage: 100 },
      { cookie },
    );
    const row = listed.body.data?.items.find((item) => item.email === target.email);
    expect(row?.disabledAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));

    const again = await asDemo(DISABLE, targetId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`${target.email} is already disabled.`);

    const enabled = await asDemo(ENABLE, targetId);
    expect(enabled.status, enabled.body.message).toBe(200);
    expect(enabled.body.message).toBe(`Enabled ${target.email}; they can log in again.`);
    expect((await logIn(server.app, target.email, target.password)).data).toHaveProperty(
      'vOperatorUniqueCode',
    );
    const enabledAgain = await asDemo(ENABLE, targetId);
    expect(enabledAgain.status).toBe(409);
    expect(enabledAgain.body.message).toBe(`${target.email} is not disabled.`);
  });

  it('refuses disabling oneself with 400, spending no code and writing nothing', async () => {
    const before = await written();
    const answer = await call(
      server.app,
      DISABLE,
      // A code no app showed: the rule answers before the code is looked at.
      { operatorId: demoOperatorId, code: '000000' },
      { cookie },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(CANNOT_DISABLE_SELF);
    expect(await written()).toEqual(before);
    expect(await sessionsOf(DEMO_OPERATOR_EMAIL)).toBeGreaterThan(0);
  });

  it('refuses the last active operator: one whose caller was disabled meanwhile', async () => {
    const other = await newOperator(server.app, server.database.db, 'Jonah Tremblay');
    const otherId = await operatorIdOf(other);
    expect((await asDemo(DISABLE, otherId)).status).toBe(200);
    const before = await written();
    // Their request was already past the guard when they were disabled.
    await expect(
      disableOperator(server.app.appContext, { operatorId: otherId }, demoOperatorId),
    ).rejects.toThrow(ACCOUNT_DISABLED);
    expect(await written()).toEqual(before);
  });

  it('refuses a wrong code with 400, writing nothing', async () => {
    const target = await newOperator(server.app, server.database.db);
    const targetId = await operatorIdOf(target);
    const before = await written();
    const answer = await call(
      server.app,
      DISABLE,
      { operatorId: targetId, code: '000000' },
      { cookie },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(WRONG_CODE);
    expect(await written()).toEqual(before);
    expect(await sessionsOf(target.email)).toBe(1);
  });

  it('answers 404 "Operator not found." for an unknown operator, writing nothing', async () => {
    const before = await written();
    const answer = await call(
      server.app,
      DISABLE,
      { operatorId: 999_999, code: '000000' },
      { cookie },
    );
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(OPERATOR_NOT_FOUND);
    expect(await written()).toEqual(before);
  });

  it.each([
    [{ operatorId: 2 }, 'Please confirm with the 6-digit code from your authenticator app.'],
    [
      { operatorId: 2, code: '12345' },
      'Please confirm with the 6-digit code from your authenticator app.',
    ],
    [{ code: '123456' }, undefined],
    [{ operatorId: 0, code: '123456' }, undefined],
    [{ operatorId: 'two', code: '123456' }, undefined],
    [{ operatorId: 2, code: '123456', reason: 'extra' }, undefined],
  ])('answers 400 to %j, writing nothing', async (body, message) => {
    const before = await written();
    for (const path of [DISABLE, ENABLE]) {
      const answer = await call(server.app, path, body, { cookie });
      expect(answer.status).toBe(400);
      if (message) expect(answer.body.message).toBe(message);
      else expect(answer.body.message).toEqual(expect.any(String));
    }
    expect(await written()).toEqual(before);
  });

  it('refuses a visitor, a customer and a cleaner, writing nothing', async () => {
    const target = await newOperator(server.app, server.database.db);
    const targetId = await operatorIdOf(target);
    const customer = (await logIn(server.app, DEMO_CUSTOMER_EMAIL)).cookie;
    const cleaner = (await logIn(server.app, demoContractorEmail('Calgary'))).cookie;
    const before = await written();
    const body = { operatorId: targetId, code: '123456' };
    for (const path of [DISABLE, ENABLE]) {
      const visitor = await call(server.app, path, body);
      expect(visitor.status).toBe(401);
      expect(visitor.body.message).toBe(LOGIN_REQUIRED);
      for (const other of [customer, cleaner]) {
        const answer = await call(server.app, path, body, { cookie: other });
        expect(answer.status).toBe(403);
        expect(answer.body.message).toBe(OPERATORS_ONLY);
      }
    }
    expect(await written()).toEqual(before);
    expect(await sessionsOf(target.email)).toBe(1);
  });
});

describe('a new operator is told to the others', () => {
  it('e-mails every other active operator who added whom and when, from the console', async () => {
    const disabled = await newOperator(server.app, server.database.db, 'Left Already');
    expect((await asDemo(DISABLE, await operatorIdOf(disabled))).status).toBe(200);
    const colleague = await newOperator(server.app, server.database.db, 'Amélie Roy');
    const email = `added.${Date.now()}@example.ca`;
    const answer = await call(
      server.app,
      '/api/admin/operators/create',
      { email, fullName: 'Noah Singh', code: await demoOperatorCode(server.app) },
      { cookie },
    );
    expect(answer.status, answer.body.message).toBe(200);

    for (const to of [colleague, { email: DEMO_OPERATOR_EMAIL, fullName: 'Morgan Ouellette' }]) {
      const mail = await latestMail(server.database.db, to.email);
      expect(mail?.subject).toBe('Noah Singh is now a MapleShine operator');
      expect(mail?.textBody).toContain(`Hi ${to.fullName},`);
      expect(mail?.textBody).toMatch(
        new RegExp(
          `Morgan Ouellette added Noah Singh \\(${email.replace(/\./g, '\\.')}\\) as an operator of the MapleShine console on \\w+day, \\w+ \\d+, \\d{4} at \\d+:\\d\\d [ap]\\.m\\. E[SD]T\\.`,
        ),
      );
      expect(mail?.textBody).toContain('/admin/operators');
    }
    // The new operator gets their invitation only; a disabled operator is told nothing more.
    expect((await latestMail(server.database.db, email))?.subject).toBe(
      'Your MapleShine operator account',
    );
    const toDisabled = await server.database.db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(eq(outbox.toAddress, disabled.email));
    expect(toDisabled.map((mail) => mail.subject)).not.toContain(
      'Noah Singh is now a MapleShine operator',
    );
  });

  it('e-mails them when the command line adds one, naming the command line', async () => {
    const email = `cli.${Date.now()}@example.ca`;
    const made = await createOperator(
      { db: server.database.db, clock: systemClock, publicUrl: 'http://localhost:3000' },
      email,
      'Zoé Côté',
    );
    expect(made.outcome).toBe('created');
    const mail = await latestMail(server.database.db, DEMO_OPERATOR_EMAIL);
    expect(mail?.subject).toBe('Zoé Côté is now a MapleShine operator');
    expect(mail?.textBody).toContain(`${ADDED_FROM_COMMAND_LINE} added Zoé Côté (${email})`);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('disabling each other at once on PostgreSQL', () => {
  it('leaves one of the two active: the second waits for the first and is refused', async () => {
    // Both past the guard and their codes, their transactions start together. Without the lock
    // of the active operators' rows each would pass its checks and disable the other: with two
    // operators alone, nobody would be left.
    const first = await newOperator(server.app, server.database.db, 'Race One');
    const second = await newOperator(server.app, server.database.db, 'Race Two');
    const [firstId, secondId] = [await operatorIdOf(first), await operatorIdOf(second)];
    const context = server.app.appContext;
    const outcomes = await Promise.allSettled([
      disableOperator(context, { operatorId: firstId }, secondId),
      disableOperator(context, { operatorId: secondId }, firstId),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toHaveProperty('message', ACCOUNT_DISABLED);
    const states = await server.database.db
      .select({ id: operators.id, disabledAt: operators.disabledAt })
      .from(operators)
      .where(inArray(operators.id, [firstId, secondId]));
    expect(states.filter((row) => row.disabledAt === null)).toHaveLength(1);
  });
});
