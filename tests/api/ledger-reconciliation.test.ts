import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingCancellationFees,
  bookings,
  bookingTips,
  cities,
  ledgerEntries,
} from '#server/db/schema.ts';
import {
  accept,
  advanceTo,
  asOperator,
  bookingRow,
  cancelByLink,
  forgetOperator,
  HOUR_MS,
  ledgerRows,
  ledgerWorld,
  MINUTE_MS,
  paidBooking,
  payoutRows,
  refund,
  startAndComplete,
  tipByLink,
  type LedgerWorld,
} from '../support/ledger.ts';

/*
 * The ledger reconciles to the cent (issue 43, decision 132): a month of random bookings in two
 * cities goes through the real API on a test clock — paid, accepted or not, cancelled free or with
 * a fee, completed, tipped, refunded — and for every booking the ledger's customer money equals
 * what the test gateway captured less what it refunded, the cleaner's equals their pay, fee and
 * tip (and the payout items the same), no hold is left; over all bookings customer = tax + cleaner
 * + margin; the operators' report per day and city adds up to the rows.
 */

/** A small seeded generator (as tests/api/reschedule.test.ts): the same month on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Sums = {
  chargedCents: number;
  refundedCents: number;
  customerCents: number;
  taxCents: number;
  cleanerCents: number;
  marginCents: number;
  paidOutCents: number;
  owedCents: number;
};
type Report = {
  from: string;
  to: string;
  rows: (Sums & { day: string; city: string })[];
  totals: Sums;
};

let world: LedgerWorld;
beforeAll(async () => {
  forgetOperator();
  world = await ledgerWorld(new Date('2026-11-01T15:00:00Z'));
});
afterAll(() => world.server.close());

const localDay = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

describe('a month of random bookings', () => {
  it('reconciles every booking with the gateway, and the report with the rows, to the cent', async () => {
    const next = random(43);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
    const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
    const db = world.server.database.db;
    const end = new Date('2026-12-01T07:00:00Z').getTime();
    const outcomes: string[] = [];

    while (world.clock().getTime() < end - 2 * 24 * HOUR_MS) {
      const holdsBefore = world.gateway.allHolds().length;
      const refundsBefore = world.gateway.refunds().length;
      const booking = await paidBooking(world, {
        city: pick(['Edmonton', 'Calgary']),
        startsInHours: between(4, 30),
        estimatedMinutes: pick([120, 180, 240]),
      });
      let outcome: string;
      // Some bookings never find a cleaner before the customer cancels (free).
      if (next() < 0.15) {
        advanceTo(world, world.clock().getTime() + between(1, 60) * MINUTE_MS);
        const { cancelled } = await cancelByLink(world, booking);
        expect(cancelled.status, cancelled.body.message).toBe(200);
        outcome = 'cancelled';
      } else {
        const accepted = await accept(world, booking);
        expect(accepted.status, accepted.body.message).toBe(200);
        if (next() < 0.3) {
          // Cancelled after acceptance: free early, a fee within 24 h, more within 2 h.
          const at = booking.startsAt.getTime() - between(20, 30 * 60) * MINUTE_MS;
          advanceTo(world, Math.max(at, world.clock().getTime() + 15 * MINUTE_MS));
          const { cancelled, feeCents } = await cancelByLink(world, booking);
          expect(cancelled.status, cancelled.body.message).toBe(200);
          outcome = feeCents > 0 ? 'fee' : 'cancelled';
        } else {
          const done = await startAndComplete(world, booking);
          expect(done.status, done.body.message).toBe(200);
          outcome = 'completed';
          if (next() < 0.5) {
            const tipped = await tipByLink(world, booking, between(100, 3000));
            expect(tipped.status, tipped.body.message).toBe(200);
            outcome += '+tip';
          }
          const refunds = next() < 0.35 ? between(1, 2) : 0;
          for (let n = 0; n < refunds; n += 1) {
            const total = (await bookingRow(world, booking.id)).totalCents ?? 0;
            const refunded = await refund(world, booking, between(100, Math.floor(total / 3)));
            expect(refunded.status, refunded.body.message).toBe(200);
            outcome += '+refund';
          }
        }
      }
      outcomes.push(outcome);

      // This booking's money at the gateway: every hold or charge made since it was paid.
      const holds = world.gateway.allHolds().slice(holdsBefore);
      const captured = holds.reduce((sum, hold) => sum + hold.capturedCents, 0);
      const refunded = world.gateway
        .refunds()
        .slice(refundsBefore)
        .reduce((sum, made) => sum + made.amountCents, 0);
      expect(
        holds.filter((hold) => hold.state === 'held'),
        outcome,
      ).toEqual([]);

      const row = await bookingRow(world, booking.id);
      const rows = await ledgerRows(world, booking.id);
      const sumOf = (key: 'customerCents' | 'cleanerCents' | 'heldCents') =>
        rows.reduce((sum, entry) => sum + entry[key], 0);
      const [fee] = await db
        .select()
        .from(bookingCancellationFees)
        .where(eq(bookingCancellationFees.bookingId, booking.id));
      const [tip] = await db
        .select()
        .from(bookingTips)
        .where(eq(bookingTips.bookingId, booking.id));
      const pay = row.status === 'completed' ? (row.contractorPayCents ?? 0) : 0;
      const cleaner = pay + (fee?.cleanerCents ?? 0) + (tip?.amountCents ?? 0);

      expect(sumOf('customerCents'), `${row.bookingNo} ${outcome}`).toBe(captured - refunded);
      expect(sumOf('cleanerCents'), `${row.bookingNo} ${outcome}`).toBe(cleaner);
      expect(sumOf('heldCents'), `${row.bookingNo} ${outcome}: a hold left in the ledger`).toBe(0);
      const items = await payoutRows(world, booking.id);
      expect(items.reduce((sum, item) => sum + item.amountCents, 0)).toBe(cleaner);
      // A day or so between bookings: the month fills up.
      advanceTo(world, world.clock().getTime() + between(2, 20) * HOUR_MS);
    }

    // The month reached every path.
    expect(outcomes.length).toBeGreaterThanOrEqual(15);
    for (const path of ['cancelled', 'fee', 'completed', '+tip', '+refund']) {
      expect(
        outcomes.some((outcome) => outcome.includes(path)),
        path,
      ).toBe(true);
    }

    // Over all bookings: customer = tax + cleaner + margin, to the cent.
    const all = await db
      .select({
        entry: ledgerEntries,
        timeZone: cities.timeZone,
        city: cities.name,
      })
      .from(ledgerEntries)
      .innerJoin(bookings, eq(ledgerEntries.bookingId, bookings.id))
      .innerJoin(cities, eq(cities.id, bookings.cityId));
    const total = (key: keyof typeof ledgerEntries.$inferSelect) =>
      all.reduce((sum, { entry }) => sum + Number(entry[key]), 0);
    expect(total('customerCents')).toBe(
      total('taxCents') + total('cleanerCents') + total('marginCents'),
    );
    expect(total('customerCents')).toBeGreaterThan(0);

    // The operators' report: each day and city is the sum of its rows, and the totals the sum of all.
    const report = await asOperator<Report>(world, '/api/admin/ledger', {
      from: '2026-10-01',
      to: '2026-12-31',
    });
    expect(report.status, report.body.message).toBe(200);
    const expected = new Map<string, Sums>();
    for (const { entry, timeZone, city } of all) {
      const key = `${localDay(entry.occurredAt, timeZone)} ${city}`;
      const sums = expected.get(key) ?? {
        chargedCents: 0,
        refundedCents: 0,
        customerCents: 0,
        taxCents: 0,
        cleanerCents: 0,
        marginCents: 0,
        paidOutCents: 0,
        owedCents: 0,
      };
      sums.chargedCents += Math.max(entry.customerCents, 0);
      sums.refundedCents += Math.max(-entry.customerCents, 0);
      sums.customerCents += entry.customerCents;
      sums.taxCents += entry.taxCents;
      sums.cleanerCents += entry.cleanerCents;
      sums.marginCents += entry.marginCents;
      sums.paidOutCents += entry.paidOutCents;
      sums.owedCents += entry.cleanerCents - entry.paidOutCents;
      expected.set(key, sums);
    }
    const answered = new Map(
      (report.body.data?.rows ?? []).map(({ day, city, ...sums }) => [`${day} ${city}`, sums]),
    );
    expect(answered).toEqual(expected);
    expect(report.body.data?.totals).toEqual({
      chargedCents:
        total('customerCents') +
        all.reduce((sum, { entry }) => sum + Math.max(-entry.customerCents, 0), 0),
      refundedCents: all.reduce((sum, { entry }) => sum + Math.max(-entry.customerCents, 0), 0),
      customerCents: total('customerCents'),
      taxCents: total('taxCents'),
      cleanerCents: total('cleanerCents'),
      marginCents: total('marginCents'),
      paidOutCents: total('paidOutCents'),
      owedCents: total('cleanerCents') - total('paidOutCents'),
    });
    expect(new Set(report.body.data?.rows.map((entry) => entry.city))).toEqual(
      new Set(['Edmonton', 'Calgary']),
    );
  });
});
