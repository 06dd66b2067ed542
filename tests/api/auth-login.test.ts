import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractors, customers, sessions, users } from '#server/db/schema.ts';
import {
  call,
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  demoContractorEmail,
  logIn,
  newActiveCustomer,
  type LoginData,
} from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const WRONG_CREDENTIALS = 'The e-mail or password is incorrect.';
const LOGGED_OUT = 'You have been logged out.';
const LOGIN_REQUIRED = 'Please log in to continue.';
const NINETY_DAYS_S = 90 * 24 * 60 * 60;
const FOURTEEN_DAYS_S = 14 * 24 * 60 * 60;
const HSTS = 'max-age=31536000; includeSubDomains';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const cookieValue = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
/** A Set-Cookie header's attributes after `name=value`, sorted. */
const attributesOf = (setCookie: string) => setCookie.split('; ').slice(1).sort();

async function customerOf(email: string) {
  const rows = await server.database.db
    .select({ id: customers.id, uniqueCode: customers.uniqueCode, userId: users.id })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(eq(users.email, email));
  return rows[0]!;
}

async function sessionsOf(userId: number) {
  return server.database.db.select().from(sessions).where(eq(sessions.userId, userId));
}

/** The profile call that needs a session: 200 with a live cookie, 401 without one. */
function getProfile(cookie: string, uniqueCode: string) {
  return call(server.app, '/api/customer/get_by_id', { vUniqueCode: uniqueCode }, { cookie });
}

describe('/api/auth/login', () => {
  it('answers the demo customer with its customer code and id and no contractor keys', async () => {
    const customer = await customerOf(DEMO_CUSTOMER_EMAIL);
    const answer = await call<LoginData>(server.app, '/api/auth/login', {
      vEmail: DEMO_CUSTOMER_EMAIL,
      vPassword: DEMO_PASSWORD,
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 200,
      message: 'Login successful.',
      data: {
        vCustomerUniqueCode: customer.uniqueCode,
        iCustomerId: customer.id,
        vFullName: 'Amelia Tremblay',
      },
    });
    expect(JSON.stringify(answer.body)).not.toContain(DEMO_PASSWORD);
  });

  it('answers a demo contractor with only its contractor code and id', async () => {
    const email = demoContractorEmail('Calgary');
    const rows = await server.database.db
      .select({ id: contractors.id, uniqueCode: contractors.uniqueCode })
      .from(contractors)
      .innerJoin(users, eq(users.id, contractors.userId))
      .where(eq(users.email, email));

    const { data } = await logIn(server.app, email);

    expect(data).toEqual({
      vContractorUniqueCode: rows[0]!.uniqueCode,
      iContractorId: rows[0]!.id,
      vFullName: 'Jordan Singh',
    });
  });

  it('answers a wrong password and an unknown e-mail with the same sentence and no cookie', async () => {
    const wrongPassword = await call(server.app, '/api/auth/login', {
      vEmail: DEMO_CUSTOMER_EMAIL,
      vPassword: `${DEMO_PASSWORD}!`,
    });
    const unknownEmail = await call(server.app, '/api/auth/login', {
      vEmail: 'nobody.here@example.ca',
      vPassword: DEMO_PASSWORD,
    });

    for (const answer of [wrongPassword, unknownEmail]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, message: WRONG_CREDENTIALS });
      expect(answer.cookies).toEqual([]);
    }
  });

  it('finds the account whatever the case of the e-mail', async () => {
    const { data } = await logIn(server.app, 'CUSTOMER@Demo.MapleShine.CA');
    expect(data.vFullName).toBe('Amelia Tremblay');
  });

  it.each([
    ['Email is Required. Password is Required.', 'an empty body', {}],
    ['Password is Required.', 'an empty password', { vEmail: DEMO_CUSTOMER_EMAIL, vPassword: '' }],
    ['Invalid Email Format.', 'a malformed e-mail', { vEmail: 'amelia', vPassword: 'whatever' }],
  ])('answers "%s" for %s', async (message, _, body) => {
    const answer = await call(server.app, '/api/auth/login', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message });
  });

  it('starts a new session on every login and stores only its hash', async () => {
    const person = await newActiveCustomer(server.app, server.database.db);
    const second = await logIn(server.app, person.email, person.password);
    const customer = await customerOf(person.email);

    expect(second.cookie).not.toBe(person.cookie);
    const rows = await sessionsOf(customer.userId);
    expect(rows).toHaveLength(2);
    const stored = rows.map((row) => row.idHash).sort();
    const tokens = [person.cookie, second.cookie].map(cookieValue);
    expect(stored).toEqual(tokens.map(sha256).sort());
    for (const token of tokens) {
      expect(token.length).toBeGreaterThanOrEqual(43);
      expect(stored).not.toContain(token);
    }

    expect((await getProfile(person.cookie, customer.uniqueCode)).status).toBe(200);
    expect((await getProfile(second.cookie, customer.uniqueCode)).status).toBe(200);
  });

  it('ends the session the browser already held, whoever logs in, and keeps it on a refused login', async () => {
    const person = await newActiveCustomer(server.app, server.database.db);
    const customer = await customerOf(person.email);
    const held = { cookie: person.cookie };

    const refused = await call(
      server.app,
      '/api/auth/login',
      { vEmail: person.email, vPassword: 'not-the-password' },
      held,
    );
    expect(refused.body.message).toBe(WRONG_CREDENTIALS);
    expect((await getProfile(person.cookie, customer.uniqueCode)).status).toBe(200);

    const again = await call(
      server.app,
      '/api/auth/login',
      { vEmail: DEMO_CUSTOMER_EMAIL, vPassword: DEMO_PASSWORD },
      held,
    );
    expect(again.status).toBe(200);
    const afterwards = await getProfile(person.cookie, customer.uniqueCode);
    expect(afterwards.status).toBe(401);
    expect(afterwards.body).toEqual({ code: 401, message: LOGIN_REQUIRED });
    expect(await sessionsOf(customer.userId)).toEqual([]);
  });

  it('sets an httpOnly, SameSite=Lax session cookie for the whole site, not Secure over http', async () => {
    const answer = await call(server.app, '/api/auth/login', {
      vEmail: DEMO_CUSTOMER_EMAIL,
      vPassword: DEMO_PASSWORD,
    });

    // The session, and the browser's known-device proof (decision 080).
    expect(answer.cookies).toHaveLength(2);
    const cookie = answer.cookies[0]!;
    expect(cookie).toMatch(/^mapleshine_session=[A-Za-z0-9_-]{43}; /);
    expect(attributesOf(cookie)).toEqual(
      ['HttpOnly', `Max-Age=${FOURTEEN_DAYS_S}`, 'Path=/', 'SameSite=Lax'].sort(),
    );
    expect(answer.cookies[1]).toMatch(/^mapleshine_device=\d+\.\d+\.[\w-]{43}; /);
    expect(attributesOf(answer.cookies[1]!)).toEqual(
      ['HttpOnly', `Max-Age=${NINETY_DAYS_S}`, 'Path=/', 'SameSite=Strict'].sort(),
    );
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('/api/auth/login served over https', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await startTestApp({ publicUrl: 'https://mapleshine.example' });
  });
  afterAll(async () => {
    await secure.close();
  });

  it('names the cookie __Host-mapleshine_session, Secure with Path=/ and no Domain', async () => {
    const answer = await call(secure.app, '/api/auth/login', {
      vEmail: DEMO_CUSTOMER_EMAIL,
      vPassword: DEMO_PASSWORD,
    });

    expect(answer.status).toBe(200);
    expect(answer.cookies).toHaveLength(2);
    const cookie = answer.cookies[0]!;
    expect(cookie).toMatch(/^__Host-mapleshine_session=[A-Za-z0-9_-]{43}; /);
    expect(attributesOf(cookie)).toEqual(
      ['HttpOnly', `Max-Age=${FOURTEEN_DAYS_S}`, 'Path=/', 'SameSite=Lax', 'Secure'].sort(),
    );
    expect(answer.cookies[1]).toMatch(/^__Host-mapleshine_device=/);
    expect(attributesOf(answer.cookies[1]!)).toEqual(
      ['HttpOnly', `Max-Age=${NINETY_DAYS_S}`, 'Path=/', 'SameSite=Strict', 'Secure'].sort(),
    );
    expect(answer.headers['strict-transport-security']).toBe(HSTS);
  });

  it('clears the __Host- cookie on logout with the same Secure, Path=/ attributes', async () => {
    const { cookie } = await logIn(secure.app, DEMO_CUSTOMER_EMAIL);
    expect(cookie).toMatch(/^__Host-mapleshine_session=/);

    const answer = await call(secure.app, '/api/auth/logout', {}, { cookie });

    expect(answer.body).toEqual({ code: 200, message: LOGGED_OUT });
    expect(answer.cookies).toHaveLength(1);
    expect(answer.cookies[0]).toMatch(/^__Host-mapleshine_session=; /);
    expect(attributesOf(answer.cookies[0]!)).toEqual(
      expect.arrayContaining(['Max-Age=0', 'Path=/', 'Secure', 'HttpOnly']),
    );
    expect(answer.cookies[0]).not.toMatch(/Domain=/i);
  });

  it('sends Strict-Transport-Security on other answers too', async () => {
    const answer = await call(secure.app, '/api/city/get_all_data', {});
    expect(answer.headers['strict-transport-security']).toBe(HSTS);
  });

  it('reads the session from the __Host- cookie and ignores one without the prefix', async () => {
    const answer = await call(secure.app, '/api/auth/login', {
      vEmail: DEMO_CUSTOMER_EMAIL,
      vPassword: DEMO_PASSWORD,
    });
    const prefixed = answer.cookies[0]!.split(';')[0]!;
    const customer = await secure.database.db
      .select({ uniqueCode: customers.uniqueCode })
      .from(customers)
      .innerJoin(users, eq(users.id, customers.userId))
      .where(eq(users.email, DEMO_CUSTOMER_EMAIL));
    const body = { vUniqueCode: customer[0]!.uniqueCode };

    const withPrefix = await call(secure.app, '/api/customer/get_by_id', body, {
      cookie: prefixed,
    });
    expect(withPrefix.status).toBe(200);

    const withoutPrefix = await call(secure.app, '/api/customer/get_by_id', body, {
      cookie: prefixed.replace('__Host-', ''),
    });
    expect(withoutPrefix.status).toBe(401);
    expect(withoutPrefix.body).toEqual({ code: 401, message: LOGIN_REQUIRED });
  });
});

describe('/api/auth/logout', () => {
  it('ends the session, deletes its row and clears the cookie', async () => {
    const { cookie } = await logIn(server.app, DEMO_CUSTOMER_EMAIL);
    const customer = await customerOf(DEMO_CUSTOMER_EMAIL);
    const idHash = sha256(cookieValue(cookie));
    expect(
      await server.database.db.select().from(sessions).where(eq(sessions.idHash, idHash)),
    ).toHaveLength(1);

    const answer = await call(server.app, '/api/auth/logout', {}, { cookie });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, message: LOGGED_OUT });
    expect(
      await server.database.db.select().from(sessions).where(eq(sessions.idHash, idHash)),
    ).toEqual([]);
    expect(answer.cookies).toHaveLength(1);
    expect(answer.cookies[0]).toMatch(/^mapleshine_session=; /);
    expect(attributesOf(answer.cookies[0]!)).toEqual(
      expect.arrayContaining(['Max-Age=0', 'Path=/', 'HttpOnly']),
    );

    const afterwards = await getProfile(cookie, customer.uniqueCode);
    expect(afterwards.status).toBe(401);
    expect(afterwards.body).toEqual({ code: 401, message: LOGIN_REQUIRED });
  });

  it("leaves the same person's other sessions alive", async () => {
    const customer = await customerOf(DEMO_CUSTOMER_EMAIL);
    const phone = await logIn(server.app, DEMO_CUSTOMER_EMAIL);
    const laptop = await logIn(server.app, DEMO_CUSTOMER_EMAIL);

    await call(server.app, '/api/auth/logout', {}, { cookie: phone.cookie });

    expect((await getProfile(phone.cookie, customer.uniqueCode)).status).toBe(401);
    expect((await getProfile(laptop.cookie, customer.uniqueCode)).status).toBe(200);
  });

  it('answers 200 without a cookie too', async () => {
    const answer = await call(server.app, '/api/auth/logout', {});
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, message: LOGGED_OUT });
  });
});
