import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractors } from '#server/db/schema.ts';
import {
  call,
  callMultipart,
  codeFromMail,
  DEMO_PASSWORD,
  newActiveCustomer,
} from '../support/accounts.ts';
import { newContractor } from '../support/contractors.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Issue 38: a newer reset link, a password change or a reset ends every older account link of
// the user, so a link left in a mailbox (or read by someone else) stops working.
const RESET_INVALID = 'This reset link is invalid or has expired.';
const RESET_USED = 'This reset link has already been used or has expired.';
const LINK_USABLE = 'This reset link can be used.';
/** A customer's usable link: the spec's minimum password length (decision 084). */
const USABLE_CUSTOMER_LINK = { code: 200, message: LINK_USABLE, data: { passwordMinLength: 6 } };
const RESET_DONE = 'Your password has been reset. Please log in with your new password.';
const PROFILE_UPDATED = 'Profile updated successfully.';
const NEW_PASSWORD = 'Tofino-Surf-Morning-24';
const LATER_PASSWORD = 'Haida-Gwaii-Cedar-65';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
});

/** Asks for a reset link and returns its code, read from the mail. */
async function mailedResetCode(email: string) {
  const asked = await call(server.app, '/api/auth/forgot-password', { vEmail: email });
  expect(asked.status).toBe(200);
  return codeFromMail(server.database.db, email, '/reset-password');
}

function reset(code: string, password: string) {
  return call(server.app, '/api/auth/reset-password', {
    vUniqueCode: code,
    vPassword: password,
    vConfirmPassword: password,
  });
}

function check(code: string) {
  return call(server.app, '/api/auth/reset-password/check', { vUniqueCode: code });
}

function login(email: string, password: string) {
  return call(server.app, '/api/auth/login', { vEmail: email, vPassword: password });
}

/** The older link is told apart from a live one on its page, and sets no password. */
async function expectEnded(code: string, email: string, livePassword: string) {
  expect((await check(code)).body).toEqual({ code: 400, message: RESET_USED });
  expect((await reset(code, LATER_PASSWORD)).body).toEqual({ code: 400, message: RESET_INVALID });
  expect((await login(email, LATER_PASSWORD)).status).toBe(400);
  expect((await login(email, livePassword)).status).toBe(200);
}

describe('a newer reset link', () => {
  it('ends the older reset links of the user, and works itself', async () => {
    const person = await newActiveCustomer(server.app, server.database.db);
    const first = await mailedResetCode(person.email);
    const second = await mailedResetCode(person.email);
    expect(second).not.toBe(first);

    await expectEnded(first, person.email, person.password);
    expect((await check(second)).body).toEqual(USABLE_CUSTOMER_LINK);
    expect((await reset(second, NEW_PASSWORD)).body).toEqual({ code: 200, message: RESET_DONE });
  });

  it('leaves the reset links of other people alone', async () => {
    const one = await newActiveCustomer(server.app, server.database.db);
    const other = await newActiveCustomer(server.app, server.database.db);
    const othersCode = await mailedResetCode(other.email);

    await mailedResetCode(one.email);

    expect((await reset(othersCode, NEW_PASSWORD)).body).toEqual({
      code: 200,
      message: RESET_DONE,
    });
  });
});

describe('a completed reset', () => {
  it('ends every older link of the user', async () => {
    const person = await newActiveCustomer(server.app, server.database.db);
    const older = await mailedResetCode(person.email);
    const used = await mailedResetCode(person.email);

    expect((await reset(used, NEW_PASSWORD)).status).toBe(200);

    await expectEnded(older, person.email, NEW_PASSWORD);
  });
});

describe('a password change', () => {
  it('through change-password ends the reset links mailed before it, not those after', async () => {
    const person = await newActiveCustomer(server.app, server.database.db);
    const before = await mailedResetCode(person.email);

    const changed = await call(
      server.app,
      '/api/auth/change-password',
      {
        vCurrentPassword: person.password,
        vPassword: NEW_PASSWORD,
        vConfirmPassword: NEW_PASSWORD,
      },
      { cookie: person.cookie },
    );
    expect(changed.status).toBe(200);

    await expectEnded(before, person.email, NEW_PASSWORD);
    const after = await mailedResetCode(person.email);
    expect((await reset(after, LATER_PASSWORD)).status).toBe(200);
  });

  it('through the customer profile ends the reset links mailed before it', async () => {
    const person = await newActiveCustomer(server.app, server.database.db);
    const before = await mailedResetCode(person.email);

    const updated = await callMultipart(
      server.app,
      '/api/customer/update',
      {
        vUniqueCode: person.data.vCustomerUniqueCode!,
        vFirstName: 'Chloé',
        vLastName: 'Martin',
        vMobile: '6135550110',
        vCurrentPassword: person.password,
        vPassword: NEW_PASSWORD,
      },
      undefined,
      { cookie: person.cookie },
    );
    expect(updated.body.message).toBe(PROFILE_UPDATED);

    await expectEnded(before, person.email, NEW_PASSWORD);
  });

  it('through the contractor profile ends the reset links mailed before it', async () => {
    const contractor = await newContractor(server.app, server.database.db);
    const [row] = await server.database.db
      .select({ code: contractors.uniqueCode })
      .from(contractors)
      .where(eq(contractors.id, contractor.id));
    const before = await mailedResetCode(contractor.email);

    const updated = await callMultipart(
      server.app,
      '/api/contractor/update',
      {
        vUniqueCode: row!.code,
        vFullName: 'Jordan Singh',
        vMobile: '7805550177',
        vCurrentPassword: DEMO_PASSWORD,
        vPassword: NEW_PASSWORD,
      },
      undefined,
      { cookie: contractor.cookie },
    );
    expect(updated.body.message).toBe(PROFILE_UPDATED);

    await expectEnded(before, contractor.email, NEW_PASSWORD);
  });

  it('through a profile update without a new password ends no link', async () => {
    const person = await newActiveCustomer(server.app, server.database.db);
    const before = await mailedResetCode(person.email);

    const updated = await callMultipart(
      server.app,
      '/api/customer/update',
      {
        vUniqueCode: person.data.vCustomerUniqueCode!,
        vFirstName: 'Chloé',
        vLastName: 'Martin',
        vMobile: '6135550110',
        vPassword: '',
      },
      undefined,
      { cookie: person.cookie },
    );
    expect(updated.body.message).toBe(PROFILE_UPDATED);

    expect((await check(before)).body).toEqual(USABLE_CUSTOMER_LINK);
  });
});
