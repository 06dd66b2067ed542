import { randomInt } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contractors, experienceOptions, rateLimitEvents, users } from '#server/db/schema.ts';
import { limits } from '#server/platform/rate-limit.ts';
import { localFileStorage } from '#server/platform/storage/local-storage.ts';
import { call, randomIp } from '../support/accounts.ts';
import {
  ACCEPTED,
  refused,
  startFakeRecaptcha,
  type FakeRecaptcha,
} from '../support/fake-recaptcha.ts';
import { noisyPng } from '../support/images.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Issue 38: contractor/create is open to anyone, so a refused application (no captcha, a refused
 * one, an address or e-mail over its hourly allowance) must be answered before its photo of up
 * to 5 MB is read into memory. The first tests send the form's fields and only the first 64 kB
 * of a 4 MB photo, then wait: the answer has to come while the rest of the photo is still unsent.
 * A server that read the photo first would wait for it for good (and the test time out). The
 * last ones send whole forms: the answers that do not depend on the photo stay as they were.
 */

const MISSING = 'Please confirm that you are not a robot.';
const REFUSED = 'The captcha was not accepted. Please try it again.';
const TOO_MANY = 'Too many attempts. Please wait a while and try again.';
const RECEIVED =
  'Thank you for applying. Please check your e-mail for what to do next; we will write again once your application is reviewed.';

const photo = noisyPng(1024, 1000);
const SENT_OF_PHOTO = 64 * 1024;

let verifier: FakeRecaptcha;
let server: TestApp;
let uploads: string;
let calgaryId: number;
let experienceId: number;

beforeAll(async () => {
  verifier = await startFakeRecaptcha();
  uploads = await mkdtemp(path.join(tmpdir(), 'mapleshine-before-photo-'));
  server = await startTestApp({
    storage: localFileStorage(uploads),
    captcha: { secret: '6LeMapleShineTestSecret', verifyUrl: verifier.url, timeoutMs: 5_000 },
  });
  const cities = await call<{ iCityId: number; vCity: string }[]>(
    server.app,
    '/api/city/get_all_data',
  );
  calgaryId = cities.body.data!.find((city) => city.vCity === 'Calgary')!.iCityId;
  const [experience] = await server.database.db
    .select({ id: experienceOptions.id })
    .from(experienceOptions)
    .where(eq(experienceOptions.label, '3–5 years'));
  experienceId = experience!.id;
});
afterAll(async () => {
  await server?.close();
  await verifier?.close();
  await rm(uploads, { recursive: true, force: true });
});
beforeEach(() => {
  verifier.answer = ACCEPTED;
  verifier.requests.length = 0;
});

let applicants = 0;
function applicationFields(changes: Record<string, string | undefined> = {}) {
  applicants += 1;
  const fields: Record<string, string | undefined> = {
    vFullName: 'Jordan Singh',
    vEmail: `before.photo.${Date.now()}.${applicants}@example.ca`,
    vMobile: '4035550199',
    iCityId: String(calgaryId),
    iExperienceId: String(experienceId),
    vPassword: 'Bow-River-Morning-31',
    eBackgroundCheck: 'Yes',
    ...changes,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** The multipart body cut where the photo's bytes begin; `after` are fields sent after it. */
function multipartAround(fields: Record<string, string>, after: Record<string, string> = {}) {
  const boundary = `----mapleshine${randomInt(1e9)}`;
  const field = ([name, value]: [string, string]) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    Object.entries(fields).map(field).join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="vImage"; filename="me.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n${Object.entries(after).map(field).join('')}--${boundary}--\r\n`);
  return { head, tail, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Sends the fields and the first 64 kB of the photo, and waits for the answer without sending
 * more; then sends the rest, as a client would, so the request ends.
 */
async function applyWithPhotoUnsent(
  fields: Record<string, string>,
  options: { ip?: string; after?: Record<string, string> } = {},
) {
  const { head, tail, contentType } = multipartAround(fields, options.after);
  const body = new PassThrough();
  body.write(Buffer.concat([head, photo.subarray(0, SENT_OF_PHOTO)]));
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/contractor/create',
    payload: body,
    remoteAddress: options.ip ?? randomIp(),
    headers: {
      'content-type': contentType,
      'content-length': String(head.length + photo.length + tail.length),
    },
  });
  body.end(Buffer.concat([photo.subarray(SENT_OF_PHOTO), tail]));
  return { status: response.statusCode, body: response.json() as unknown };
}

/** The rows an application writes, and the stored photos. */
async function written() {
  const { db } = server.database;
  const [userRows] = await db.select({ n: count() }).from(users);
  const [contractorRows] = await db.select({ n: count() }).from(contractors);
  return {
    users: userRows!.n,
    contractors: contractorRows!.n,
    photos: (await readdir(uploads)).length,
  };
}

/** Sends the whole form at once, the photo last. */
async function applyWhole(fields: Record<string, string>) {
  const { head, tail, contentType } = multipartAround(fields);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/contractor/create',
    remoteAddress: randomIp(),
    payload: Buffer.concat([head, photo, tail]),
    headers: { 'content-type': contentType },
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

/** Fills a rate limit's bucket for the hour: the next attempt is over it. */
async function fill(bucket: { bucket: string; max: number }) {
  const now = new Date();
  await server.database.db
    .insert(rateLimitEvents)
    .values(Array.from({ length: bucket.max }, () => ({ bucket: bucket.bucket, createdAt: now })));
}

describe('contractor/create with a 4 MB photo, answered before the photo is read', () => {
  it('refuses a form without a captcha token with 400, asking no verifier', async () => {
    const before = await written();

    const answer = await applyWithPhotoUnsent(applicationFields());

    expect(answer).toEqual({ status: 400, body: { code: 400, message: MISSING } });
    expect(verifier.requests).toEqual([]);
    expect(await written()).toEqual(before);
  });

  it('refuses a form whose token the verifier refuses with 400', async () => {
    verifier.answer = refused('invalid-input-response');

    const answer = await applyWithPhotoUnsent(applicationFields({ vRecaptchaToken: 'forged' }));

    expect(answer).toEqual({ status: 400, body: { code: 400, message: REFUSED } });
    expect(verifier.requests).toHaveLength(1);
  });

  it('refuses with 429 once the address has sent its hourly applications', async () => {
    const ip = randomIp();
    await fill(limits.formPerIp('contractor-application', ip));
    const before = await written();

    const answer = await applyWithPhotoUnsent(applicationFields({ vRecaptchaToken: 'good' }), {
      ip,
    });

    expect(answer).toEqual({ status: 429, body: { code: 429, message: TOO_MANY } });
    expect(await written()).toEqual(before);
  });

  it('refuses with 429 once the e-mail has been used for its hourly applications', async () => {
    const fields = applicationFields({ vRecaptchaToken: 'good' });
    await fill(limits.formPerEmail('contractor-application', fields.vEmail!));

    const answer = await applyWithPhotoUnsent(fields);

    expect(answer).toEqual({ status: 429, body: { code: 429, message: TOO_MANY } });
  });

  it('looks for the token before the photo only: one sent after it counts as missing', async () => {
    const answer = await applyWithPhotoUnsent(applicationFields(), {
      after: { vRecaptchaToken: 'good' },
    });

    expect(answer).toEqual({ status: 400, body: { code: 400, message: MISSING } });
  });
});

describe('contractor/create sent whole, the photo last', () => {
  it('asks the verifier once for a good token, reads the photo and takes the application', async () => {
    const before = await written();

    const answer = await applyWhole(applicationFields({ vRecaptchaToken: 'good' }));

    expect(answer).toEqual({ status: 200, body: { code: 200, message: RECEIVED } });
    expect(verifier.requests).toHaveLength(1);
    expect((await written()).photos).toBe(before.photos + 1);
  });

  it('answers a broken field before the captcha, as a complete form is answered', async () => {
    const answer = await applyWhole(applicationFields({ vMobile: '403555019' }));

    expect(answer).toEqual({ status: 400, body: { code: 400, message: 'Invalid Phone Number.' } });
    expect(verifier.requests).toEqual([]);
  });

  it('refuses a token longer than 4096 characters without asking the verifier', async () => {
    const answer = await applyWhole(applicationFields({ vRecaptchaToken: 'x'.repeat(4097) }));

    expect(answer).toEqual({ status: 400, body: { code: 400, message: REFUSED } });
    expect(verifier.requests).toEqual([]);
  });
});
