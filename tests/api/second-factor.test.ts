import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorActions, operatorRecoveryCodes, operators, users } from '#server/db/schema.ts';
import { tokenHash } from '#server/domain/codes.ts';
import { normalRecoveryCode, totpCodeAt } from '#server/domain/totp.ts';
import { LOGIN_REQUIRED, OPERATORS_ONLY, SECOND_FACTOR_NEEDED } from '#server/http/account.ts';
import { createOperator } from '#server/accounts/operators.ts';
import { systemClock } from '#server/platform/clock.ts';
import {
  call,
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  demoContractorEmail,
  logIn,
} from '../support/accounts.ts';
import {
  DEMO_OPERATOR_EMAIL,
  DEMO_OPERATOR_TOTP_SECRET,
  logInAsOperator,
  newOperator,
} from '../support/operators.ts';
import { freshCodeFor } from '../support/second-factor.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const SETUP = '/api/auth/second-factor/setup';
const CONFIRM = '/api/auth/second-factor/confirm';
const VERIFY = '/api/auth/second-factor/verify';
const CONSOLE = '/api/admin/session';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

const post = <Data = unknown>(url: string, body: unknown, cookie?: string) =>
  call<Data>(server.app, url, body, { cookie });

/** An operator made by create-operator, password chosen, logged in with the password only. */
async function operatorWithoutApp() {
  const email = `second.factor.${Date.now()}.${Math.random().toString(36).slice(2)}@example.ca`;
  const made = await createOperator(
    { db: server.database.db, clock: systemClock, publicUrl: 'http://localhost:3000' },
    email,
    'Nadia Roy',
  );
  if (made.outcome !== 'created') throw new Error(made.outcome);
  const password = 'Operator-Console-2026';
  await post('/api/auth/reset-password', {
    vUniqueCode: made.link.split('/reset-password/')[1],
    vPassword: password,
  });
  const session = await logIn(server.app, email, password);
  return { email, password, ...session };
}

async function operatorIdOf(email: string) {
  const [row] = await server.database.db
    .select({ id: operators.id })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .where(eq(users.email, email));
  return row!.id;
}

describe('an operator with an authenticator app', () => {
  it('is asked for a code after the password, and the console stays shut until a right one', async () => {
    const session = await logIn(server.app, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD);
    expect(session.data).toMatchObject({ vSecondFactor: 'code' });

    const shut = await post(CONSOLE, {}, session.cookie);
    expect(shut.status).toBe(401);
    expect(shut.body.message).toBe(SECOND_FACTOR_NEEDED);
    const password = await post(
      '/api/auth/change-password',
      { vCurrentPassword: DEMO_PASSWORD, vPassword: 'Another-Console-2026' },
      session.cookie,
    );
    expect(password.status).toBe(401);

    const wrong = await post(VERIFY, { code: '000000' }, session.cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The code is incorrect. Please try again.');

    const code = await freshCodeFor(server.app, DEMO_OPERATOR_EMAIL, DEMO_OPERATOR_TOTP_SECRET);
    const right = await post(VERIFY, { code }, session.cookie);
    expect(right.status).toBe(200);
    expect(right.body.message).toBe('Code accepted.');
    const open = await post(CONSOLE, {}, session.cookie);
    expect(open.status).toBe(200);

    // The same code is never taken twice, from this session or another.
    const again = await logIn(server.app, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD);
    const reused = await post(VERIFY, { code }, again.cookie);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(
      'This code has already been used. Please wait for the next one.',
    );
    expect((await post(CONSOLE, {}, again.cookie)).status).toBe(401);
  });

  it('may use each recovery code once, and the use is audited', async () => {
    const operator = await newOperator(server.app, server.database.db, 'Rafael Costa');
    const session = await logIn(server.app, operator.email, operator.password);
    const recovery = operator.recoveryCodes[3]!;

    const used = await post(VERIFY, { code: recovery.toUpperCase() }, session.cookie);
    expect(used.status).toBe(200);
    expect((await post(CONSOLE, {}, session.cookie)).status).toBe(200);

    const later = await logIn(server.app, operator.email, operator.password);
    const twice = await post(VERIFY, { code: recovery }, later.cookie);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('The code is incorrect. Please try again.');

    const entries = await server.database.db
      .select()
      .from(operatorActions)
      .where(
        and(
          eq(operatorActions.action, 'recovery-code.use'),
          eq(operatorActions.subjectId, operator.email),
        ),
      );
    expect(entries).toHaveLength(1);
  });

  it('stops trying codes after five wrong ones, even the right one', async () => {
    const operator = await newOperator(server.app, server.database.db, 'Hana Kim');
    const session = await logIn(server.app, operator.email, operator.password);
    for (let tries = 0; tries < 5; tries += 1) {
      expect((await post(VERIFY, { code: '111111' }, session.cookie)).status).toBe(400);
    }
    const code = await freshCodeFor(server.app, operator.email, operator.totpSecret);
    const refused = await post(VERIFY, { code }, session.cookie);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many wrong codes\. Please try again in 1\d minutes\.$/,
    );
    expect((await post(CONSOLE, {}, session.cookie)).status).toBe(401);
  });
});

describe('an operator without an authenticator app', () => {
  it('sets one up after the password: key, otpauth address, first code, ten recovery codes', async () => {
    const operator = await operatorWithoutApp();
    expect(operator.data).toMatchObject({ vSecondFactor: 'setup' });
    expect((await post(VERIFY, { code: '123456' }, operator.cookie)).status).toBe(409);
    expect((await post(CONFIRM, { code: '123456' }, operator.cookie)).body.message).toBe(
      'Please set up your authenticator app first.',
    );

    const setup = await post<{ secret: string; uri: string }>(SETUP, {}, operator.cookie);
    expect(setup.status).toBe(200);
    const { secret, uri } = setup.body.data!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/MapleShine%3A${encodeURIComponent(operator.email)}?secret=${secret}&issuer=MapleShine&algorithm=SHA1&digits=6&period=30`,
    );
    expect((await post(CONSOLE, {}, operator.cookie)).status).toBe(401);

    const wrong = await post(CONFIRM, { code: '000000' }, operator.cookie);
    expect(wrong.status).toBe(400);
    const confirmed = await post<{ recoveryCodes: string[] }>(
      CONFIRM,
      { code: totpCodeAt(secret, new Date()) },
      operator.cookie,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(
      'Your authenticator app is set up. Keep your recovery codes somewhere safe.',
    );
    const codes = confirmed.body.data!.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await post(CONSOLE, {}, operator.cookie)).status).toBe(200);

    // Kept only hashed; the audit log says so without them.
    const stored = await server.database.db
      .select({ codeHash: operatorRecoveryCodes.codeHash })
      .from(operatorRecoveryCodes)
      .where(eq(operatorRecoveryCodes.operatorId, await operatorIdOf(operator.email)));
    expect(stored.map((row) => row.codeHash).sort()).toEqual(
      codes.map((code) => tokenHash(normalRecoveryCode(code))).sort(),
    );
    const [entry] = await server.database.db
      .select()
      .from(operatorActions)
      .where(
        and(
          eq(operatorActions.action, 'second-factor.set-up'),
          eq(operatorActions.subjectId, operator.email),
        ),
      );
    expect(entry?.after).toEqual({ recoveryCodes: 10 });

    // Set up once: a new secret is refused, and the next login asks for a code.
    const twice = await post(SETUP, {}, operator.cookie);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(
      'Your authenticator app is already set up. Please enter a code from it.',
    );
    const next = await logIn(server.app, operator.email, operator.password);
    expect(next.data).toMatchObject({ vSecondFactor: 'code' });
  });

  it('cannot reach the console by calling set-up again and again without a code', async () => {
    const operator = await operatorWithoutApp();
    await post(SETUP, {}, operator.cookie);
    const second = await post(SETUP, {}, operator.cookie);
    expect(second.status).toBe(200);
    expect((await post(CONSOLE, {}, operator.cookie)).status).toBe(401);
  });
});

describe('the second-factor operations', () => {
  it.each([
    [
      VERIFY,
      { code: '12345' },
      'Enter the 6-digit code from your authenticator app, or a recovery code.',
    ],
    [VERIFY, {}, 'Enter the 6-digit code from your authenticator app, or a recovery code.'],
    [CONFIRM, { code: 'abcdef' }, 'Enter the 6-digit code from your authenticator app.'],
    [CONFIRM, {}, 'Enter the 6-digit code from your authenticator app.'],
    [CONFIRM, { code: '123456', extra: 1 }, null],
  ])('answer %s %j with 400', async (url, body, message) => {
    const session = await logIn(server.app, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD);
    const answer = await post(url, body, session.cookie);
    expect(answer.status).toBe(400);
    if (message) expect(answer.body.message).toBe(message);
  });

  it.each([SETUP, CONFIRM, VERIFY])(`%s answers a visitor 401 "${LOGIN_REQUIRED}"`, async (url) => {
    const answer = await post(url, url === SETUP ? {} : { code: '123456' });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(LOGIN_REQUIRED);
  });

  it.each([
    ['a customer', DEMO_CUSTOMER_EMAIL],
    ['a cleaner', demoContractorEmail('Calgary')],
  ])(`answer %s 403 "${OPERATORS_ONLY}", and their login asks for no code`, async (_who, email) => {
    const session = await logIn(server.app, email);
    expect(session.data).not.toHaveProperty('vSecondFactor');
    for (const url of [SETUP, CONFIRM, VERIFY]) {
      const answer = await post(url, url === SETUP ? {} : { code: '123456' }, session.cookie);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(OPERATORS_ONLY);
    }
  });

  it('keep an operator whose session passed it in the console', async () => {
    const session = await logInAsOperator(
      server.app,
      DEMO_OPERATOR_EMAIL,
      DEMO_PASSWORD,
      DEMO_OPERATOR_TOTP_SECRET,
    );
    expect((await post(CONSOLE, {}, session.cookie)).status).toBe(200);
  });
});

describe('adding an operator asks the second factor again', () => {
  const CREATE = '/api/admin/operators/create';

  async function usersNamed(email: string) {
    return server.database.db.select().from(users).where(eq(users.email, email));
  }

  it.each([
    [undefined, 400, 'Please confirm with the 6-digit code from your authenticator app.'],
    ['12 345', 400, 'Please confirm with the 6-digit code from your authenticator app.'],
  ])('refuses code %j with "%s", adding nobody', async (code, status, message) => {
    const operator = await newOperator(server.app, server.database.db, 'Ines Duarte');
    const email = `asked.again.${Date.now()}@example.ca`;
    const answer = await post(CREATE, { email, code }, operator.cookie);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
    expect(await usersNamed(email)).toEqual([]);
  });

  it('refuses a wrong code and one already taken, and adds with a fresh one', async () => {
    const operator = await newOperator(server.app, server.database.db, 'Ines Duarte');
    const email = `asked.again.${Date.now()}@example.ca`;
    const right = await freshCodeFor(server.app, operator.email, operator.totpSecret);
    const wrong = right === '000000' ? '111111' : '000000';

    const refused = await post(CREATE, { email, code: wrong }, operator.cookie);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The code is incorrect. Please try again.');
    expect(await usersNamed(email)).toEqual([]);

    const added = await post(CREATE, { email, code: right }, operator.cookie);
    expect(added.status).toBe(200);
    expect(await usersNamed(email)).toHaveLength(1);

    const other = `asked.again.other.${Date.now()}@example.ca`;
    const reused = await post(CREATE, { email: other, code: right }, operator.cookie);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(
      'This code has already been used. Please wait for the next one.',
    );
    expect(await usersNamed(other)).toEqual([]);
  });
});
