import { setTimeout as delay } from 'node:timers/promises';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '#server/db/schema.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import { lockCity } from '#server/quote/availability.ts';
import { manualClock } from '../support/accounts.ts';
import { cityNamed, createBooking } from '../support/bookings.ts';
import { insertContractor, pay } from '../support/payments.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// PGlite runs one transaction at a time, so only PostgreSQL can show that the races are safe.
describe.runIf(process.env.TEST_DATABASE_URL)('payment_autorization under concurrency', () => {
  const clock = manualClock(new Date('2026-11-22T14:00:00Z'));
  const gateway = testGateway(clock);
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp({ clock, payments: gateway });
  });
  afterAll(() => server.close());

  it('books at most as many of 30 simultaneous payments for one time as the city has free cleaners', async () => {
    const db = server.database.db;
    // Lower Mainland's demo cleaner and two more: three free for the window, Tuesday 2:00PM to
    // 5:00PM, which no other seeded cleaner's week covers (decision 044).
    await insertContractor(db, 'Lower Mainland');
    await insertContractor(db, 'Lower Mainland');
    const quoted = await Promise.all(
      Array.from({ length: 30 }, () =>
        createBooking(db, {
          status: 'quoted',
          city: 'Lower Mainland',
          startsInHours: 55,
          now: clock(),
        }),
      ),
    );

    const answers = await Promise.all(quoted.map((booking) => pay(server.app, booking)));

    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(accepted).toHaveLength(3);
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 400,
        message:
          'No cleaner is free in Lower Mainland at that time any more. Please choose another time.',
      });
    }
    const [paid] = await db
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          inArray(
            bookings.id,
            quoted.map((booking) => booking.id),
          ),
          eq(bookings.status, 'authorized'),
        ),
      );
    expect(paid?.n).toBe(accepted.length);
  });

  it("refuses a guessed coupon code without waiting for the city's lock another payment holds", async () => {
    const db = server.database.db;
    const booking = await createBooking(db, {
      status: 'quoted',
      city: 'Calgary',
      startsInHours: 70,
      now: clock(),
    });
    const calgary = await cityNamed(db, 'Calgary');

    let guess: ReturnType<typeof pay> | undefined;
    const first = await db.transaction(async (tx) => {
      // Another payment of the city is between its lock and its commit.
      await lockCity(tx, calgary.id);
      guess = pay(server.app, booking, { coupon_code: 'NOSUCHCODE' });
      return Promise.race([guess, delay(3000).then(() => 'still waiting for the city' as const)]);
    });
    // Before the fix the guess waits for the lock: let it finish before the next test.
    await guess;

    expect(first).toMatchObject({
      status: 400,
      body: { code: 400, message: 'This coupon code is invalid.' },
    });
  });

  it('holds the card once when the same payment arrives 20 times at once', async () => {
    const booking = await createBooking(server.database.db, {
      status: 'quoted',
      city: 'Calgary',
      startsInHours: 60,
      now: clock(),
    });

    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(server.app, booking)));

    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const bodies = new Set(answers.map((answer) => JSON.stringify(answer.body)));
    expect(bodies.size).toBe(1);
    const holds = gateway.calls.filter(
      (entry) => entry.idempotencyKey === `booking-${booking.uniqueCode}-authorize`,
    );
    expect(holds).toEqual([
      { operation: 'authorize', idempotencyKey: `booking-${booking.uniqueCode}-authorize` },
    ]);
  });
});
