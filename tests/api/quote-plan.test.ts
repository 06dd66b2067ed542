import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#server/db/schema.ts';
import { writeQuote, type QuoteChanges } from '#server/quote/quote-write.ts';
import { seedBenchBookings } from '../../bench/api/bench-data.ts';
import { cityNamed, createBooking } from '../support/bookings.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** What a quote stores, taken from a booking quoted already (the same figures again). */
function changesOf(row: Awaited<ReturnType<typeof createBooking>>): QuoteChanges {
  const { cityId, serviceId, residenceTypeId, localDate, fromMinutes, untilMinutes } = row;
  const { startsAt, endsAt, blockedUntil, estimatedMinutes, hourlyRateCents } = row;
  if (
    cityId === null ||
    serviceId === null ||
    residenceTypeId === null ||
    localDate === null ||
    fromMinutes === null ||
    untilMinutes === null ||
    startsAt === null ||
    endsAt === null ||
    blockedUntil === null ||
    estimatedMinutes === null ||
    hourlyRateCents === null
  ) {
    throw new Error('The fixture is not quoted.');
  }
  return {
    residenceTypeId,
    serviceId,
    cityId,
    bedrooms: row.bedrooms ?? 2,
    bathrooms: row.bathrooms ?? 1,
    extras: [],
    extrasMinutes: 0,
    unit: '',
    address: row.address ?? '10150 Jasper Ave NW',
    postalCode: 'T5J 1W4',
    accessEntryCode: '',
    accessParking: '',
    accessPets: '',
    accessOther: '',
    localDate,
    fromMinutes,
    untilMinutes,
    startsAt,
    endsAt,
    blockedUntil,
    estimatedMinutes,
    hourlyRateCents,
    subtotalCents: row.subtotalCents ?? 0,
    discountCents: 0,
    couponId: null,
    planEveryWeeks: null,
    taxCents: row.taxCents ?? 0,
    taxName: row.taxName ?? 'GST',
    totalCents: row.totalCents ?? 0,
  };
}

// PGlite's driver keeps no named statements, so only PostgreSQL shows how it plans one.
describe.runIf(process.env.TEST_DATABASE_URL)("the quote's statement on PostgreSQL", () => {
  let server: TestApp;
  let client: pg.Client;
  beforeAll(async () => {
    server = await startTestApp();
    // The bench's marketplace: 40 cleaners a city with weeks of their own, 100 000 bookings.
    // With every cleaner's hours in view, PostgreSQL's estimate favoured planning anew.
    const { db } = server.database;
    await seedBenchBookings(db, (await cityNamed(db, 'Edmonton')).id);
    // One session of its own: a prepared statement and its plans belong to one session.
    client = new pg.Client({ connectionString: server.database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await server.close();
  });

  it('is planned a few times, then runs on one plan instead of being planned for every quote (decision 062)', async () => {
    const db = drizzle(client, { schema });
    const booking = await createBooking(server.database.db, { status: 'quoted' });
    const changes = changesOf(booking);
    for (let quote = 0; quote < 12; quote += 1) {
      await writeQuote(db, booking.uniqueCode, changes, { knownFree: false });
    }
    const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
      `select generic_plans, custom_plans from pg_prepared_statements where name = 'quote_write'`,
    );
    expect(rows).toHaveLength(1);
    // PostgreSQL tries five custom plans before it compares them with the generic one.
    expect(Number(rows[0]?.custom_plans)).toBeLessThanOrEqual(5);
    expect(Number(rows[0]?.generic_plans)).toBeGreaterThanOrEqual(7);
  });
});
