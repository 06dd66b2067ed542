import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { cities, labels, services, serviceTranslations } from '#server/db/schema.ts';
import { reseedSiteContent } from '#server/db/seed/seed.ts';
import { manualClock } from '../support/accounts.ts';
import { edmontonDeepClean, schedule, startBooking, type Quote } from '../support/same-day.ts';
import { postJson } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  // Monday 2026-11-23, 8:00AM in Edmonton.
  const clock = manualClock(new Date('2026-11-23T15:00:00Z'));
  app = await buildApp({ db: database.db, changes: database.changes, clock });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function cityNames() {
  const { body } = await postJson(app, '/api/city/get_all_data', {});
  return (body.data as { vCity: string }[]).map((city) => city.vCity);
}

async function serviceDescription(name: string) {
  const { body } = await postJson(app, '/api/service/get_all_data', {});
  return (body.data as { vServiceName: string; tDescription: string }[]).find(
    (service) => service.vServiceName === name,
  )?.tDescription;
}

async function homeLabel(key: string) {
  const { body } = await postJson(app, '/api/label/get_all_data', { vSlug: 'home' });
  return (body.data as { vLabel: string; tText: string }[]).find((label) => label.vLabel === key)
    ?.tText;
}

/** The announcement of a commit reaches the server a moment after it: ask until it shows. */
async function eventually<T>(read: () => Promise<T>, expected: T) {
  await expect.poll(read, { timeout: 5000, interval: 50 }).toEqual(expected);
}

/** Writes without the announcement, to tell a cached answer from a fresh one. */
async function quietly(table: 'cities' | 'services', write: () => Promise<unknown>) {
  await database.db.execute(
    sql.raw(`alter table ${table} disable trigger ${table}_catalog_changed`),
  );
  try {
    await write();
  } finally {
    await database.db.execute(
      sql.raw(`alter table ${table} enable trigger ${table}_catalog_changed`),
    );
  }
}

describe(`catalog reads from the cache (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers the cities from memory until a change to the table is announced', async () => {
    expect(await cityNames()).toContain('Winnipeg');
    await quietly('cities', () =>
      database.db.update(cities).set({ name: 'Winnipeg Quiet' }).where(eq(cities.name, 'Winnipeg')),
    );
    expect(await cityNames()).toContain('Winnipeg');

    await database.db
      .update(cities)
      .set({ name: 'Winnipeg Announced' })
      .where(eq(cities.name, 'Winnipeg Quiet'));
    await eventually(async () => (await cityNames()).includes('Winnipeg Announced'), true);
    await database.db
      .update(cities)
      .set({ name: 'Winnipeg' })
      .where(eq(cities.name, 'Winnipeg Announced'));
    await eventually(async () => (await cityNames()).includes('Winnipeg'), true);
  });

  it('answers exactly what the uncached server answers, as JSON', async () => {
    const uncached = await buildApp({ db: database.db });
    try {
      for (const [url, body] of [
        ['/api/city/get_all_data', {}],
        ['/api/service/get_all_data', {}],
        ['/api/residence_type/get_all_data', {}],
        ['/api/extra_utility/get_all_data', {}],
        ['/api/label/get_all_data', { vSlug: 'home' }],
        ['/api/label/get_all_data', { vSlug: 'no-such-page' }],
      ] as const) {
        // Twice: the second answer is the one served from the cache.
        await app.inject({ method: 'POST', url, payload: body });
        const cached = await app.inject({ method: 'POST', url, payload: body });
        const fresh = await uncached.inject({ method: 'POST', url, payload: body });
        expect(cached.statusCode, url).toBe(200);
        expect(cached.headers['content-type'], url).toBe('application/json; charset=utf-8');
        expect(cached.body, url).toBe(fresh.body);
      }
    } finally {
      await uncached.close();
    }
  });

  it('sends a large answer compressed to a browser that accepts it, and a small one as it is', async () => {
    const read = (url: string, body: object, acceptEncoding: string) =>
      app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: { 'accept-encoding': acceptEncoding },
      });
    const plain = await read('/api/label/get_all_data', { vSlug: 'home' }, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toMatchObject({ code: 200, message: 'Success.' });

    const brotli = await read('/api/label/get_all_data', { vSlug: 'home' }, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await read('/api/label/get_all_data', { vSlug: 'home' }, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    // Nine cities: under a kilobyte, where compression saves about what its headers cost.
    const cities = await read('/api/city/get_all_data', {}, 'gzip, deflate, br');
    expect(cities.headers['content-encoding']).toBeUndefined();
    expect(cities.headers.vary).toMatch(/accept-encoding/i);
    expect((cities.json() as { data: unknown[] }).data).toHaveLength(9);
  });

  it('shows a label changed by another connection once the change is committed', async () => {
    expect(await homeLabel('SERVICES_HEADING')).toBe('Our Services');
    await database.db
      .update(labels)
      .set({ text: 'Cleaning Services' })
      .where(sql`${labels.pageSlug} = 'home' and ${labels.key} = 'SERVICES_HEADING'`);
    await eventually(() => homeLabel('SERVICES_HEADING'), 'Cleaning Services');
  });

  it("names a booking's service in its French translation as edited, inside a transaction too", async () => {
    const { catalog } = app.appContext;
    const frenchName = async () => (await catalog.namesIn('fr-CA')).service('Deep Cleaning');
    /** Read as a mail written in a transaction reads it: a table the cache dropped, through it. */
    const frenchNameInTransaction = () =>
      database.db.transaction(async (tx) =>
        (await catalog.namesIn('fr-CA', tx)).service('Deep Cleaning'),
      );
    const [deepCleaning] = await database.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.name, 'Deep Cleaning'));
    const rename = (name: string) =>
      database.db
        .update(serviceTranslations)
        .set({ name })
        .where(
          sql`${serviceTranslations.serviceId} = ${deepCleaning?.id} and ${serviceTranslations.locale} = 'fr-CA'`,
        );
    expect(await frenchName()).toBe('Grand ménage');
    expect((await catalog.namesIn('en-CA')).service('Deep Cleaning')).toBe('Deep Cleaning');

    await rename('Ménage en profondeur');
    await eventually(frenchNameInTransaction, 'Ménage en profondeur');
    await eventually(frenchName, 'Ménage en profondeur');

    await rename('Grand ménage');
    await eventually(frenchNameInTransaction, 'Grand ménage');
    expect(await frenchName()).toBe('Grand ménage');
  });

  it('drops only the table that changed', async () => {
    const before = await serviceDescription('Routine Clean');
    await quietly('services', () =>
      database.db
        .update(services)
        .set({ description: 'Changed quietly.' })
        .where(eq(services.name, 'Routine Clean')),
    );
    await database.db
      .update(cities)
      .set({ name: 'Calgary Changed' })
      .where(eq(cities.name, 'Calgary'));
    await eventually(async () => (await cityNames()).includes('Calgary Changed'), true);
    expect(await serviceDescription('Routine Clean')).toBe(before);
    await database.db
      .update(cities)
      .set({ name: 'Calgary' })
      .where(eq(cities.name, 'Calgary Changed'));
  });

  it('follows the seed: npm run db:seed brings the texts back and the cache with them', async () => {
    await database.db
      .update(services)
      .set({ description: 'Changed by an operator.' })
      .where(eq(services.name, 'Routine Clean'));
    await eventually(() => serviceDescription('Routine Clean'), 'Changed by an operator.');

    await reseedSiteContent(database.db);
    await eventually(() => homeLabel('SERVICES_HEADING'), 'Our Services');
    await eventually(
      async () => (await serviceDescription('Routine Clean'))?.startsWith('A one-time visit'),
      true,
    );
  });

  it('prices a quote at a rate changed since the previous quote', async () => {
    const code = await startBooking(app);
    const details = await edmontonDeepClean(database.db, { vDate: '2026-11-24' });
    const pricePerHour = async () =>
      ((await schedule(app, code, details)).body as unknown as Quote).price_per_hour;
    expect(await pricePerHour()).toBe(50);

    await database.db
      .update(services)
      .set({ hourlyRateCents: 6000 })
      .where(eq(services.slug, 'deep-cleaning'));
    await eventually(pricePerHour, 60);
    await database.db
      .update(services)
      .set({ hourlyRateCents: 5000 })
      .where(eq(services.slug, 'deep-cleaning'));
    await eventually(pricePerHour, 50);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'reads from the database while its listening connection is lost, and caches again after',
    async () => {
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'LISTEN%'`,
      );
      // Nothing announces this write; it still shows, because nothing is cached while deaf.
      await quietly('cities', () =>
        database.db.update(cities).set({ name: 'Ottawa Deaf' }).where(eq(cities.name, 'Ottawa')),
      );
      await eventually(async () => (await cityNames()).includes('Ottawa Deaf'), true);

      // Listening again: a quiet write is hidden by the cache once more.
      await expect
        .poll(
          async () => {
            await cityNames();
            await quietly('cities', () =>
              database.db
                .update(cities)
                .set({ name: 'Ottawa Probe' })
                .where(sql`${cities.name} in ('Ottawa Deaf', 'Ottawa Probe')`),
            );
            const cached = !(await cityNames()).includes('Ottawa Probe');
            await database.db
              .update(cities)
              .set({ name: 'Ottawa Deaf' })
              .where(eq(cities.name, 'Ottawa Probe'));
            return cached;
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBe(true);
      await database.db
        .update(cities)
        .set({ name: 'Ottawa' })
        .where(eq(cities.name, 'Ottawa Deaf'));
      await eventually(async () => (await cityNames()).includes('Ottawa'), true);
    },
  );
});
