import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, users } from '#server/db/schema.ts';
import { createOperator } from '#server/accounts/operators.ts';
import { call, codeFromMail, logIn, newActiveCustomer } from '../support/accounts.ts';
import { newOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Decision 084: an operator's password has at least 8 characters and is none of the 10,000 most
// common; customers and cleaners keep the spec's 6, checked against the same list.

const PUBLIC_URL = 'http://mapleshine.test:3000';
const OPERATOR_TOO_SHORT = 'Enter min 8 characters.';
const TOO_COMMON = 'This password is too common. Please choose a less common one.';
const RESET_DONE = 'Your password has been reset. Please log in with your new password.';
const CHANGED = 'Your password has been changed.';
/** 7 characters, on no list: a customer may have it, an operator may not. */
const SEVEN_CHARACTERS = 'Kx9#mQ2';
/** On the list of the 10,000, and not on the 115 refused before decision 084. */
const LISTED_SINCE_084 = 'q1w2e3r4t5';
const GOOD_PASSWORD = 'Console-Keeper-Halifax-31';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(() => server.close());

let made = 0;
/** A new operator as the console or `create-operator` makes one: no password of theirs yet. */
async function operatorWithFirstLink() {
  made += 1;
  const email = `new.operator.${Date.now()}.${made}@example.ca`;
  const created = await createOperator(
    { db: server.database.db, clock: () => new Date(), publicUrl: PUBLIC_URL },
    email,
    'Rosalie Tremblay',
  );
  if (created.outcome !== 'created') throw new Error(created.outcome);
  return { email, code: created.link.split('/reset-password/')[1] ?? '' };
}

function reset(code: string, password: string) {
  return call(server.app, '/api/auth/reset-password', {
    vUniqueCode: code,
    vPassword: password,
    vConfirmPassword: password,
  });
}

function checkLink(code: string) {
  return call<{ passwordMinLength: number }>(server.app, '/api/auth/reset-password/check', {
    vUniqueCode: code,
  });
}

async function userRow(email: string) {
  const rows = await server.database.db.select().from(users).where(eq(users.email, email));
  return rows[0]!;
}

async function linkUsedAt(userId: number) {
  const rows = await server.database.db
    .select({ usedAt: accountTokens.usedAt })
    .from(accountTokens)
    .where(eq(accountTokens.userId, userId));
  return rows.map((row) => row.usedAt);
}

describe("an operator's first password, through the link", () => {
  it('tells the form that the password needs 8 characters', async () => {
    const operator = await operatorWithFirstLink();
    const answer = await checkLink(operator.code);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ passwordMinLength: 8 });
  });

  it.each([
    ['a password of 7 characters', SEVEN_CHARACTERS, OPERATOR_TOO_SHORT],
    ['a password of the 10,000 most common', LISTED_SINCE_084, TOO_COMMON],
    ['a listed password in capitals', LISTED_SINCE_084.toUpperCase(), TOO_COMMON],
  ])('refuses %s with 400 and writes nothing', async (_, password, message) => {
    const operator = await operatorWithFirstLink();
    const before = await userRow(operator.email);

    const refused = await reset(operator.code, password);

    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 400, message });
    const after = await userRow(operator.email);
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(await linkUsedAt(after.id)).toEqual([null]);
    expect((await checkLink(operator.code)).status).toBe(200);
  });

  it('sets a good password, which then signs in', async () => {
    const operator = await operatorWithFirstLink();
    const answer = await reset(operator.code, GOOD_PASSWORD);
    expect(answer.body).toEqual({ code: 200, message: RESET_DONE });
    const login = await logIn(server.app, operator.email, GOOD_PASSWORD);
    expect(login.cookie).toMatch(/^mapleshine_session=/);
  });
});

describe("an operator's own password change", () => {
  function change(cookie: string, current: string, password: string) {
    return call(
      server.app,
      '/api/auth/change-password',
      { vCurrentPassword: current, vPassword: password, vConfirmPassword: password },
      { cookie },
    );
  }

  it.each([
    ['a password of 7 characters', SEVEN_CHARACTERS, OPERATOR_TOO_SHORT],
    ['a password of the 10,000 most common', LISTED_SINCE_084, TOO_COMMON],
  ])('refuses %s with 400 and keeps the password', async (_, password, message) => {
    const operator = await newOperator(server.app, server.database.db);
    const before = (await userRow(operator.email)).passwordHash;

    const refused = await change(operator.cookie, operator.password, password);

    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 400, message });
    expect((await userRow(operator.email)).passwordHash).toBe(before);
  });

  it('takes a good password', async () => {
    const operator = await newOperator(server.app, server.database.db);
    const answer = await change(operator.cookie, operator.password, GOOD_PASSWORD);
    expect(answer.body).toEqual({ code: 200, message: CHANGED });
  });
});

describe("customers' and cleaners' passwords (the spec's rules)", () => {
  it('still take 7 characters, and their links say 6', async () => {
    const person = await newActiveCustomer(server.app, server.database.db);
    const changed = await call(
      server.app,
      '/api/auth/change-password',
      {
        vCurrentPassword: person.password,
        vPassword: SEVEN_CHARACTERS,
        vConfirmPassword: SEVEN_CHARACTERS,
      },
      { cookie: person.cookie },
    );
    expect(changed.body).toEqual({ code: 200, message: CHANGED });

    await call(server.app, '/api/auth/forgot-password', { vEmail: person.email });
    const code = await codeFromMail(server.database.db, person.email, '/reset-password');
    expect((await checkLink(code)).body.data).toEqual({ passwordMinLength: 6 });
  });

  it('are checked against the 10,000 most common too, with the same sentence', async () => {
    const email = `listed.${Date.now()}@example.ca`;
    const refused = await call(server.app, '/api/auth/register', {
      vFirstName: 'Chloé',
      vLastName: 'Martin',
      vEmail: email,
      vMobile: '6135550110',
      vPassword: LISTED_SINCE_084,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 400, message: TOO_COMMON });
    expect(await server.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});
