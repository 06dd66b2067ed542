import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractors, customers, outbox, users } from '#server/db/schema.ts';
import {
  call,
  callMultipart,
  DEMO_PASSWORD,
  latestMail,
  logIn,
  newActiveCustomer,
  pngBytes,
} from '../support/accounts.ts';
import { newContractor } from '../support/contractors.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Issue 38: a new password through the profile update needs the current one, as
// change-password does, and tells the owner by e-mail.
const PUBLIC_URL = 'http://mapleshine.test:3000';
const PROFILE_UPDATED = 'Profile updated successfully.';
const CURRENT_REQUIRED = 'Please enter your current password.';
const CURRENT_WRONG = 'The current password is incorrect.';
const SAME_PASSWORD = 'The new password must be different from the current one.';
const TOO_MANY = 'Too many attempts. Please wait a while and try again.';
const LOGIN_REQUIRED = 'Please log in to continue.';
const CHANGED_SUBJECT = 'Your MapleShine password was changed';
const NEW_PASSWORD = 'Cabot-Trail-Autumn-31';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await server.close();
});

async function userRow(email: string) {
  const rows = await server.database.db.select().from(users).where(eq(users.email, email));
  return rows[0]!;
}

async function mailsTo(email: string) {
  const rows = await server.database.db
    .select({ n: count() })
    .from(outbox)
    .where(eq(outbox.toAddress, email));
  return rows[0]!.n;
}

function login(email: string, password: string) {
  return call(server.app, '/api/auth/login', { vEmail: email, vPassword: password });
}

/** Any private call: 200 while the session lives, 401 once it has ended. */
function notifications(cookie: string) {
  return call(server.app, '/api/notification/get_all_data', {}, { cookie });
}

type Person = { email: string; password: string; cookie: string };

/** A signed-in customer and contractor, each with the way to send their profile update. */
const roles = {
  customer: {
    async make() {
      const customer = await newActiveCustomer(server.app, server.database.db);
      const code = customer.data.vCustomerUniqueCode!;
      const row = async () =>
        (
          await server.database.db.select().from(customers).where(eq(customers.uniqueCode, code))
        )[0];
      const form = (changes: Record<string, string>) => ({
        vUniqueCode: code,
        vFirstName: 'Renamed',
        vLastName: 'Person',
        vMobile: '6135550199',
        ...changes,
      });
      return { person: customer as Person, row, form, url: '/api/customer/update' };
    },
  },
  contractor: {
    async make() {
      const contractor = await newContractor(server.app, server.database.db);
      const [found] = await server.database.db
        .select({ code: contractors.uniqueCode })
        .from(contractors)
        .where(eq(contractors.id, contractor.id));
      const row = async () =>
        (
          await server.database.db
            .select()
            .from(contractors)
            .where(eq(contractors.id, contractor.id))
        )[0];
      const form = (changes: Record<string, string>) => ({
        vUniqueCode: found!.code,
        vFullName: 'Renamed Cleaner',
        vMobile: '7805550199',
        ...changes,
      });
      const person = {
        email: contractor.email,
        password: DEMO_PASSWORD,
        cookie: contractor.cookie,
      };
      return { person, row, form, url: '/api/contractor/update' };
    },
  },
};

describe.each(['customer', 'contractor'] as const)('a new password in the %s profile', (role) => {
  async function setUp() {
    const made = await roles[role].make();
    const update = (changes: Record<string, string>, options: { photo?: boolean } = {}) =>
      callMultipart(
        server.app,
        made.url,
        made.form(changes),
        options.photo ? { name: 'me.png', bytes: pngBytes, contentType: 'image/png' } : undefined,
        { cookie: made.person.cookie },
      );
    return { ...made, update };
  }

  it('is set with the right current password, ends the other sessions and e-mails the owner', async () => {
    const { person, update } = await setUp();
    const otherDevice = await logIn(server.app, person.email, person.password);

    const answer = await update({ vPassword: NEW_PASSWORD, vCurrentPassword: person.password });

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(PROFILE_UPDATED);
    expect((await login(person.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(person.email, person.password)).status).toBe(400);
    expect((await notifications(person.cookie)).status).toBe(200);
    expect((await notifications(otherDevice.cookie)).body).toEqual({
      code: 401,
      message: LOGIN_REQUIRED,
    });
    const mail = await latestMail(server.database.db, person.email);
    expect(mail?.subject).toBe(CHANGED_SUBJECT);
    expect(mail?.textBody).toContain(`${PUBLIC_URL}/forgot-password`);
  });

  const refusals: {
    name: string;
    changes: (person: Person) => Record<string, string>;
    message: string;
  }[] = [
    {
      name: 'without the current password',
      changes: () => ({ vPassword: NEW_PASSWORD }),
      message: CURRENT_REQUIRED,
    },
    {
      name: 'with an empty current password',
      changes: () => ({ vPassword: NEW_PASSWORD, vCurrentPassword: '' }),
      message: CURRENT_REQUIRED,
    },
    {
      name: 'with a wrong current password',
      changes: () => ({ vPassword: NEW_PASSWORD, vCurrentPassword: 'Not-My-Password-1' }),
      message: CURRENT_WRONG,
    },
    {
      name: 'equal to the current one',
      changes: (person) => ({ vPassword: person.password, vCurrentPassword: person.password }),
      message: SAME_PASSWORD,
    },
  ];

  it.each(refusals)(
    'is refused $name with 400 "$message", and nothing is written or mailed',
    async ({ changes, message }) => {
      const { person, row, update } = await setUp();
      const otherDevice = await logIn(server.app, person.email, person.password);
      const userBefore = await userRow(person.email);
      const rowBefore = await row();
      const mailsBefore = await mailsTo(person.email);

      const answer = await update(changes(person), { photo: true });

      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, message });
      expect(await userRow(person.email)).toEqual(userBefore);
      expect(await row()).toEqual(rowBefore);
      expect(await mailsTo(person.email)).toBe(mailsBefore);
      expect((await notifications(otherDevice.cookie)).status).toBe(200);
    },
  );

  it('counts wrong current passwords with those of change-password: 5 an hour, then 429', async () => {
    const { person, update } = await setUp();
    const wrong = { vPassword: NEW_PASSWORD, vCurrentPassword: 'Not-My-Password-1' };
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await update(wrong)).body.message).toBe(CURRENT_WRONG);
    }
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const answer = await call(
        server.app,
        '/api/auth/change-password',
        {
          vCurrentPassword: 'Not-My-Password-1',
          vPassword: NEW_PASSWORD,
          vConfirmPassword: NEW_PASSWORD,
        },
        { cookie: person.cookie },
      );
      expect(answer.body.message).toBe(CURRENT_WRONG);
    }

    const right = await update({ ...wrong, vCurrentPassword: person.password });

    expect(right.body).toEqual({ code: 429, message: TOO_MANY });
    expect((await login(person.email, person.password)).status).toBe(200);
  });

  it('is not needed when no new password is sent', async () => {
    const { person, update } = await setUp();
    const hashBefore = (await userRow(person.email)).passwordHash;
    const mailsBefore = await mailsTo(person.email);

    const answer = await update({ vPassword: '' });

    expect(answer.status).toBe(200);
    expect((await userRow(person.email)).passwordHash).toBe(hashBefore);
    expect(await mailsTo(person.email)).toBe(mailsBefore);
  });
});
