import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, customers, outbox, users } from '#server/db/schema.ts';
import {
  call,
  codeFromMail,
  latestMail,
  logIn,
  manualClock,
  newActiveCustomer,
} from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const PUBLIC_URL = 'http://mapleshine.test:3000';
const RESET_REQUESTED =
  'If an account exists for this e-mail, we have sent a link to reset its password.';
const RESET_DONE = 'Your password has been reset. Please log in with your new password.';
const RESET_INVALID = 'This reset link is invalid or has expired.';
const WRONG_CREDENTIALS = 'The e-mail or password is incorrect.';
const LOGIN_REQUIRED = 'Please log in to continue.';
const NEW_PASSWORD = 'Peggys-Cove-Lighthouse-7';

// One app for the file; its clock stands still unless a test moves it.
const clock = manualClock();
let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ clock, publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await server.close();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function forgot(email: string) {
  return call(server.app, '/api/auth/forgot-password', { vEmail: email });
}

function reset(code: string, password: string, confirm: string | undefined = password) {
  return call(server.app, '/api/auth/reset-password', {
    vUniqueCode: code,
    vPassword: password,
    ...(confirm === undefined ? {} : { vConfirmPassword: confirm }),
  });
}

function login(email: string, password: string) {
  return call(server.app, '/api/auth/login', { vEmail: email, vPassword: password });
}

async function mailsTo(email: string) {
  const rows = await server.database.db
    .select({ n: count() })
    .from(outbox)
    .where(eq(outbox.toAddress, email));
  return rows[0]!.n;
}

async function userRow(email: string) {
  const rows = await server.database.db.select().from(users).where(eq(users.email, email));
  return rows[0]!;
}

async function profileCall(cookie: string, email: string) {
  const rows = await server.database.db
    .select({ uniqueCode: customers.uniqueCode })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(eq(users.email, email));
  return call(
    server.app,
    '/api/customer/get_by_id',
    { vUniqueCode: rows[0]!.uniqueCode },
    { cookie },
  );
}

/** An active customer with a reset link in their mailbox. */
async function customerWithResetCode() {
  const person = await newActiveCustomer(server.app, server.database.db);
  expect((await forgot(person.email)).status).toBe(200);
  const code = await codeFromMail(server.database.db, person.email, '/reset-password');
  return { ...person, code };
}

describe('/api/auth/forgot-password', () => {
  it('answers a known and an unknown e-mail alike but mails only the known one', async () => {
    const person = await newActiveCustomer(server.app, server.database.db);
    const unknown = 'nobody.at.all@example.ca';

    const known = await forgot(person.email);
    const stranger = await forgot(unknown);

    expect(known.status).toBe(200);
    expect(known.body).toEqual({ code: 200, message: RESET_REQUESTED });
    expect(stranger.status).toBe(known.status);
    expect(stranger.body).toEqual(known.body);
    expect(await mailsTo(unknown)).toBe(0);

    const mail = await latestMail(server.database.db, person.email);
    expect(mail?.subject).toBe('Reset your MapleShine password');
    const code = await codeFromMail(server.database.db, person.email, '/reset-password');
    expect(mail?.textBody).toContain(`\n${PUBLIC_URL}/reset-password/${code}\n`);
  });

  it('keeps only the hash of the mailed code', async () => {
    const person = await customerWithResetCode();
    const user = await userRow(person.email);

    const tokens = await server.database.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'password_reset')));

    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.tokenHash).not.toBe(person.code);
    expect(tokens[0]!.tokenHash).not.toContain(person.code);
    expect(tokens[0]!.tokenHash).toBe(sha256(person.code));
    expect(tokens[0]!.expiresAt).toEqual(new Date(clock().getTime() + 60 * 60 * 1000));
  });

  it('finds the account whatever the case of the e-mail', async () => {
    const person = await newActiveCustomer(server.app, server.database.db);
    await forgot(person.email.toUpperCase());
    expect(await mailsTo(person.email)).toBe(2);
  });
});

describe('/api/auth/reset-password', () => {
  it('sets the new password with the mailed code and ends every earlier session', async () => {
    const person = await customerWithResetCode();
    const otherDevice = await logIn(server.app, person.email, person.password);
    expect((await profileCall(person.cookie, person.email)).status).toBe(200);

    const answer = await reset(person.code, NEW_PASSWORD);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, message: RESET_DONE });

    for (const cookie of [person.cookie, otherDevice.cookie]) {
      const before = await profileCall(cookie, person.email);
      expect(before.status).toBe(401);
      expect(before.body).toEqual({ code: 401, message: LOGIN_REQUIRED });
    }

    const oldPassword = await login(person.email, person.password);
    expect(oldPassword.status).toBe(400);
    expect(oldPassword.body).toEqual({ code: 400, message: WRONG_CREDENTIALS });
    expect((await login(person.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('works once: the same code again is an invalid link', async () => {
    const person = await customerWithResetCode();
    expect((await reset(person.code, NEW_PASSWORD)).status).toBe(200);
    const hashAfterFirst = (await userRow(person.email)).passwordHash;

    const again = await reset(person.code, 'Another-Password-Entirely-3');

    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 400, message: RESET_INVALID });
    expect((await userRow(person.email)).passwordHash).toBe(hashAfterFirst);
  });

  it('answers an unknown code as an invalid link', async () => {
    const answer = await reset('bm90LWEtcmVhbC1yZXNldC1jb2RlLWF0LWFsbA', NEW_PASSWORD);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message: RESET_INVALID });
  });

  it('refuses a code older than 60 minutes and keeps the old password', async () => {
    const person = await customerWithResetCode();
    const hashBefore = (await userRow(person.email)).passwordHash;

    clock.advance(60 * 60 * 1000 + 1000);
    const answer = await reset(person.code, NEW_PASSWORD);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message: RESET_INVALID });
    expect((await userRow(person.email)).passwordHash).toBe(hashBefore);
    expect((await login(person.email, person.password)).status).toBe(200);
    expect((await login(person.email, NEW_PASSWORD)).status).toBe(400);
  });

  it('still accepts a code 59 minutes old', async () => {
    const person = await customerWithResetCode();
    clock.advance(59 * 60 * 1000);
    expect((await reset(person.code, NEW_PASSWORD)).status).toBe(200);
  });

  it.each([
    ['Passwords do not match.', 'a different confirmation', NEW_PASSWORD, `${NEW_PASSWORD}x`],
    ['Enter min 6 characters.', 'a 5-character password', 'Maple', 'Maple'],
    [
      'This password is too common. Please choose a less common one.',
      'a common password',
      'password123',
      'password123',
    ],
  ])(
    'answers "%s" for %s and leaves the code usable',
    async (message, _, password, confirmation) => {
      const person = await customerWithResetCode();
      const hashBefore = (await userRow(person.email)).passwordHash;

      const refused = await reset(person.code, password, confirmation);

      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ code: 400, message });
      expect((await userRow(person.email)).passwordHash).toBe(hashBefore);
      expect((await profileCall(person.cookie, person.email)).status).toBe(200);

      const retried = await reset(person.code, NEW_PASSWORD);
      expect(retried.status).toBe(200);
      expect(retried.body).toEqual({ code: 200, message: RESET_DONE });
    },
  );

  it('activates an account that was never activated, since the link proved the e-mail', async () => {
    const email = `never.activated.${Date.now()}@example.ca`;
    await call(server.app, '/api/auth/register', {
      vFirstName: 'Owen',
      vLastName: 'Campbell',
      vEmail: email,
      vMobile: '9025550177',
      vPassword: 'Cabot-Trail-Autumn-5',
    });
    await forgot(email);
    const code = await codeFromMail(server.database.db, email, '/reset-password');

    expect((await reset(code, NEW_PASSWORD)).status).toBe(200);

    expect((await userRow(email)).activatedAt).toEqual(clock());
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('/api/auth/activate, against the clock', () => {
  it('refuses an activation link older than 7 days', async () => {
    const email = `late.activation.${Date.now()}@example.ca`;
    await call(server.app, '/api/auth/register', {
      vFirstName: 'Iris',
      vLastName: 'Moreau',
      vEmail: email,
      vMobile: '4185550190',
      vPassword: 'Chateau-Frontenac-Snow-8',
    });
    const code = await codeFromMail(server.database.db, email, '/account-activation');

    clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    const answer = await call(server.app, '/api/auth/activate', { vUniqueCode: code });

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 400,
      message: 'This activation link is invalid or has expired.',
    });
    expect((await userRow(email)).activatedAt).toBeNull();
  });
});

describe('/api/auth/reset-password/check (decision 033)', () => {
  const RESET_USED = 'This reset link has already been used or has expired.';
  const check = (vUniqueCode: unknown) =>
    call(server.app, '/api/auth/reset-password/check', { vUniqueCode });

  it('says a live link can be used, and does not spend it', async () => {
    const person = await customerWithResetCode();

    expect((await check(person.code)).body).toEqual({
      code: 200,
      message: 'This reset link can be used.',
      // A customer's password: the spec's minimum (an operator's is 8, decision 084).
      data: { passwordMinLength: 6 },
    });
    expect((await check(person.code)).status).toBe(200);
    expect((await reset(person.code, NEW_PASSWORD)).status).toBe(200);
  });

  it('says a used link was used or has expired', async () => {
    const person = await customerWithResetCode();
    expect((await reset(person.code, NEW_PASSWORD)).status).toBe(200);

    expect((await check(person.code)).body).toEqual({ code: 400, message: RESET_USED });
  });

  it('says the same of an expired and of an unknown code, telling nothing more', async () => {
    const person = await customerWithResetCode();
    clock.advance(60 * 60 * 1000 + 1000);

    expect((await check(person.code)).body).toEqual({ code: 400, message: RESET_USED });
    expect((await check('bm90LWEtcmVhbC1yZXNldC1jb2Rl')).body).toEqual({
      code: 400,
      message: RESET_USED,
    });
  });

  it('refuses a missing or malformed code with the contract’s message', async () => {
    expect((await check('')).body).toEqual({ code: 400, message: 'The code is missing.' });
    expect((await check('no spaces/slashes')).body).toEqual({
      code: 400,
      message: 'The code is invalid.',
    });
    expect((await check(42)).status).toBe(400);
  });
});

describe('/api/auth/activate after a password reset', () => {
  it('says the account is already active when the reset link activated it first', async () => {
    const email = `reset.first.${Date.now()}@example.ca`;
    await call(server.app, '/api/auth/register', {
      vFirstName: 'Zoë',
      vLastName: "O'Connor-Roy",
      vEmail: email,
      vMobile: '+1 (780) 555-0123',
      vPassword: 'Bay-of-Fundy-Tide-3',
    });
    const activation = await codeFromMail(server.database.db, email, '/account-activation');
    await forgot(email);
    const resetCode = await codeFromMail(server.database.db, email, '/reset-password');
    expect((await reset(resetCode, NEW_PASSWORD)).status).toBe(200);

    const answer = await call(server.app, '/api/auth/activate', { vUniqueCode: activation });

    expect(answer.body).toEqual({
      code: 409,
      message: 'Your account is already active. Please log in.',
    });
  });
});
