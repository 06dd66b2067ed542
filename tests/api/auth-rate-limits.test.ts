import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '#server/db/schema.ts';
import {
  type Answer,
  call,
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  demoContractorEmail,
  randomIp,
} from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const TOO_MANY = 'Too many attempts. Please wait a while and try again.';
const WRONG_CREDENTIALS = 'The e-mail or password is incorrect.';
const RESET_REQUESTED =
  'If an account exists for this e-mail, we have sent a link to reset its password.';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
});

async function mailsTo(email: string) {
  const rows = await server.database.db
    .select({ n: count() })
    .from(outbox)
    .where(eq(outbox.toAddress, email));
  return rows[0]!.n;
}

/** Once a limit answers 429, every later attempt in the run must be refused as well. */
function expectRefusedFromFirst429(answers: Answer[]) {
  const first = answers.findIndex((answer) => answer.status === 429);
  expect(first).toBeGreaterThan(0);
  for (const answer of answers.slice(first)) {
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ code: 429, message: TOO_MANY });
  }
  return first;
}

describe('the login limit per account and IP', () => {
  it('never locks another account out: its right password works from the same IP', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await call(
        server.app,
        '/api/auth/login',
        { vEmail: demoContractorEmail('Calgary'), vPassword: `guess-${attempt}` },
        { ip },
      );
    }
    const guessed = await call(
      server.app,
      '/api/auth/login',
      { vEmail: demoContractorEmail('Calgary'), vPassword: DEMO_PASSWORD },
      { ip },
    );
    expect(guessed.status).toBe(429);

    const other = await call(
      server.app,
      '/api/auth/login',
      { vEmail: demoContractorEmail('Brampton'), vPassword: DEMO_PASSWORD },
      { ip },
    );
    expect(other.status).toBe(200);
  });

  it('answers 429 within 10 wrong passwords from one IP, then refuses even the right one there', async () => {
    const ip = randomIp();
    const email = demoContractorEmail('Winnipeg');
    const answers: Answer[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      answers.push(
        await call(
          server.app,
          '/api/auth/login',
          { vEmail: email, vPassword: `guess-${attempt}` },
          { ip },
        ),
      );
    }

    const first = expectRefusedFromFirst429(answers);
    for (const answer of answers.slice(0, first)) {
      expect(answer.body).toEqual({ code: 400, message: WRONG_CREDENTIALS });
    }

    const rightPassword = await call(
      server.app,
      '/api/auth/login',
      { vEmail: email, vPassword: DEMO_PASSWORD },
      { ip },
    );
    expect(rightPassword.status).toBe(429);
    expect(rightPassword.body).toEqual({ code: 429, message: TOO_MANY });
    expect(rightPassword.cookies).toEqual([]);

    const elsewhere = await call(server.app, '/api/auth/login', {
      vEmail: email,
      vPassword: DEMO_PASSWORD,
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe('the per-account lockout', () => {
  const login = (email: string, password: string, ip: string, cookie?: string) =>
    call(server.app, '/api/auth/login', { vEmail: email, vPassword: password }, { ip, cookie });

  it("keeps strangers out once 100 guesses from many addresses fill it, but never the owner's own browser", async () => {
    const email = demoContractorEmail('Ottawa');
    // The owner logged in from their browser before: it keeps the proof.
    const before = await login(email, DEMO_PASSWORD, randomIp());
    expect(before.status).toBe(200);
    const setCookie = before.cookies.find((cookie) => cookie.startsWith('mapleshine_device='));
    expect(setCookie).toMatch(/; HttpOnly; SameSite=Strict$/);
    expect(setCookie).toMatch(/; Max-Age=7776000;/);
    const knownDevice = setCookie?.split(';')[0] ?? '';

    // Guesses from 13 addresses, 8 each: the account's own limit (100 an hour) fills.
    const answers = await Promise.all(
      Array.from({ length: 13 }, async (_, network) => {
        const ip = randomIp();
        const statuses: number[] = [];
        for (let guess = 0; guess < 8; guess += 1) {
          statuses.push((await login(email, `guess-${network}-${guess}`, ip)).status);
        }
        return statuses;
      }),
    );
    expect(answers.flat().filter((status) => status === 400)).toHaveLength(100);
    expect(answers.flat().filter((status) => status === 429)).toHaveLength(4);

    // A stranger with the right password is held, as is one with a forged proof...
    expect((await login(email, DEMO_PASSWORD, randomIp())).status).toBe(429);
    const [user, issued] = knownDevice.replace('mapleshine_device=', '').split('.');
    const forged = `mapleshine_device=${user}.${issued}.${'A'.repeat(43)}`;
    expect((await login(email, DEMO_PASSWORD, randomIp(), forged)).status).toBe(429);
    // ...but the owner's browser, from a new address too, logs in.
    const owner = await login(email, DEMO_PASSWORD, randomIp(), knownDevice);
    expect(owner.status).toBe(200);
    expect(owner.body.message).toBe('Login successful.');
  });
});

describe('a burst of parallel attempts', () => {
  it('gets no more wrong logins tried than the per-account-and-IP limit allows', async () => {
    const ip = randomIp();
    const email = demoContractorEmail('Winnipeg');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, guess) =>
        call(server.app, '/api/auth/login', { vEmail: email, vPassword: `burst-${guess}` }, { ip }),
      ),
    );
    const tried = answers.filter((answer) => answer.status === 400);
    expect(tried.length).toBeLessThanOrEqual(8);
    expect(tried.every((answer) => answer.body.message === WRONG_CREDENTIALS)).toBe(true);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(40 - tried.length);
  });

  it('gets no more registrations in than the per-IP limit allows', async () => {
    const ip = randomIp();
    const before = (await server.database.db.select({ n: count() }).from(users))[0]!.n;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        call(
          server.app,
          '/api/auth/register',
          {
            vFirstName: 'Burst',
            vLastName: 'Tester',
            vEmail: `burst.${index}.${Date.now()}@example.ca`,
            vMobile: '7805550123',
            vPassword: 'Burst-Password-2026',
          },
          { ip },
        ),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 200).length;
    expect(accepted).toBeLessThanOrEqual(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30 - accepted);
    const after = (await server.database.db.select({ n: count() }).from(users))[0]!.n;
    expect(after - before).toBe(accepted);
  });
});

describe('the forgot-password limit per e-mail', () => {
  it('answers the 6th request for one e-mail within the hour with 429, whatever the IP', async () => {
    const answers: Answer[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      answers.push(
        await call(server.app, '/api/auth/forgot-password', { vEmail: DEMO_CUSTOMER_EMAIL }),
      );
    }

    for (const answer of answers.slice(0, 5)) {
      expect(answer.body).toEqual({ code: 200, message: RESET_REQUESTED });
    }
    expect(answers[5]!.status).toBe(429);
    expect(answers[5]!.body).toEqual({ code: 429, message: TOO_MANY });
    expect(await mailsTo(DEMO_CUSTOMER_EMAIL)).toBe(5);
  });
});

describe('the register limit per IP', () => {
  it('answers 429 to the 21st attempt from one IP and writes no user', async () => {
    const ip = randomIp();
    const attempt = (n: number, password: string) =>
      call(
        server.app,
        '/api/auth/register',
        {
          vFirstName: 'Zoe',
          vLastName: 'Nguyen',
          vEmail: `flood.${Date.now()}.${n}@example.ca`,
          vMobile: '4165550199',
          vPassword: password,
        },
        { ip },
      );

    // Refused attempts count too; a common password keeps the run free of hashing.
    for (let n = 1; n <= 20; n += 1) {
      const answer = await attempt(n, 'password123');
      expect(answer.status).toBe(400);
    }
    const usersBefore = (await server.database.db.select({ n: count() }).from(users))[0]!.n;

    const twentyFirst = await attempt(21, 'Yonge-Dundas-Square-21');

    expect(twentyFirst.status).toBe(429);
    expect(twentyFirst.body).toEqual({ code: 429, message: TOO_MANY });
    expect((await server.database.db.select({ n: count() }).from(users))[0]!.n).toBe(usersBefore);
  });
});
