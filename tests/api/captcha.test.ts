import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accountTokens,
  contactMessages,
  contractors,
  customers,
  experienceOptions,
  outbox,
  rateLimitEvents,
  users,
} from '#server/db/schema.ts';
import { localFileStorage } from '#server/platform/storage/local-storage.ts';
import { call, callMultipart, pngBytes, randomIp, type Answer } from '../support/accounts.ts';
import {
  ACCEPTED,
  refused,
  startFakeRecaptcha,
  unusedLoopbackUrl,
  type FakeRecaptcha,
} from '../support/fake-recaptcha.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const MISSING = 'Please confirm that you are not a robot.';
const REFUSED = 'The captcha was not accepted. Please try it again.';
const UNAVAILABLE = 'We could not check the captcha just now. Please try again in a moment.';
const SECRET = '6LeMapleShineTestSecret';
/**
 * Short, so a verifier that never answers is given up on quickly; long enough that the stand-in
 * verifier on this machine answers within it even under a full test run's load (300 ms did not).
 */
const TIMEOUT_MS = 2_000;

type Server = TestApp & { uploads: string };

async function startServer(captcha?: { verifyUrl: string }): Promise<Server> {
  const uploads = await mkdtemp(path.join(tmpdir(), 'mapleshine-captcha-'));
  const server = await startTestApp({
    storage: localFileStorage(uploads),
    ...(captcha
      ? {
          captcha: {
            secret: SECRET,
            verifyUrl: captcha.verifyUrl,
            timeoutMs: TIMEOUT_MS,
            hostnames: ['localhost', 'demo.mapleshine.example'],
          },
        }
      : {}),
  });
  return {
    ...server,
    uploads,
    close: async () => {
      await server.close();
      await rm(uploads, { recursive: true, force: true });
    },
  };
}

let verifier: FakeRecaptcha;
/** RECAPTCHA_SECRET set, RECAPTCHA_VERIFY_URL at the stand-in. */
let guarded: Server;
/** RECAPTCHA_SECRET set, RECAPTCHA_VERIFY_URL where nothing listens. */
let verifierDown: Server;
/** No RECAPTCHA_SECRET: today's behaviour. */
let unguarded: Server;
let calgaryId: number;
let experienceId: number;

beforeAll(async () => {
  verifier = await startFakeRecaptcha();
  [guarded, verifierDown, unguarded] = await Promise.all([
    startServer({ verifyUrl: verifier.url }),
    startServer({ verifyUrl: await unusedLoopbackUrl() }),
    startServer(),
  ]);
  const cities = await call<{ iCityId: number; vCity: string }[]>(
    guarded.app,
    '/api/city/get_all_data',
  );
  calgaryId = cities.body.data!.find((city) => city.vCity === 'Calgary')!.iCityId;
  const experience = await guarded.database.db
    .select({ id: experienceOptions.id })
    .from(experienceOptions)
    .where(eq(experienceOptions.label, '3–5 years'));
  experienceId = experience[0]!.id;
});
afterAll(async () => {
  await Promise.all([guarded?.close(), verifierDown?.close(), unguarded?.close()]);
  await verifier?.close();
});
beforeEach(() => {
  verifier.answer = ACCEPTED;
  verifier.delayMs = 0;
  verifier.requests.length = 0;
});

let senders = 0;
function freshEmail(): string {
  senders += 1;
  return `captcha.${Date.now()}.${senders}@example.ca`;
}

type Operation = {
  name: string;
  /** Sends a valid form from `ip`; `token` undefined leaves the captcha's field out. */
  send: (server: Server, token: string | undefined, ip: string) => Promise<Answer>;
  success: string;
};

function withToken<Fields extends Record<string, string>>(fields: Fields, token?: string) {
  return token === undefined ? fields : { ...fields, vRecaptchaToken: token };
}

const operations: Operation[] = [
  {
    name: 'contact_us/create',
    send: (server, token, ip) =>
      call(
        server.app,
        '/api/contact_us/create',
        withToken(
          {
            vName: 'Priya Natarajan',
            vEmail: freshEmail(),
            vMobile: '6135550110',
            tMessage: 'Do you clean condos in Kanata on weekends?',
          },
          token,
        ),
        { ip },
      ),
    success: 'Thank you for contacting us. We will get back to you soon.',
  },
  {
    name: 'auth/register',
    send: (server, token, ip) =>
      call(
        server.app,
        '/api/auth/register',
        withToken(
          {
            vFirstName: 'Nora',
            vLastName: 'Fraser',
            vEmail: freshEmail(),
            vMobile: '6045550123',
            vPassword: 'Granville-Island-Ferry-9',
          },
          token,
        ),
        { ip },
      ),
    success: 'Registration successful. Please check your e-mail to activate your account.',
  },
  {
    name: 'contractor/create (multipart)',
    send: (server, token, ip) =>
      callMultipart(
        server.app,
        '/api/contractor/create',
        withToken(
          {
            vFullName: 'Jordan Singh',
            vEmail: freshEmail(),
            vMobile: '4035550199',
            iCityId: String(calgaryId),
            iExperienceId: String(experienceId),
            vPassword: 'Bow-River-Morning-31',
            eBackgroundCheck: 'Yes',
          },
          token,
        ),
        { name: 'me.png', bytes: pngBytes, contentType: 'image/png' },
        { ip },
      ),
    success:
      'Thank you for applying. Please check your e-mail for what to do next; we will write again once your application is reviewed.',
  },
];

/** Every table these forms write to, the rate limits' attempts, and the stored photos. */
async function written(server: Server) {
  const { db } = server.database;
  const tables = {
    users,
    customers,
    contractors,
    accountTokens,
    contactMessages,
    outbox,
    rateLimitEvents,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row!.n;
  }
  counts.photos = (await readdir(server.uploads).catch(() => [])).length;
  return counts;
}

/** Sends the form and checks the refusal left every table and the photo store as they were. */
async function expectRefusedWithNothingWritten(
  server: Server,
  operation: Operation,
  token: string | undefined,
  expected: { status: number; message: string },
) {
  const before = await written(server);
  const answer = await operation.send(server, token, randomIp());
  expect(answer.status).toBe(expected.status);
  expect(answer.body).toEqual({ code: expected.status, message: expected.message });
  expect(await written(server)).toEqual(before);
}

describe.each(operations)('the captcha of $name, with RECAPTCHA_SECRET set', (operation) => {
  it('answers 400 "Please confirm that you are not a robot." without a token, and writes nothing', async () => {
    await expectRefusedWithNothingWritten(guarded, operation, undefined, {
      status: 400,
      message: MISSING,
    });
    await expectRefusedWithNothingWritten(guarded, operation, '  ', {
      status: 400,
      message: MISSING,
    });
    expect(verifier.requests).toEqual([]);
  });

  it('answers 400 when Google refuses the token, and writes nothing', async () => {
    verifier.answer = refused('invalid-input-response');
    await expectRefusedWithNothingWritten(guarded, operation, 'forged-token', {
      status: 400,
      message: REFUSED,
    });
    verifier.answer = refused('timeout-or-duplicate');
    await expectRefusedWithNothingWritten(guarded, operation, 'used-token', {
      status: 400,
      message: REFUSED,
    });
  });

  it('answers 400 for a token Google accepts that was solved on another site, and writes nothing', async () => {
    verifier.answer = { status: 200, body: { success: true, hostname: 'token-farm.example' } };
    await expectRefusedWithNothingWritten(guarded, operation, 'farmed-token', {
      status: 400,
      message: REFUSED,
    });
    verifier.answer = { status: 200, body: { success: true } };
    await expectRefusedWithNothingWritten(guarded, operation, 'hostless-token', {
      status: 400,
      message: REFUSED,
    });
  });

  it('asks the verify URL with the secret, the token and the client’s address, then accepts the form', async () => {
    const ip = randomIp();
    const before = await written(guarded);
    const answer = await operation.send(guarded, 'good-token', ip);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, message: operation.success });
    expect(verifier.requests).toEqual([{ secret: SECRET, response: 'good-token', remoteip: ip }]);
    expect(await written(guarded)).not.toEqual(before);
  });

  it('answers 503 when the verifier cannot be reached, and writes nothing', async () => {
    await expectRefusedWithNothingWritten(verifierDown, operation, 'good-token', {
      status: 503,
      message: UNAVAILABLE,
    });
  });

  it('answers 503 when the verifier does not answer in time, and writes nothing', async () => {
    verifier.delayMs = TIMEOUT_MS + 500;
    await expectRefusedWithNothingWritten(guarded, operation, 'good-token', {
      status: 503,
      message: UNAVAILABLE,
    });
  });

  it('answers 503 when the verifier fails or refuses our secret, and writes nothing', async () => {
    verifier.answer = { status: 500, body: { error: 'backend' } };
    await expectRefusedWithNothingWritten(guarded, operation, 'good-token', {
      status: 503,
      message: UNAVAILABLE,
    });
    verifier.answer = { status: 200, body: null };
    await expectRefusedWithNothingWritten(guarded, operation, 'good-token', {
      status: 503,
      message: UNAVAILABLE,
    });
    verifier.answer = refused('invalid-input-secret');
    await expectRefusedWithNothingWritten(guarded, operation, 'good-token', {
      status: 503,
      message: UNAVAILABLE,
    });
  });
});

describe.each(operations)('$name without RECAPTCHA_SECRET', (operation) => {
  it('takes the form without a token and asks no verifier', async () => {
    const answer = await operation.send(unguarded, undefined, randomIp());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, message: operation.success });
  });

  it('ignores a token it cannot check', async () => {
    const answer = await operation.send(unguarded, 'some-token', randomIp());
    expect(answer.status).toBe(200);
    expect(verifier.requests).toEqual([]);
  });
});

describe('the token field', () => {
  it('refuses a token longer than 4096 characters before asking Google', async () => {
    const [contact] = operations;
    const answer = await contact!.send(guarded, 'x'.repeat(4097), randomIp());
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(REFUSED);
    expect(verifier.requests).toEqual([]);
  });
});
