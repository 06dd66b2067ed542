/**
 * The development tools that stand for the queue's clock in the end-to-end and UI tests of
 * regular cleanings (issue 45): /dev/plans/visits/run writes the plans' due visits now, and
 * /dev/payments/authorize-due holds the saved cards due now, each as its queue's run would.
 * Neither exists without the development tools.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bookings } from '#server/db/schema.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import { manualClock } from '../support/accounts.ts';
import { edmontonDeepClean } from '../support/same-day.ts';
import { buyPlanThroughApi } from '../support/plan-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const HOUR_MS = 60 * 60 * 1000;
const VISITS = '/dev/plans/visits/run';
const HOLDS = '/dev/payments/authorize-due';

let servers: TestApp[] = [];
afterEach(async () => {
  for (const server of servers) await server.close();
  servers = [];
});

async function setUp(devTools: boolean) {
  // Sunday 22 November 2026, 8:00AM in Edmonton.
  const clock = manualClock(new Date('2026-11-22T15:00:00Z'));
  const server = await startTestApp({ clock, payments: testGateway(clock), devTools });
  servers.push(server);
  return { server, clock, db: server.database.db, app: server.app };
}

function post(server: TestApp, url: string) {
  return server.app.inject({ method: 'POST', url, payload: {} });
}

describe('the regular cleanings’ test clock (development only)', () => {
  it('writes a plan’s visits now, then holds the one that comes within 24 hours', async () => {
    const setup = await setUp(true);
    // A plan every 2 weeks from Wednesday 2 December: its card saved, the visits written by the run.
    const { plan } = await buyPlanThroughApi(
      setup.app,
      setup.db,
      await edmontonDeepClean(setup.db, { iEveryWeeks: 2, vDate: '2026-12-02' }),
    );

    const written = await post(setup.server, VISITS);
    expect(written.statusCode).toBe(200);
    const visits = await setup.db
      .select()
      .from(bookings)
      .where(eq(bookings.planId, plan.id))
      .orderBy(bookings.planVisitDate);
    expect(visits.map((visit) => visit.planVisitDate)).toEqual(['2026-12-02', '2026-12-16']);
    const second = visits[1]!;
    expect(written.json().data.written).toEqual([
      { planId: plan.id, bookingId: second.id, date: '2026-12-16' },
    ]);
    // A second run writes nothing more.
    expect((await post(setup.server, VISITS)).json().data.written).toEqual([]);

    // 23 hours before the second visit: it is held (with the first, whose start has passed and
    // which a run catches up on).
    setup.clock.advance((second.startsAt?.getTime() ?? 0) - 23 * HOUR_MS - setup.clock().getTime());
    const held = await post(setup.server, HOLDS);
    expect(held.statusCode).toBe(200);
    expect(held.json().data.authorized).toContain(second.id);
    const [row] = await setup.db.select().from(bookings).where(eq(bookings.id, second.id));
    expect(row?.paymentStatus).toBe('authorized');
    // Nothing left to hold.
    expect((await post(setup.server, HOLDS)).json().data.authorized).toEqual([]);
  });

  it('does not exist without the development tools', async () => {
    const setup = await setUp(false);
    expect((await post(setup.server, VISITS)).statusCode).toBe(404);
    expect((await post(setup.server, HOLDS)).statusCode).toBe(404);
  });
});
