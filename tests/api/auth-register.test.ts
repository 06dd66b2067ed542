import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, customers, outbox, users } from '#server/db/schema.ts';
import { call, codeFromMail, DEMO_CUSTOMER_EMAIL, latestMail } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { CANADIAN_NAMES, PHONE_VARIANTS, STORED_PHONE } from '../support/person-fields.ts';

const PUBLIC_URL = 'http://mapleshine.test:3000';
const REGISTERED = 'Registration successful. Please check your e-mail to activate your account.';
const NOT_ACTIVATED =
  'Please activate your account with the link we e-mailed you before logging in.';
const WRONG_CREDENTIALS = 'The e-mail or password is incorrect.';
const ACTIVATED = 'Your account is now active. You can log in.';
const ACTIVATION_INVALID = 'This activation link is invalid or has expired.';
const ALREADY_ACTIVE = 'Your account is already active. Please log in.';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await server.close();
});

let people = 0;
function newEmail(): string {
  people += 1;
  return `register.${Date.now()}.${people}@example.ca`;
}

function registration(overrides: Record<string, unknown> = {}) {
  return {
    vFirstName: 'Nora',
    vLastName: 'Fraser',
    vEmail: newEmail(),
    vMobile: '6045550123',
    vPassword: 'Granville-Island-Ferry-9',
    ...overrides,
  };
}

async function countRows(table: typeof users | typeof outbox) {
  const rows = await server.database.db.select({ n: count() }).from(table);
  return rows[0]!.n;
}

async function userByEmail(email: string) {
  const rows = await server.database.db.select().from(users).where(eq(users.email, email));
  return rows[0];
}

/** Registers a new person and returns the code of their activation e-mail. */
async function registerNew(overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const answer = await call(server.app, '/api/auth/register', body);
  expect(answer.body.message).toBe(REGISTERED);
  const code = await codeFromMail(server.database.db, body.vEmail, '/account-activation');
  return { ...body, code };
}

describe('/api/auth/register', () => {
  it('creates an inactive customer and e-mails an activation link under PUBLIC_URL', async () => {
    const body = registration({ vFirstName: '  Nora ', vLastName: ' Fraser  ' });
    const answer = await call(server.app, '/api/auth/register', body);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, message: REGISTERED });
    expect(answer.cookies).toEqual([]);

    const user = await userByEmail(body.vEmail);
    expect(user).toBeDefined();
    expect(user!.activatedAt).toBeNull();
    expect(user!.passwordHash).not.toContain(body.vPassword);
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);

    const profile = await server.database.db
      .select()
      .from(customers)
      .where(eq(customers.userId, user!.id));
    expect(profile).toHaveLength(1);
    expect(profile[0]).toMatchObject({
      firstName: 'Nora',
      lastName: 'Fraser',
      mobile: body.vMobile,
    });
    expect(profile[0]!.uniqueCode).toMatch(/^cus_/);

    const mail = await latestMail(server.database.db, body.vEmail);
    expect(mail?.subject).toBe('Activate your MapleShine account');
    const code = await codeFromMail(server.database.db, body.vEmail, '/account-activation');
    expect(mail?.textBody).toContain(`\n${PUBLIC_URL}/account-activation/${code}\n`);

    const tokens = await server.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, user!.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ purpose: 'activation', usedAt: null });
    expect(tokens[0]!.tokenHash).not.toBe(code);
    expect(tokens[0]!.tokenHash).toBe(createHash('sha256').update(code).digest('hex'));

    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(body.vPassword);
    expect(text).not.toContain(user!.passwordHash);
    expect(text).not.toContain(code);
  });

  it('stores the e-mail lower-cased, so it is found however it is typed', async () => {
    const email = newEmail();
    const answer = await call(
      server.app,
      '/api/auth/register',
      registration({ vEmail: email.toUpperCase() }),
    );
    expect(answer.status).toBe(200);
    expect(await userByEmail(email)).toBeDefined();
  });

  const refusals: [string, string, Record<string, unknown>][] = [
    ['First Name is Required.', 'no first name', { vFirstName: undefined }],
    ['Last Name is Required.', 'no last name', { vLastName: undefined }],
    ['Email is Required.', 'no e-mail', { vEmail: undefined }],
    ['Phone Number is Required.', 'no phone number', { vMobile: undefined }],
    ['Password is Required.', 'no password', { vPassword: undefined }],
    ['First Name is Required.', 'a blank first name', { vFirstName: '   ' }],
    ['First Name is Required.', 'an empty first name', { vFirstName: '' }],
    ['Last Name is Required.', 'a blank last name', { vLastName: ' ' }],
    [
      'First Name cannot exceed 50 characters.',
      'a 51-letter first name',
      { vFirstName: 'N'.repeat(51) },
    ],
    ['Email is Required.', 'an empty e-mail', { vEmail: '' }],
    ['Invalid Email Format.', 'an e-mail without @', { vEmail: 'nora.fraser.example.ca' }],
    ['Invalid Email Format.', 'an e-mail without a domain', { vEmail: 'nora@' }],
    ['Phone Number is Required.', 'an empty phone number', { vMobile: '' }],
    ['Invalid Phone Number.', 'a 9-digit phone', { vMobile: '604555012' }],
    ['Invalid Phone Number.', 'an 11-digit phone not starting with 1', { vMobile: '26045550123' }],
    ['Invalid Phone Number.', 'a 12-digit phone', { vMobile: '116045550123' }],
    ['Invalid Phone Number.', 'a 9-digit phone', { vMobile: '604555012' }],
    ['Invalid Phone Number.', 'an area code starting with 1', { vMobile: '1780555012' }],
    ['Invalid Phone Number.', 'another country code', { vMobile: '+44 20 7946 0958' }],
    ['Invalid Phone Number.', 'an extension', { vMobile: '604-555-0123 ext 4' }],
    ['Invalid Phone Number.', 'a phone with letters', { vMobile: '604555O12a' }],
    ['Enter min 6 characters.', 'a 5-character password', { vPassword: 'Maple' }],
    [
      'This password is too common. Please choose a less common one.',
      'the common password "password123"',
      { vPassword: 'password123' },
    ],
    [
      'This password is too common. Please choose a less common one.',
      'a common password in other case ("Password123")',
      { vPassword: 'Password123' },
    ],
    ['Unknown field `iIsAdmin`.', 'an unknown extra field', { iIsAdmin: 1 }],
    [
      'Please enter a name using letters, spaces, hyphens or apostrophes.',
      'a first name with digits',
      { vFirstName: 'N0ra' },
    ],
    [
      'Please enter a name using letters, spaces, hyphens or apostrophes.',
      'a last name with a symbol',
      { vLastName: 'Fraser!' },
    ],
  ];

  it.each(PHONE_VARIANTS)('stores the phone "%s" as its ten digits', async (vMobile) => {
    const person = await registerNew({ vMobile });

    const user = await userByEmail(person.vEmail);
    const rows = await server.database.db
      .select({ mobile: customers.mobile })
      .from(customers)
      .where(eq(customers.userId, user!.id));
    expect(rows).toEqual([{ mobile: STORED_PHONE }]);
  });

  it.each(CANADIAN_NAMES)('keeps the name "%s" as written, accent and all', async (name) => {
    // "Zoe" + a combining diaeresis, as some keyboards type it, is stored as the one letter ë.
    const person = await registerNew({ vFirstName: name.normalize('NFD'), vLastName: name });

    const user = await userByEmail(person.vEmail);
    const rows = await server.database.db
      .select({ firstName: customers.firstName, lastName: customers.lastName })
      .from(customers)
      .where(eq(customers.userId, user!.id));
    expect(rows).toEqual([{ firstName: name, lastName: name }]);
  });

  it.each(refusals)('answers "%s" for %s and writes no user', async (message, _, overrides) => {
    const usersBefore = await countRows(users);
    const mailsBefore = await countRows(outbox);

    const answer = await call(server.app, '/api/auth/register', registration(overrides));

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message });
    expect(await countRows(users)).toBe(usersBefore);
    expect(await countRows(outbox)).toBe(mailsBefore);
  });

  it.each([
    ['the same', DEMO_CUSTOMER_EMAIL],
    ['a differently cased', 'Customer@Demo.MapleShine.CA'],
  ])(
    'answers %s e-mail of an account as a new one, changes nothing and tells the owner',
    async (_, email) => {
      const demo = await userByEmail(DEMO_CUSTOMER_EMAIL);
      const usersBefore = await countRows(users);
      const mailsBefore = await countRows(outbox);

      const answer = await call(server.app, '/api/auth/register', registration({ vEmail: email }));

      // What a new address is told: nobody learns which addresses have accounts.
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ code: 200, message: REGISTERED });
      expect(await countRows(users)).toBe(usersBefore);
      expect(await userByEmail(DEMO_CUSTOMER_EMAIL)).toEqual(demo);
      // The owner learns what to do, with no link that changes anything.
      expect(await countRows(outbox)).toBe(mailsBefore + 1);
      const mail = await latestMail(server.database.db, DEMO_CUSTOMER_EMAIL);
      expect(mail?.subject).toBe('You already have a MapleShine account');
      expect(mail?.textBody).toContain('/forgot-password');
      expect(mail?.textBody).not.toMatch(/reset-password\/|account-activation\//);
    },
  );

  // The contract's `format: email` refuses surrounding spaces before the duplicate check runs.
  it('refuses a space-padded copy of an existing e-mail as "Invalid Email Format." and changes nothing', async () => {
    const usersBefore = await countRows(users);
    const mailsBefore = await countRows(outbox);

    const answer = await call(
      server.app,
      '/api/auth/register',
      registration({ vEmail: `  ${DEMO_CUSTOMER_EMAIL} ` }),
    );

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message: 'Invalid Email Format.' });
    expect(await countRows(users)).toBe(usersBefore);
    expect(await countRows(outbox)).toBe(mailsBefore);
  });

  it('accepts a 1000-character password in full, not cut short', async () => {
    const password = `${'maple-syrup-'.repeat(83)}abcd`;
    expect(password).toHaveLength(1000);
    const person = await registerNew({ vPassword: password });
    await call(server.app, '/api/auth/activate', { vUniqueCode: person.code });

    const withAll = await call(server.app, '/api/auth/login', {
      vEmail: person.vEmail,
      vPassword: password,
    });
    expect(withAll.status).toBe(200);

    const withoutLast = await call(server.app, '/api/auth/login', {
      vEmail: person.vEmail,
      vPassword: password.slice(0, 999),
    });
    expect(withoutLast.status).toBe(400);
    expect(withoutLast.body).toEqual({ code: 400, message: WRONG_CREDENTIALS });
  });
});

describe('registrations of one new address at once', () => {
  it('are all answered alike, never with a 500, and make one login', async () => {
    const email = `race.${Date.now()}@example.ca`;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(server.app, '/api/auth/register', registration({ vEmail: email })),
      ),
    );
    expect(answers.map((answer) => answer.body)).toEqual(
      answers.map(() => ({ code: 200, message: REGISTERED })),
    );
    const logins = await server.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, email));
    expect(logins[0]!.n).toBe(1);
  });
});

describe('/api/auth/activate', () => {
  it('keeps an inactive account out, naming activation only to the right password', async () => {
    const person = await registerNew();

    const rightPassword = await call(server.app, '/api/auth/login', {
      vEmail: person.vEmail,
      vPassword: person.vPassword,
    });
    expect(rightPassword.status).toBe(400);
    expect(rightPassword.body).toEqual({ code: 400, message: NOT_ACTIVATED });
    expect(rightPassword.cookies).toEqual([]);

    const wrongPassword = await call(server.app, '/api/auth/login', {
      vEmail: person.vEmail,
      vPassword: `${person.vPassword}x`,
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toEqual({ code: 400, message: WRONG_CREDENTIALS });
  });

  it('activates the account once with the mailed code, then lets it log in', async () => {
    const person = await registerNew();

    const first = await call(server.app, '/api/auth/activate', { vUniqueCode: person.code });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ code: 200, message: ACTIVATED });
    const user = await userByEmail(person.vEmail);
    expect(user!.activatedAt).toBeInstanceOf(Date);

    const login = await call(server.app, '/api/auth/login', {
      vEmail: person.vEmail,
      vPassword: person.vPassword,
    });
    expect(login.status).toBe(200);

    // The second click on the e-mail's link says so, and changes nothing (decision 033).
    const again = await call(server.app, '/api/auth/activate', { vUniqueCode: person.code });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 409, message: ALREADY_ACTIVE });
    expect((await userByEmail(person.vEmail))!.activatedAt).toEqual(user!.activatedAt);
  });

  it('answers an unknown code as an invalid link', async () => {
    const answer = await call(server.app, '/api/auth/activate', {
      vUniqueCode: 'dGhpcy1pcy1ub3QtYS1yZWFsLWFjdGl2YXRpb24tY29kZQ',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message: ACTIVATION_INVALID });
  });
});
