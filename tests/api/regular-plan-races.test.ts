import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, planEvents, regularPlans } from '#server/db/schema.ts';
import { call, manualClock, type Answer } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor } from '../support/contractors.ts';
import { pay } from '../support/payments.ts';
import { planFromBooking, writeVisit } from '../support/plan-fixtures.ts';
import { bookingByCode, edmontonDeepClean, schedule, startBooking } from '../support/same-day.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const ACCEPT = '/api/cleaning/accept_job';
const ACCEPT_PLAN = '/api/cleaning/accept_plan';
const CITY = 'Brampton';

/*
 * A regular cleaning's visit wanted by two cleaners at once (decision 144): one accepting every
 * visit of the plan, one accepting the visit alone. The test holds the visit's row from a
 * connection of its own, lets both requests queue behind it in a chosen order, then lets go:
 * exactly one wins, and the loser writes nothing. PGlite runs one transaction at a time, so only
 * PostgreSQL shows the race.
 */
describe.runIf(process.env.TEST_DATABASE_URL)(
  'a plan’s visit accepted twice at once, on PostgreSQL',
  () => {
    const clock = manualClock(new Date('2026-11-25T15:00:00Z'));
    let server: TestApp;
    let holder: pg.Client;
    let watcher: pg.Client;
    beforeAll(async () => {
      server = await startTestApp({ clock });
      holder = new pg.Client({ connectionString: server.database.url });
      watcher = new pg.Client({ connectionString: server.database.url });
      await holder.connect();
      await watcher.connect();
    });
    afterAll(async () => {
      await holder.end();
      await watcher.end();
      await server.close();
    });

    async function waitersReach(count: number) {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const { rows } = await watcher.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if ((rows[0]?.n ?? 0) >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`${count} transactions never waited for the visit's row`);
    }

    async function inTurn(
      bookingId: number,
      first: () => Promise<Answer>,
      second: () => Promise<Answer>,
    ) {
      await holder.query('begin');
      await holder.query('select id from bookings where id = $1 for update', [bookingId]);
      const one = first();
      await waitersReach(1);
      const two = second();
      await waitersReach(2);
      await holder.query('commit');
      return Promise.all([one, two]);
    }

    async function setUp() {
      const db = server.database.db;
      const byPlan = await newContractor(server.app, db, { city: CITY });
      const single = await newContractor(server.app, db, { city: CITY });
      const first = await createBooking(db, { city: CITY, now: clock(), startsInHours: 72 });
      const plan = await planFromBooking(db, first, { at: clock() });
      const visit = await writeVisit(db, plan, first);
      const rows = async () => {
        const [planRow] = await db.select().from(regularPlans).where(eq(regularPlans.id, plan.id));
        const [firstRow] = await db.select().from(bookings).where(eq(bookings.id, first.id));
        const [visitRow] = await db.select().from(bookings).where(eq(bookings.id, visit.id));
        const events = await db
          .select({ event: planEvents.event })
          .from(planEvents)
          .where(eq(planEvents.planId, plan.id));
        return {
          plan: planRow,
          first: firstRow,
          visit: visitRow,
          events: events.map((e) => e.event),
        };
      };
      return {
        first,
        byPlan,
        single,
        rows,
        acceptPlan: () =>
          call(server.app, ACCEPT_PLAN, { iBookingId: first.id }, { cookie: byPlan.cookie }),
        acceptOne: () =>
          call(server.app, ACCEPT, { iBookingId: first.id }, { cookie: single.cookie }),
      };
    }

    it('the plan’s accept first: it wins the visit and the plan, the single accept gets 409', async () => {
      const { first, byPlan, rows, acceptPlan, acceptOne } = await setUp();

      const [planned, alone] = await inTurn(first.id, acceptPlan, acceptOne);

      expect(planned.status).toBe(200);
      expect(alone.status).toBe(409);
      const after = await rows();
      expect(after.first).toMatchObject({ status: 'assigned', contractorId: byPlan.id });
      expect(after.plan?.contractorId).toBe(byPlan.id);
      expect(after.visit).toMatchObject({ status: 'assigned', contractorId: byPlan.id });
      expect(after.events).toEqual(['created', 'cleanerAccepted']);
    });

    it('the single accept first: it wins the visit, the plan’s accept gets 409 and the plan keeps no cleaner', async () => {
      const { first, single, rows, acceptPlan, acceptOne } = await setUp();

      const [alone, planned] = await inTurn(first.id, acceptOne, acceptPlan);

      expect(alone.status).toBe(200);
      expect(planned.status).toBe(409);
      const after = await rows();
      expect(after.first).toMatchObject({ status: 'assigned', contractorId: single.id });
      expect(after.plan?.contractorId).toBeNull();
      expect(after.visit).toMatchObject({ status: 'authorized', contractorId: null });
      expect(after.events).toEqual(['created']);
    });

    it('two cleaners accepting every visit of one plan through two of its visits: one plan cleaner', async () => {
      const db = server.database.db;
      const one = await newContractor(server.app, db, { city: CITY });
      const two = await newContractor(server.app, db, { city: CITY });
      const first = await createBooking(db, { city: CITY, now: clock(), startsInHours: 76 });
      const plan = await planFromBooking(db, first, { at: clock() });
      const visit = await writeVisit(db, plan, first);

      const answers = await Promise.all([
        call(server.app, ACCEPT_PLAN, { iBookingId: first.id }, { cookie: one.cookie }),
        call(server.app, ACCEPT_PLAN, { iBookingId: visit.id }, { cookie: two.cookie }),
      ]);

      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const [row] = await db.select().from(regularPlans).where(eq(regularPlans.id, plan.id));
      const winner = answers[0]?.status === 200 ? one : two;
      expect(row?.contractorId).toBe(winner.id);
      const held = await db.select().from(bookings).where(eq(bookings.planId, plan.id));
      expect(held.map((booking) => booking.contractorId)).toEqual([winner.id, winner.id]);
    });

    it('two payments of one plan’s quoted booking at once: one plan, never two (decision 148)', async () => {
      const db = server.database.db;
      const code = await startBooking(server.app);
      const quote = await schedule(
        server.app,
        code,
        await edmontonDeepClean(db, { iEveryWeeks: 2, vDate: '2026-11-27' }),
      );
      expect(quote.status, quote.body.message).toBe(200);
      const quoted = await bookingByCode(db, code);

      const [one, two] = await inTurn(
        quoted.id,
        () => pay(server.app, quoted),
        () => pay(server.app, quoted),
      );

      // The second finds the booking paid: the first's answer again, or a conflict.
      expect(one.status).toBe(200);
      expect([200, 409]).toContain(two.status);
      const plans = await db
        .select()
        .from(regularPlans)
        .where(eq(regularPlans.firstBookingId, quoted.id));
      expect(plans).toHaveLength(1);
      expect(await bookingByCode(db, code)).toMatchObject({
        status: 'authorized',
        planId: plans[0]?.id,
      });
    });
  },
);
