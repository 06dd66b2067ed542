import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, readServerConfig } from '#server/config.ts';
import { customers } from '#server/db/schema.ts';
import { localFileStorage } from '#server/platform/storage/local-storage.ts';
import { s3FileStorage, STORAGE_UNAVAILABLE } from '#server/platform/storage/s3-storage.ts';
import { callMultipart, jpegBytes, newActiveCustomer, pngBytes } from '../support/accounts.ts';
import { startS3StandIn, type S3StandIn } from '../support/s3-stand-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const PROFILE_UPDATED = 'Profile updated successfully.';
const STORED_PNG = /^\/uploads\/([A-Za-z0-9_-]+\.png)$/;

let store: S3StandIn;
/** Two instances on the same object store, each with its own (empty) uploads folder. */
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  store = await startS3StandIn();
  first = await startTestApp({ storage: s3FileStorage(store.settings) });
  second = await startTestApp({ storage: s3FileStorage(store.settings) });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await store?.stop();
});

type Customer = Awaited<ReturnType<typeof newActiveCustomer>>;

function updatePhoto(server: TestApp, customer: Customer, bytes: Buffer, name: string) {
  return callMultipart<{ vImage: string }>(
    server.app,
    '/api/customer/update',
    {
      vUniqueCode: customer.data.vCustomerUniqueCode ?? '',
      vFirstName: 'Chloé',
      vLastName: 'Martin',
      vMobile: '6135550110',
    },
    { name, bytes },
    { cookie: customer.cookie },
  );
}

async function imagePathOf(server: TestApp, customer: Customer) {
  const [row] = await server.database.db
    .select({ imagePath: customers.imagePath })
    .from(customers)
    .where(eq(customers.id, customer.data.iCustomerId ?? -1));
  return row?.imagePath;
}

describe('uploads in an S3-compatible object store', () => {
  it('stores a photo uploaded through one instance in the bucket, and the other serves it', async () => {
    const customer = await newActiveCustomer(first.app, first.database.db);
    const answer = await updatePhoto(first, customer, pngBytes, 'me.png');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(PROFILE_UPDATED);
    const imagePath = await imagePathOf(first, customer);
    const name = STORED_PNG.exec(imagePath ?? '')?.[1];
    expect(name).toBeDefined();

    expect(await store.objectBytes(`uploads/${name}`)).toEqual(pngBytes);
    const served = await second.app.inject({ method: 'GET', url: imagePath ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(pngBytes);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(pngBytes.length));
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('removes the replaced photo from the bucket when a new one is saved', async () => {
    const customer = await newActiveCustomer(first.app, first.database.db);
    await updatePhoto(first, customer, pngBytes, 'old.png');
    const oldPath = (await imagePathOf(first, customer)) ?? '';
    expect((await first.app.inject({ method: 'GET', url: oldPath })).statusCode).toBe(200);

    const answer = await updatePhoto(first, customer, jpegBytes, 'new.jpg');
    expect(answer.status).toBe(200);
    const newPath = (await imagePathOf(first, customer)) ?? '';
    expect(newPath).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\.jpg$/);
    const served = await second.app.inject({ method: 'GET', url: newPath });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload).toEqual(jpegBytes);
    expect(await store.objectBytes(`uploads/${oldPath.slice('/uploads/'.length)}`)).toBeNull();
    expect((await second.app.inject({ method: 'GET', url: oldPath })).statusCode).toBe(404);
  });

  it.each(['/uploads/unknown.png', '/uploads/..%2Fsecret.png', '/uploads/photo.svg'])(
    'answers %s with 404 and the envelope',
    async (url) => {
      const answer = await second.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ code: 404, message: 'Not found.' });
    },
  );

  it('answers 503 when the store is down, and keeps the old photo', async () => {
    const down = await startS3StandIn();
    const settings = down.settings;
    await down.stop();
    const server = await startTestApp({ storage: s3FileStorage(settings) });
    try {
      const customer = await newActiveCustomer(server.app, server.database.db);
      const before = await imagePathOf(server, customer);
      const answer = await updatePhoto(server, customer, pngBytes, 'me.png');
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ code: 503, message: STORAGE_UNAVAILABLE });
      expect(await imagePathOf(server, customer)).toBe(before);
      const served = await server.app.inject({ method: 'GET', url: '/uploads/abc.png' });
      expect(served.statusCode).toBe(503);
    } finally {
      await server.close();
    }
  });
});

describe('uploads on local disk (the default)', () => {
  it('streams a stored photo with its type, length and a year of caching', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mapleshine-local-'));
    const server = await startTestApp({ storage: localFileStorage(folder) });
    try {
      const customer = await newActiveCustomer(server.app, server.database.db);
      await updatePhoto(server, customer, pngBytes, 'me.png');
      const imagePath = (await imagePathOf(server, customer)) ?? '';
      expect(await readdir(folder)).toEqual([imagePath.slice('/uploads/'.length)]);
      const served = await server.app.inject({ method: 'GET', url: imagePath });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(pngBytes);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['content-length']).toBe(String(pngBytes.length));
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await server.close();
    }
  });
});

describe('the object store in the configuration', () => {
  it('uses the bucket, endpoint, region and keys from S3_*, path-style for an endpoint', () => {
    const config = readServerConfig({
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'ca-central-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      bucket: 'photos',
      region: 'ca-central-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
  });

  it("leaves the keys to the AWS SDK's own chain when S3_ACCESS_KEY_ID is unset", () => {
    const config = readServerConfig({ S3_BUCKET: 'photos', AWS_REGION: 'ca-central-1' });
    expect(config.s3).toEqual({
      bucket: 'photos',
      region: 'ca-central-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('keeps uploads on local disk without S3_BUCKET', () => {
    expect(readServerConfig({}).s3).toBeUndefined();
  });

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET: set it'],
    [{ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' }, 'S3_ACCESS_KEY_ID: set it together'],
    [{ S3_BUCKET: 'photos', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must start with'],
  ])('refuses to start with %o', (env, reason) => {
    expect(() => readServerConfig(env)).toThrow(ConfigError);
    expect(() => readServerConfig(env)).toThrow(reason);
  });
});
