import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '#server/db/schema.ts';
import { call, manualClock } from '../support/accounts.ts';
import { createBooking, type BookingFixture } from '../support/bookings.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

type Money = { weekStart: string; held: number; captured: number; released: number };

// Thursday November 26, 2026, 11:00AM in Toronto: the week began Monday at midnight there,
// 2026-11-23T05:00Z.
const NOW = new Date('2026-11-26T16:00:00Z');
const MONDAY_MIDNIGHT = new Date('2026-11-23T05:00:00Z');
const SUNDAY_LATE = new Date('2026-11-23T04:59:00Z');
const LAST_WEEK = new Date('2026-11-19T18:00:00Z');
const TUESDAY = new Date('2026-11-24T15:00:00Z');

let server: TestApp;
let cookie: string;
beforeAll(async () => {
  server = await startTestApp({ clock: manualClock(NOW) });
  cookie = (await logInAsDemoOperator(server.app)).cookie;
});
afterAll(() => server.close());

/** A booking in a payment state, with its total and the instants that place it in a week. */
async function paid(
  fixture: BookingFixture,
  totalCents: number,
  at: Partial<Record<'authorizedAt' | 'capturedAt' | 'cancelledAt', Date>>,
) {
  const db = server.database.db;
  const row = await createBooking(db, { now: NOW, startsInHours: 30, ...fixture });
  await db
    .update(bookings)
    .set({ totalCents, ...at })
    .where(eq(bookings.id, row.id));
}

describe("the Today screen's money this week", () => {
  it('sums what was held, captured and released since Monday at midnight in Toronto, in every city, to the cent', async () => {
    const money = async () =>
      (await call<{ money: Money }>(server.app, '/api/admin/today', {}, { cookie })).body.data
        ?.money;
    expect(await money()).toEqual({
      weekStart: '2026-11-23T05:00:00.000Z',
      held: 0,
      captured: 0,
      released: 0,
    });

    // Held: holds placed this week and still held, in two cities.
    await paid({ city: 'Winnipeg' }, 12345, { authorizedAt: TUESDAY });
    await paid({ city: 'Ottawa' }, 20000, { authorizedAt: MONDAY_MIDNIGHT });
    // Not held this week: placed before Monday, or failed.
    await paid({ city: 'Winnipeg' }, 99999, { authorizedAt: SUNDAY_LATE });
    await paid({ city: 'Calgary', paymentStatus: 'failed' }, 88888, { authorizedAt: TUESDAY });

    // Captured this week, a part of it refunded since: the capture still happened this week.
    const completed = { status: 'completed', startsInHours: -48 } as const;
    await paid({ ...completed, city: 'Toronto' }, 15010, { capturedAt: TUESDAY });
    await paid({ ...completed, city: 'Edmonton', paymentStatus: 'partlyRefunded' }, 4990, {
      capturedAt: NOW,
    });
    // Captured last week.
    await paid({ ...completed, city: 'Toronto', startsInHours: -170 }, 77777, {
      capturedAt: LAST_WEEK,
    });

    // Released this week by a cancellation; and one released last week.
    const cancelled = { status: 'cancelled', paymentStatus: 'released' } as const;
    await paid({ ...cancelled, city: 'Brampton' }, 8765, { cancelledAt: TUESDAY });
    await paid({ ...cancelled, city: 'Brampton' }, 66666, { cancelledAt: LAST_WEEK });

    expect(await money()).toEqual({
      weekStart: '2026-11-23T05:00:00.000Z',
      held: 323.45,
      captured: 200,
      released: 87.65,
    });
  });
});
