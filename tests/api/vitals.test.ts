import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitEvents, webVitalSamples } from '#server/db/schema.ts';
import { ROUTE_TEMPLATES } from '#shared/route-templates.ts';
import { limits } from '#server/platform/rate-limit.ts';
import { describeDailyVitals } from '#server/vitals/web-vitals.ts';
import { call, newActiveCustomer, randomIp, type CallOptions } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const VITALS = '/api/vitals';
const TOO_MANY = 'Too many attempts. Please wait a while and try again.';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

let routes = 0;
/** A route template of the web app that no other test reports, so its rows are this test's alone. */
function freshRoute(): string {
  const route = ROUTE_TEMPLATES[routes];
  routes += 1;
  if (route === undefined) throw new Error('more tests than route templates');
  return route;
}

function report(vRoute: string, overrides: Record<string, unknown> = {}) {
  return {
    vRoute,
    metrics: [
      { vName: 'LCP', fValue: 1834.2, vRating: 'good' },
      { vName: 'CLS', fValue: 0.02, vRating: 'good' },
      { vName: 'TTFB', fValue: 120, vRating: 'good' },
    ],
    ...overrides,
  };
}

const post = (body: unknown, options: CallOptions = {}) => call(server.app, VITALS, body, options);

function rowsOf(route: string) {
  return server.database.db
    .select({
      route: webVitalSamples.route,
      metric: webVitalSamples.metric,
      value: webVitalSamples.value,
      rating: webVitalSamples.rating,
    })
    .from(webVitalSamples)
    .where(eq(webVitalSamples.route, route))
    .orderBy(webVitalSamples.metric);
}

async function allRowCount() {
  const rows = await server.database.db.select({ n: count() }).from(webVitalSamples);
  return rows[0]?.n ?? 0;
}

describe('POST /api/vitals', () => {
  it('keeps each metric of the page view as a row under its route template', async () => {
    const route = freshRoute();
    const answer = await post(report(route));

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, message: 'Thank you.' });
    expect(answer.cookies).toEqual([]);
    expect(await rowsOf(route)).toEqual([
      { route, metric: 'CLS', value: 0.02, rating: 'good' },
      { route, metric: 'LCP', value: 1834.2, rating: 'good' },
      { route, metric: 'TTFB', value: 120, rating: 'good' },
    ]);
  });

  it('keeps nothing that points at a person: no address, account or URL column', async () => {
    const result = (await server.database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'web_vital_samples' order by ordinal_position`,
    )) as unknown as { rows: { column_name: string }[] };

    expect(result.rows.map((row) => row.column_name)).toEqual([
      'id',
      'route',
      'metric',
      'value',
      'rating',
      'recorded_at',
    ]);
  });

  it("stores a signed-in customer's beacon exactly as a visitor's, tied to no account", async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const route = freshRoute();
    const answer = await post(report(route), { cookie: customer.cookie });

    expect(answer.status).toBe(200);
    expect(await rowsOf(route)).toHaveLength(3);
  });

  it.each([
    ['a raw address instead of a template', { vRoute: '/blog-detail/My Post?email=a@b.ca' }],
    ['a full URL', { vRoute: 'https://mapleshine.ca/reset-password/abc' }],
    ['an unknown metric', { metrics: [{ vName: 'FID', fValue: 10, vRating: 'good' }] }],
    ['a negative value', { metrics: [{ vName: 'LCP', fValue: -1, vRating: 'good' }] }],
    ['a value over ten minutes', { metrics: [{ vName: 'LCP', fValue: 600001, vRating: 'poor' }] }],
    ['a CLS over 100', { metrics: [{ vName: 'CLS', fValue: 101, vRating: 'poor' }] }],
    ['an unknown rating', { metrics: [{ vName: 'LCP', fValue: 900, vRating: 'great' }] }],
    ['no metrics', { metrics: [] }],
    [
      'one metric twice',
      {
        metrics: [
          { vName: 'LCP', fValue: 900, vRating: 'good' },
          { vName: 'LCP', fValue: 950, vRating: 'good' },
        ],
      },
    ],
    ['an unknown field', { vUrl: '/blog-detail/my-post' }],
  ])('refuses %s with 400 and keeps nothing', async (_case, overrides) => {
    const before = await allRowCount();
    const answer = await post(report(freshRoute(), overrides));

    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(400);
    expect(answer.body.message).not.toBe('');
    expect(await allRowCount()).toBe(before);
  });

  it('says which rule a bad route broke', async () => {
    const answer = await post(report('/blog-detail/My Post'));

    expect(answer.body).toEqual({
      code: 400,
      message: '`vRoute` must be a route template such as /blog-detail/:vSlug.',
    });
  });

  it.each([
    ['a route the web app does not have', '/wp-admin/:vSlug'],
    ['a made-up template under a real route', '/blog-detail/:vSlug/:vPage'],
    ['a console page the console does not have', '/admin/warehouse'],
  ])('refuses %s with 400 and keeps nothing', async (_case, vRoute) => {
    const before = await allRowCount();
    const answer = await post(report(vRoute));

    expect(answer.body).toEqual({
      code: 400,
      message: '`vRoute` must be one of the web app’s routes, such as /blog-detail/:vSlug.',
    });
    expect(answer.status).toBe(400);
    expect(await allRowCount()).toBe(before);
  });

  it('refuses a body sent as text/plain with 415 and keeps nothing', async () => {
    const before = await allRowCount();
    const answer = await post(JSON.stringify(report(freshRoute())), {
      headers: { 'content-type': 'text/plain' },
    });

    expect(answer.status).toBe(415);
    expect(await allRowCount()).toBe(before);
  });

  it('refuses a beacon from another site with 403 and keeps nothing', async () => {
    const before = await allRowCount();
    const answer = await post(report(freshRoute()), {
      headers: { origin: 'https://evil.example' },
    });

    expect(answer.status).toBe(403);
    expect(await allRowCount()).toBe(before);
  });

  it('refuses a beacon with 429 once an address has sent its hourly allowance', async () => {
    const ip = randomIp();
    const limit = limits.vitalsPerIp(ip);
    const now = new Date();
    await server.database.db
      .insert(rateLimitEvents)
      .values(
        Array.from({ length: limit.max - 1 }, () => ({ bucket: limit.bucket, createdAt: now })),
      );
    const route = freshRoute();

    const last = await post(report(route), { ip });
    const over = await post(report(route), { ip });
    const elsewhere = await post(report(route), { ip: randomIp() });

    expect(last.status).toBe(200);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ code: 429, message: TOO_MANY });
    expect(elsewhere.status).toBe(200);
    expect(await rowsOf(route)).toHaveLength(6);
  });

  it('refuses every address with 429 once all of them together have sent the hourly allowance', async () => {
    const limit = limits.vitalsFromEveryone();
    const now = new Date();
    const db = server.database.db;
    // The beacons of the tests before count too: the allowance is filled to one short of full.
    await db.delete(rateLimitEvents).where(eq(rateLimitEvents.bucket, limit.bucket));
    await db
      .insert(rateLimitEvents)
      .values(
        Array.from({ length: limit.max - 1 }, () => ({ bucket: limit.bucket, createdAt: now })),
      );
    const route = freshRoute();
    const before = await allRowCount();

    const last = await post(report(route), { ip: randomIp() });
    const over = await post(report(route), { ip: randomIp() });
    const another = await post(report(freshRoute()), { ip: randomIp() });
    await db.delete(rateLimitEvents).where(eq(rateLimitEvents.bucket, limit.bucket));

    expect(last.status).toBe(200);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ code: 429, message: TOO_MANY });
    expect(another.status).toBe(429);
    expect(await allRowCount()).toBe(before + 3);
  });
});

describe('npm run ops -- vitals', () => {
  it('prints the 75th percentile per day and route, and drops samples older than 30 days', async () => {
    const db = server.database.db;
    const route = '/vitals-admin/:vSlug';
    const day = (iso: string) => new Date(iso);
    const lcp = [1000, 2000, 3000, 4000, 5000];
    await db.insert(webVitalSamples).values([
      ...lcp.map((value) => ({
        route,
        metric: 'LCP',
        value,
        rating: 'good',
        recordedAt: day('2026-11-24T10:00:00Z'),
      })),
      {
        route,
        metric: 'CLS',
        value: 0.05,
        rating: 'good',
        recordedAt: day('2026-11-25T23:59:00Z'),
      },
      { route, metric: 'LCP', value: 900, rating: 'good', recordedAt: day('2026-10-01T12:00:00Z') },
    ]);

    const text = await describeDailyVitals(db, day('2026-11-26T08:00:00Z'));
    const lines = text.split('\n').filter((line) => line.includes(route));

    // percentile_cont of 1000…5000 at 0.75 is 4000: over LCP's 2500, not over 4000.
    expect(text.split('\n')[0]).toMatch(/^Day \(UTC\)\s+Route\s+Metric\s+p75\s+Rating\s+Samples$/);
    expect(lines.map((line) => line.split(/\s{2,}/))).toEqual([
      ['2026-11-25', route, 'CLS', '0.050', 'good', '1'],
      ['2026-11-24', route, 'LCP', '4000 ms', 'needs improvement', '5'],
    ]);
    const kept = await db
      .select({ n: count() })
      .from(webVitalSamples)
      .where(eq(webVitalSamples.route, route));
    expect(kept[0]?.n).toBe(6);
  });
});
