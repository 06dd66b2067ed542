import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { residenceTypes, reviews, services } from '#server/db/schema.ts';
import { call, newActiveCustomer } from '../support/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// The figures the home and service pages sell with: the from-price of each service and the
// rating summary. Built with the change feed, as the server runs, so the cache is in play.

type Service = {
  iServiceId: number;
  vServiceName: string;
  vSlug: string;
  tDescription: string;
  vWebpImage: string;
  fFromPrice?: number;
  fFromHours?: number;
};
type Review = { iRating: number };
type Summary = { iReviews: number; fAverageRating?: number };

const SERVICES = '/api/service/get_all_data';
const REVIEWS = '/api/review/get_all_data';
const SUMMARY = '/api/review/get_summary';

let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, changes: database.changes });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function fromPrices() {
  const { body } = await call<Service[]>(app, SERVICES);
  return Object.fromEntries(body.data!.map((service) => [service.vSlug, service.fFromPrice]));
}

/** The announcement of a commit reaches the server a moment after it: ask until it shows. */
async function eventually<T>(read: () => Promise<T>, expected: T) {
  await expect.poll(read, { timeout: 5000, interval: 50 }).toEqual(expected);
}

describe('/api/service/get_all_data: from-prices', () => {
  it('prices each service for 1 bedroom, 1 bathroom, no extras, in the cheapest residence type, before tax', async () => {
    const { status, body } = await call<Service[]>(app, SERVICES);
    expect(status).toBe(200);
    // docs/pricing.md: a basement suite (85%) is the cheapest; the quote's minimum is 2 hours.
    // Deep: (90 + 40 + 35) × 85% = 140.25 → 2.5 h × $50. Routine: 110 × 85% → 2 h minimum × $42.
    expect(
      body.data!.map((service) => [service.vSlug, service.fFromPrice, service.fFromHours]),
    ).toEqual([
      ['move-out-move-in-clean', 165, 3],
      ['deep-cleaning', 125, 2.5],
      ['post-event-cleanup', 120, 2.5],
      ['routine-clean', 84, 2],
      ['commercial-cleaning', 156, 3],
    ]);
  });

  it('keeps the fields of the spec as they were and adds only the from-price and its hours', async () => {
    const { body } = await call<Service[]>(app, SERVICES);
    const deep = body.data!.find((service) => service.vSlug === 'deep-cleaning')!;
    expect(Object.keys(deep).sort()).toEqual(
      [
        'fFromHours',
        'fFromPrice',
        'iServiceId',
        'tDescription',
        'vServiceName',
        'vSlug',
        'vWebpImage',
      ].sort(),
    );
    expect(deep).toMatchObject({
      vServiceName: 'Deep Cleaning',
      vWebpImage: '/images/services/deep-cleaning.svg',
    });
  });

  it('follows a changed hourly rate as soon as the change is announced', async () => {
    expect((await fromPrices())['deep-cleaning']).toBe(125);
    await database.db
      .update(services)
      .set({ hourlyRateCents: 5390 })
      .where(eq(services.slug, 'deep-cleaning'));
    // 2.5 h × $53.90 = $134.75
    await eventually(async () => (await fromPrices())['deep-cleaning'], 134.75);
    await database.db
      .update(services)
      .set({ hourlyRateCents: 5000 })
      .where(eq(services.slug, 'deep-cleaning'));
    await eventually(async () => (await fromPrices())['deep-cleaning'], 125);
  });

  it('follows a changed residence factor, which lives in another table', async () => {
    await database.db
      .update(residenceTypes)
      .set({ hoursFactorPercent: 60 })
      .where(eq(residenceTypes.name, 'Basement Suite'));
    // Deep: 165 × 60% = 99 min → the 2-hour minimum × $50.
    await eventually(async () => (await fromPrices())['deep-cleaning'], 100);
    await database.db
      .update(residenceTypes)
      .set({ hoursFactorPercent: 85 })
      .where(eq(residenceTypes.name, 'Basement Suite'));
    await eventually(async () => (await fromPrices())['deep-cleaning'], 125);
  });
});

describe('/api/review/get_summary', () => {
  it('counts the testimonials the list shows and averages their ratings to one decimal', async () => {
    const list = (await call<Review[]>(app, REVIEWS, { eType: 'Customer' })).body.data!;
    const { status, body } = await call<Summary>(app, SUMMARY, { eType: 'Customer' });
    expect(status).toBe(200);
    const mean = list.reduce((sum, review) => sum + review.iRating, 0) / list.length;
    expect(body.data).toEqual({
      iReviews: list.length,
      fAverageRating: Math.round(mean * 10) / 10,
    });
    expect((await call<Summary>(app, SUMMARY)).body.data).toEqual(body.data);
  });

  it("summarises one city's reviews when asked", async () => {
    const list = (await call<Review[]>(app, REVIEWS, { eType: 'Customer', vCity: 'Edmonton' })).body
      .data!;
    const { body } = await call<Summary>(app, SUMMARY, { eType: 'Customer', vCity: 'Edmonton' });
    expect(body.data?.iReviews).toBe(list.length);
    expect(list.length).toBeGreaterThan(0);
  });

  it('answers a count of 0 and no average when there are no reviews', async () => {
    for (const query of [{ eType: 'Contractor' }, { eType: 'Customer', vCity: 'Whitehorse' }]) {
      const { status, body } = await call<Summary>(app, SUMMARY, query);
      expect(status).toBe(200);
      expect(body.data).toEqual({ iReviews: 0 });
    }
  });

  it('counts a new review and moves the average with it', async () => {
    const before = (await call<Summary>(app, SUMMARY, { eType: 'Customer', vCity: 'Winnipeg' }))
      .body.data!;
    await database.db.insert(reviews).values({
      audience: 'Customer',
      authorName: 'Test Reviewer',
      city: 'Winnipeg',
      body: 'A one-star review written for this test of the rating summary, long enough.',
      rating: 1,
    });
    const after = (await call<Summary>(app, SUMMARY, { eType: 'Customer', vCity: 'Winnipeg' })).body
      .data!;
    expect(after.iReviews).toBe(before.iReviews + 1);
    const expected = (before.fAverageRating! * before.iReviews + 1) / after.iReviews;
    expect(after.fAverageRating).toBeCloseTo(expected, 0);
    expect(after.fAverageRating!).toBeLessThan(before.fAverageRating!);
  });

  it('answers a signed-in customer exactly as a visitor: the summary is public', async () => {
    const { cookie } = await newActiveCustomer(app, database.db);
    const visitor = await call<Summary>(app, SUMMARY, { eType: 'Customer' });
    const signedIn = await call<Summary>(app, SUMMARY, { eType: 'Customer' }, { cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toEqual(visitor.body.data);
  });

  it('refuses an unknown audience or an unknown field with 400 and a readable message', async () => {
    const audience = await call<Summary>(app, SUMMARY, { eType: 'Visitor' });
    expect(audience.status).toBe(400);
    expect(audience.body).toEqual({ code: 400, message: 'eType must be Customer or Contractor.' });
    const unknown = await call<Summary>(app, SUMMARY, { eType: 'Customer', iLimit: 3 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message.length).toBeGreaterThan(0);
    expect(unknown.body.data).toBeUndefined();
  });
});
