import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { call, DEMO_PASSWORD, latestMail, logIn, newActiveCustomer } from '../support/accounts.ts';
import { newContractor } from '../support/contractors.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const PUBLIC_URL = 'http://mapleshine.test:3000';
const CHANGED = 'Your password has been changed.';
const CURRENT_WRONG = 'The current password is incorrect.';
const SAME_PASSWORD = 'The new password must be different from the current one.';
const WRONG_CREDENTIALS = 'The e-mail or password is incorrect.';
const LOGIN_REQUIRED = 'Please log in to continue.';
const TOO_MANY = 'Too many attempts. Please wait a while and try again.';
const NEW_PASSWORD = 'Bay-of-Fundy-Tides-19';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await server.close();
});

function changePassword(cookie: string | undefined, body: Record<string, unknown>) {
  return call(server.app, '/api/auth/change-password', body, { cookie });
}

function login(email: string, password: string) {
  return call(server.app, '/api/auth/login', { vEmail: email, vPassword: password });
}

/** Any private call: 200 while the session lives, 401 once it has ended. */
function notifications(cookie: string) {
  return call(server.app, '/api/notification/get_all_data', {}, { cookie });
}

async function passwordHashOf(email: string) {
  const rows = await server.database.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  return rows[0]!.hash;
}

describe('/api/auth/change-password', () => {
  it('sets the new password, keeps this session, ends the others and e-mails the owner', async () => {
    const person = await newActiveCustomer(server.app, server.database.db);
    const otherDevice = await logIn(server.app, person.email, person.password);

    const answer = await changePassword(person.cookie, {
      vCurrentPassword: person.password,
      vPassword: NEW_PASSWORD,
      vConfirmPassword: NEW_PASSWORD,
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, message: CHANGED });
    expect((await login(person.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(person.email, person.password)).body).toEqual({
      code: 400,
      message: WRONG_CREDENTIALS,
    });
    expect((await notifications(person.cookie)).status).toBe(200);
    expect((await notifications(otherDevice.cookie)).body).toEqual({
      code: 401,
      message: LOGIN_REQUIRED,
    });
    const mail = await latestMail(server.database.db, person.email);
    expect(mail?.subject).toBe('Your MapleShine password was changed');
    expect(mail?.textBody).toContain(`${PUBLIC_URL}/forgot-password`);
  });

  it('lets a contractor change their password too', async () => {
    const contractor = await newContractor(server.app, server.database.db);

    const answer = await changePassword(contractor.cookie, {
      vCurrentPassword: DEMO_PASSWORD,
      vPassword: NEW_PASSWORD,
      vConfirmPassword: NEW_PASSWORD,
    });

    expect(answer.body).toEqual({ code: 200, message: CHANGED });
    expect((await login(contractor.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong current password with 400 and keeps the password and every session', async () => {
    const person = await newActiveCustomer(server.app, server.database.db);
    const otherDevice = await logIn(server.app, person.email, person.password);
    const hashBefore = await passwordHashOf(person.email);

    const answer = await changePassword(person.cookie, {
      vCurrentPassword: 'Not-My-Password-1',
      vPassword: NEW_PASSWORD,
      vConfirmPassword: NEW_PASSWORD,
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message: CURRENT_WRONG });
    expect(await passwordHashOf(person.email)).toBe(hashBefore);
    expect((await notifications(otherDevice.cookie)).status).toBe(200);
  });

  it('stops checking guesses after 5 wrong current passwords in an hour', async () => {
    const person = await newActiveCustomer(server.app, server.database.db);
    const wrong = {
      vCurrentPassword: 'Not-My-Password-1',
      vPassword: NEW_PASSWORD,
      vConfirmPassword: NEW_PASSWORD,
    };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await changePassword(person.cookie, wrong)).body.message).toBe(CURRENT_WRONG);
    }

    const right = await changePassword(person.cookie, {
      ...wrong,
      vCurrentPassword: person.password,
    });

    expect(right.body).toEqual({ code: 429, message: TOO_MANY });
    expect((await login(person.email, person.password)).status).toBe(200);
  });

  const badInputs: { name: string; change: Record<string, unknown>; message: string }[] = [
    {
      name: 'a confirmation that differs',
      change: { vConfirmPassword: `${NEW_PASSWORD}x` },
      message: 'Passwords do not match.',
    },
    {
      name: 'a new password of 5 characters',
      change: { vPassword: 'Abc12', vConfirmPassword: 'Abc12' },
      message: 'Enter min 6 characters.',
    },
    {
      name: 'a common password',
      change: { vPassword: '12345678', vConfirmPassword: '12345678' },
      message: 'This password is too common. Please choose a less common one.',
    },
    {
      name: 'an empty current password',
      change: { vCurrentPassword: '' },
      message: 'Please enter your current password.',
    },
    {
      name: 'no current password',
      change: { vCurrentPassword: undefined },
      message: 'Please enter your current password.',
    },
    {
      name: 'no new password',
      change: { vPassword: undefined },
      message: 'Password is Required.',
    },
    {
      name: 'an empty confirmation',
      change: { vConfirmPassword: '' },
      message: 'Please Enter confirm password.',
    },
    {
      name: 'an unknown field',
      change: { vEmail: 'someone.else@example.ca' },
      message: 'Unknown field `vEmail`.',
    },
  ];

  it.each(badInputs)(
    'refuses $name with 400 "$message" and keeps the password',
    async ({ change, message }) => {
      const person = await newActiveCustomer(server.app, server.database.db);
      const hashBefore = await passwordHashOf(person.email);
      const body = Object.fromEntries(
        Object.entries({
          vCurrentPassword: person.password,
          vPassword: NEW_PASSWORD,
          vConfirmPassword: NEW_PASSWORD,
          ...change,
        }).filter(([, value]) => value !== undefined),
      );

      const answer = await changePassword(person.cookie, body);

      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, message });
      expect(await passwordHashOf(person.email)).toBe(hashBefore);
    },
  );

  it('refuses a new password equal to the current one', async () => {
    const person = await newActiveCustomer(server.app, server.database.db);

    const answer = await changePassword(person.cookie, {
      vCurrentPassword: person.password,
      vPassword: person.password,
      vConfirmPassword: person.password,
    });

    expect(answer.body).toEqual({ code: 400, message: SAME_PASSWORD });
  });

  it('asks a caller without a session to log in and changes nothing', async () => {
    const person = await newActiveCustomer(server.app, server.database.db);
    const hashBefore = await passwordHashOf(person.email);

    const answer = await changePassword(undefined, {
      vCurrentPassword: person.password,
      vPassword: NEW_PASSWORD,
      vConfirmPassword: NEW_PASSWORD,
    });

    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 401, message: LOGIN_REQUIRED });
    expect(await passwordHashOf(person.email)).toBe(hashBefore);
  });

  it('answers 401 to a session that has ended', async () => {
    const person = await newActiveCustomer(server.app, server.database.db);
    await call(server.app, '/api/auth/logout', {}, { cookie: person.cookie });

    const answer = await changePassword(person.cookie, {
      vCurrentPassword: person.password,
      vPassword: NEW_PASSWORD,
      vConfirmPassword: NEW_PASSWORD,
    });

    expect(answer.body).toEqual({ code: 401, message: LOGIN_REQUIRED });
  });
});
