import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingCancellationFees,
  bookingDocuments,
  ledgerEntries,
  outbox,
  payoutItems,
  services,
} from '#server/db/schema.ts';
import { recordTransfer } from '#server/ledger/index.ts';
import { authorizeDueBookings } from '#server/payments/index.ts';
import { runUnacceptedBookings } from '#server/bookings/unaccepted.ts';
import { eq, like } from 'drizzle-orm';
import { call, newActiveCustomer } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor } from '../support/contractors.ts';
import {
  accept,
  advanceTo,
  asOperator,
  bookingRow,
  cancelByLink,
  complete,
  forgetOperator,
  HOUR_MS,
  ledgerRows,
  ledgerWorld,
  paidBooking,
  payoutRows,
  refund,
  startAndComplete,
  tipByLink,
  type LedgerWorld,
} from '../support/ledger.ts';

/*
 * The ledger (issue 43, decision 132): every money point of a booking writes exactly its row(s)
 * in the transaction that moves the money, a retried request writes nothing twice, and the
 * operators' report and booking ledger answer operators only.
 */

const REPORT = '/api/admin/ledger';
const BOOKING_LEDGER = '/api/admin/bookings/ledger';

let world: LedgerWorld;
beforeAll(async () => {
  forgetOperator();
  world = await ledgerWorld();
});
afterAll(() => world.server.close());

const kinds = async (bookingId: number) =>
  (await ledgerRows(world, bookingId)).map((row) => row.kind);

describe('a hold', () => {
  it('placed by the payment writes one hold row of the total; a retried payment writes nothing', async () => {
    const booking = await paidBooking(world);
    const row = await bookingRow(world, booking.id);
    const rows = await ledgerRows(world, booking.id);
    expect(rows).toMatchObject([
      {
        kind: 'hold',
        heldCents: row.totalCents,
        customerCents: 0,
        entryKey: `booking-${booking.code}-hold-${row.gatewayPaymentId}`,
        gatewayRef: row.gatewayPaymentId,
      },
    ]);
    const again = await call(world.server.app, '/api/cleaning/payment_autorization', {
      vUniqueCode: booking.code,
      amount: (row.totalCents ?? 0) / 100,
      currency: 'cad',
      paymentMethodId: 'pm_card_visa',
      coupon_code: '',
    });
    expect(again.status).toBe(200);
    expect(await ledgerRows(world, booking.id)).toHaveLength(1);
  });

  it('placed by the scheduler on a saved card 24 hours before writes one hold row', async () => {
    const booking = await paidBooking(world, { startsInHours: 8 * 24 });
    expect((await bookingRow(world, booking.id)).paymentStatus).toBe('cardSaved');
    expect(await ledgerRows(world, booking.id)).toEqual([]);
    advanceTo(world, booking.startsAt.getTime() - 23 * HOUR_MS);
    await authorizeDueBookings(world.server.app.appContext, world.clock());
    await authorizeDueBookings(world.server.app.appContext, world.clock());
    const row = await bookingRow(world, booking.id);
    expect(row.paymentStatus).toBe('authorized');
    expect(await ledgerRows(world, booking.id)).toMatchObject([
      { kind: 'hold', heldCents: row.totalCents, gatewayRef: row.gatewayPaymentId },
    ]);
  });

  it('placed after the bank’s check (3-D Secure), at payment and on the confirm-card page, writes one hold row each', async () => {
    const { app, database } = world.server;
    const card = 'pm_card_authenticationRequired';
    const payWith = (code: string, totalCents: number) =>
      call<{ vClientSecret?: string }>(app, '/api/cleaning/payment_autorization', {
        vUniqueCode: code,
        amount: totalCents / 100,
        currency: 'cad',
        paymentMethodId: card,
        coupon_code: '',
      });
    const approve = (clientSecret: string) =>
      call(app, '/api/cleaning/test_authentication', { clientSecret, outcome: 'approve' });

    // Within 5 days: the hold itself waits for the bank.
    const soon = await createBooking(database.db, {
      status: 'quoted',
      startsInHours: 30,
      now: world.clock(),
    });
    const asked = await payWith(soon.uniqueCode, soon.totalCents ?? 0);
    expect(await ledgerRows(world, soon.id)).toEqual([]);
    await approve(asked.body.data?.vClientSecret ?? '');
    for (let i = 0; i < 2; i += 1) {
      const finished = await call(app, '/api/cleaning/payment_authentication', {
        vUniqueCode: soon.uniqueCode,
      });
      expect(finished.status, finished.body.message).toBe(200);
    }
    const held = await bookingRow(world, soon.id);
    expect(await ledgerRows(world, soon.id)).toMatchObject([
      { kind: 'hold', heldCents: held.totalCents, gatewayRef: held.gatewayPaymentId },
    ]);

    // Beyond 5 days: the card is saved, and its hold 24 hours before asks the customer back.
    const later = await createBooking(database.db, {
      status: 'quoted',
      startsInHours: 7 * 24,
      now: world.clock(),
    });
    const saving = await payWith(later.uniqueCode, later.totalCents ?? 0);
    await approve(saving.body.data?.vClientSecret ?? '');
    await call(app, '/api/cleaning/payment_authentication', { vUniqueCode: later.uniqueCode });
    expect((await bookingRow(world, later.id)).paymentStatus).toBe('cardSaved');
    advanceTo(world, (later.startsAt?.getTime() ?? 0) - 23 * HOUR_MS);
    await authorizeDueBookings(world.server.app.appContext, world.clock());
    expect((await bookingRow(world, later.id)).paymentStatus).toBe('needsAuthentication');
    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `Please confirm your card%${later.bookingNo}%`));
    const token = /\/confirm-card\/([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
    const started = await call<{ vClientSecret?: string }>(
      app,
      '/api/cleaning/card_confirmation/start',
      { token },
    );
    await approve(started.body.data?.vClientSecret ?? '');
    for (let i = 0; i < 2; i += 1) {
      const finished = await call(app, '/api/cleaning/card_confirmation/finish', { token });
      expect(finished.status, finished.body.message).toBe(200);
    }
    const confirmed = await bookingRow(world, later.id);
    expect(confirmed.paymentStatus).toBe('authorized');
    expect(await ledgerRows(world, later.id)).toMatchObject([
      { kind: 'hold', heldCents: confirmed.totalCents, gatewayRef: confirmed.gatewayPaymentId },
    ]);
  });

  it('released by a free cancel writes its release; the hold nets to zero', async () => {
    const booking = await paidBooking(world);
    const { cancelled, feeCents } = await cancelByLink(world, booking);
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(feeCents).toBe(0);
    const rows = await ledgerRows(world, booking.id);
    expect(rows.map((row) => row.kind)).toEqual(['hold', 'holdRelease']);
    expect(rows[1]?.entryKey).toBe(`booking-${booking.code}-release-${rows[0]?.gatewayRef}`);
    expect(rows.reduce((sum, row) => sum + row.heldCents, 0)).toBe(0);
    expect(rows.every((row) => row.customerCents === 0)).toBe(true);
    // Cancelling again is refused and writes nothing.
    expect((await cancelByLink(world, booking)).cancelled.status).toBe(409);
    expect(await ledgerRows(world, booking.id)).toHaveLength(2);
  });

  it('released when a booking nobody accepted lapses at its start', async () => {
    const booking = await paidBooking(world, { startsInHours: 3 });
    advanceTo(world, booking.startsAt.getTime() + 1000);
    await runUnacceptedBookings(world.server.app.appContext, world.clock());
    expect((await bookingRow(world, booking.id)).status).toBe('cancelled');
    expect(await kinds(booking.id)).toEqual(['hold', 'holdRelease']);
    await runUnacceptedBookings(world.server.app.appContext, world.clock());
    expect(await kinds(booking.id)).toEqual(['hold', 'holdRelease']);
  });
});

describe('a reschedule to a dearer time', () => {
  it('writes the new hold, then the old one released; the capture ends the new one', async () => {
    const db = world.server.database.db;
    const booking = await paidBooking(world, { startsInHours: 30 });
    const [service] = await db.select().from(services).where(eq(services.slug, 'deep-cleaning'));
    if (!service) throw new Error('no deep cleaning');
    await db
      .update(services)
      .set({ hourlyRateCents: service.hourlyRateCents + 1000 })
      .where(eq(services.id, service.id));
    try {
      const times = await call<{ aTimes: { vStart: string; bIncrease: boolean }[] }>(
        world.server.app,
        '/api/booking-link/free-times',
        { token: booking.token },
      );
      const time = times.body.data?.aTimes.find((each) => each.bIncrease);
      if (!time) throw new Error(`no dearer time offered: ${times.body.message}`);
      const before = await bookingRow(world, booking.id);
      const moved = await call(world.server.app, '/api/booking-link/move', {
        token: booking.token,
        start: time.vStart,
        bAcceptIncrease: true,
      });
      expect(moved.status, moved.body.message).toBe(200);
      const after = await bookingRow(world, booking.id);
      expect(after.gatewayPaymentId).not.toBe(before.gatewayPaymentId);
      expect(after.totalCents).toBeGreaterThan(before.totalCents ?? 0);
      const rows = await ledgerRows(world, booking.id);
      expect(rows.map((row) => [row.kind, row.gatewayRef, row.heldCents])).toEqual([
        ['hold', before.gatewayPaymentId, before.totalCents],
        ['hold', after.gatewayPaymentId, after.totalCents],
        ['holdRelease', before.gatewayPaymentId, -(before.totalCents ?? 0)],
      ]);
    } finally {
      await db
        .update(services)
        .set({ hourlyRateCents: service.hourlyRateCents })
        .where(eq(services.id, service.id));
    }
    const startsAt = (await bookingRow(world, booking.id)).startsAt;
    if (!startsAt) throw new Error('no start');
    expect((await accept(world, booking)).status).toBe(200);
    const done = await startAndComplete(world, { ...booking, startsAt });
    expect(done.status, done.body.message).toBe(200);
    const rows = await ledgerRows(world, booking.id);
    expect(rows.at(-1)?.kind).toBe('capture');
    expect(rows.reduce((sum, row) => sum + row.heldCents, 0)).toBe(0);
  });
});

describe('the capture at completion', () => {
  it('ends the hold and splits the total into tax, the cleaner’s pay and the margin, with a payout item', async () => {
    const booking = await paidBooking(world);
    expect((await accept(world, booking)).status).toBe(200);
    const done = await startAndComplete(world, booking);
    expect(done.status, done.body.message).toBe(200);
    const row = await bookingRow(world, booking.id);
    const total = row.totalCents ?? 0;
    const tax = row.taxCents ?? 0;
    const pay = row.contractorPayCents ?? 0;
    expect(pay).toBeGreaterThan(0);
    const rows = await ledgerRows(world, booking.id);
    expect(rows.map((entry) => entry.kind)).toEqual(['hold', 'capture']);
    expect(rows[1]).toMatchObject({
      entryKey: `booking-${booking.code}-capture`,
      contractorId: booking.cleaner.id,
      heldCents: -total,
      customerCents: total,
      taxCents: tax,
      cleanerCents: pay,
      marginCents: total - tax - pay,
      gatewayRef: row.gatewayPaymentId,
      occurredAt: world.clock(),
    });
    const items = await payoutRows(world, booking.id);
    expect(items).toMatchObject([
      {
        kind: 'service',
        contractorId: booking.cleaner.id,
        amountCents: pay,
        state: 'pending',
        sourcePaymentId: row.gatewayPaymentId,
        payableAt: world.clock(),
        dueBy: new Date(world.clock().getTime() + 48 * HOUR_MS),
      },
    ]);
    // Completing again is refused and writes nothing twice.
    expect((await complete(world, booking)).status).toBe(409);
    expect(await ledgerRows(world, booking.id)).toHaveLength(2);
    expect(await payoutRows(world, booking.id)).toHaveLength(1);
  });
});

describe('a cancellation fee', () => {
  it('taken from the hold: the fee as booking_cancellation_fees splits it, the rest of the hold released', async () => {
    const booking = await paidBooking(world, { startsInHours: 20 });
    expect((await accept(world, booking)).status).toBe(200);
    // Past the minutes after booking in which cancelling is free, within a day of the start.
    advanceTo(
      world,
      Math.max(world.clock().getTime() + HOUR_MS, booking.startsAt.getTime() - 20 * HOUR_MS),
    );
    const { cancelled, feeCents, feeTaxCents } = await cancelByLink(world, booking);
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(feeCents).toBeGreaterThan(0);
    const [fee] = await world.server.database.db
      .select()
      .from(bookingCancellationFees)
      .where(eq(bookingCancellationFees.bookingId, booking.id));
    expect(fee).toMatchObject({ amountCents: feeCents, taxCents: feeTaxCents });
    const rows = await ledgerRows(world, booking.id);
    const total = (await bookingRow(world, booking.id)).totalCents ?? 0;
    expect(rows.map((row) => row.kind)).toEqual(['hold', 'cancellationFee']);
    expect(rows[1]).toMatchObject({
      entryKey: `booking-${booking.code}-cancellation-fee`,
      contractorId: booking.cleaner.id,
      heldCents: -total,
      customerCents: feeCents,
      taxCents: fee?.taxCents,
      cleanerCents: fee?.cleanerCents,
      marginCents: feeCents - (fee?.taxCents ?? 0) - (fee?.cleanerCents ?? 0),
    });
    expect(await payoutRows(world, booking.id)).toMatchObject([
      { kind: 'cancellationFee', amountCents: fee?.cleanerCents, contractorId: booking.cleaner.id },
    ]);
    const held = world.gateway.holdOf(rows[0]?.gatewayRef ?? '');
    expect(held).toMatchObject({ state: 'captured', capturedCents: feeCents });
  });

  it('charged to the saved card: the fee row, no hold moved', async () => {
    const booking = await paidBooking(world, { startsInHours: 8 * 24 });
    expect((await accept(world, booking)).status).toBe(200);
    // Within the fee's day, before the scheduler has held the card: the saved card pays.
    advanceTo(world, booking.startsAt.getTime() - 23 * HOUR_MS);
    expect((await bookingRow(world, booking.id)).paymentStatus).toBe('cardSaved');
    const { cancelled, feeCents } = await cancelByLink(world, booking);
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(feeCents).toBeGreaterThan(0);
    const rows = await ledgerRows(world, booking.id);
    expect(rows).toMatchObject([
      { kind: 'cancellationFee', heldCents: 0, customerCents: feeCents, cleanerCents: feeCents },
    ]);
    expect(await payoutRows(world, booking.id)).toMatchObject([
      { kind: 'cancellationFee', amountCents: feeCents, sourcePaymentId: rows[0]?.gatewayRef },
    ]);
  });
});

describe('a tip', () => {
  it('is all the cleaner’s, untaxed, with a payout item; the same tip again writes nothing', async () => {
    const booking = await paidBooking(world);
    expect((await accept(world, booking)).status).toBe(200);
    expect((await startAndComplete(world, booking)).status).toBe(200);
    const tipped = await tipByLink(world, booking, 1500);
    expect(tipped.status, tipped.body.message).toBe(200);
    expect((await tipByLink(world, booking, 1500)).status).toBe(200);
    const rows = await ledgerRows(world, booking.id);
    expect(rows.map((row) => row.kind)).toEqual(['hold', 'capture', 'tip']);
    expect(rows[2]).toMatchObject({
      entryKey: `booking-${booking.code}-tip`,
      contractorId: booking.cleaner.id,
      customerCents: 1500,
      taxCents: 0,
      cleanerCents: 1500,
      marginCents: 0,
      heldCents: 0,
    });
    expect(
      (await payoutRows(world, booking.id)).map((item) => [item.kind, item.amountCents]),
    ).toEqual([
      ['service', (await bookingRow(world, booking.id)).contractorPayCents],
      ['tip', 1500],
    ]);
  });
});

describe('an operator’s refund', () => {
  it('lowers the customer, the tax (the credit note’s) and the margin; the cleaner keeps their pay', async () => {
    const booking = await paidBooking(world);
    expect((await accept(world, booking)).status).toBe(200);
    expect((await startAndComplete(world, booking)).status).toBe(200);
    const first = await refund(world, booking, 2100);
    expect(first.status, first.body.message).toBe(200);
    const second = await refund(world, booking, 1000);
    expect(second.status, second.body.message).toBe(200);
    const notes = await world.server.database.db
      .select()
      .from(bookingDocuments)
      .where(eq(bookingDocuments.bookingId, booking.id));
    const creditNotes = notes.filter((note) => note.kind === 'creditNote');
    const rows = (await ledgerRows(world, booking.id)).filter((row) => row.kind === 'refund');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      entryKey: `booking-${booking.code}-refund-1`,
      customerCents: -2100,
      taxCents: -(creditNotes[0]?.taxCents ?? 0),
      cleanerCents: 0,
      marginCents: -(2100 - (creditNotes[0]?.taxCents ?? 0)),
      gatewayRef: world.gateway.refunds().at(-2)?.refundId,
    });
    expect(rows[0]?.taxCents).toBeLessThan(0);
    expect(rows[1]).toMatchObject({
      entryKey: `booking-${booking.code}-refund-2`,
      customerCents: -1000,
    });
    expect(await payoutRows(world, booking.id)).toHaveLength(1);
    // Refused refunds write nothing.
    expect((await refund(world, booking, 10_000_00)).status).toBe(400);
    expect(
      (await ledgerRows(world, booking.id)).filter((row) => row.kind === 'refund'),
    ).toHaveLength(2);
  });
});

describe('a transfer', () => {
  it('writes paid_out once per payout item (payout-<id>), whoever retries', async () => {
    const booking = await paidBooking(world);
    expect((await accept(world, booking)).status).toBe(200);
    expect((await startAndComplete(world, booking)).status).toBe(200);
    const [item] = await payoutRows(world, booking.id);
    if (!item) throw new Error('no payout item');
    const db = world.server.database.db;
    for (let i = 0; i < 2; i += 1) {
      await db.transaction((tx) =>
        recordTransfer(tx, { item, transferId: 'tr_test_1', at: world.clock() }),
      );
    }
    const transfers = (await ledgerRows(world, booking.id)).filter(
      (row) => row.kind === 'transfer',
    );
    expect(transfers).toMatchObject([
      {
        entryKey: `payout-${item.id}`,
        contractorId: booking.cleaner.id,
        paidOutCents: item.amountCents,
        customerCents: 0,
        gatewayRef: 'tr_test_1',
      },
    ]);
    type Ledger = {
      totals: { cleanerCents: number; paidOutCents: number; owedCents: number };
      balanced: boolean;
    };
    // A transfer row the payout items do not show as sent does not reconcile.
    const unsent = await asOperator<Ledger>(world, BOOKING_LEDGER, { bookingId: booking.id });
    expect(unsent.body.data?.balanced).toBe(false);
    await db
      .update(payoutItems)
      .set({ state: 'sent', gatewayTransferId: 'tr_test_1', sentAt: world.clock() })
      .where(eq(payoutItems.id, item.id));
    const ledger = await asOperator<Ledger>(world, BOOKING_LEDGER, { bookingId: booking.id });
    expect(ledger.status).toBe(200);
    expect(ledger.body.data?.balanced).toBe(true);
    expect(ledger.body.data?.totals.owedCents).toBe(0);
    // A charge the booking's records do not know of (a tip without its tip row) does not either.
    await db.insert(ledgerEntries).values({
      bookingId: booking.id,
      contractorId: booking.cleaner.id,
      kind: 'tip',
      entryKey: `booking-stray-tip-${booking.id}`,
      customerCents: 500,
      cleanerCents: 500,
      occurredAt: world.clock(),
    });
    const stray = await asOperator<Ledger>(world, BOOKING_LEDGER, { bookingId: booking.id });
    expect(stray.body.data?.balanced).toBe(false);
  });
});

describe('the reports', () => {
  it('answer operators only: anonymous 401, a customer or a cleaner 403', async () => {
    const { app, database } = world.server;
    const customer = await newActiveCustomer(app, database.db);
    const cleaner = await newContractor(app, database.db, { logIn: true });
    for (const [url, body] of [
      [REPORT, { from: '2026-11-01', to: '2026-11-30' }],
      [BOOKING_LEDGER, { bookingId: 1 }],
    ] as const) {
      expect((await call(app, url, body)).status).toBe(401);
      expect((await call(app, url, body, { cookie: customer.cookie })).status).toBe(403);
      expect((await call(app, url, body, { cookie: cleaner.cookie })).status).toBe(403);
      expect((await asOperator(world, url, body)).status).not.toBe(403);
    }
  });

  it('refuses dates that do not exist, a start after the end and a range over 366 days (400)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ from: '2026-02-30', to: '2026-03-01' }, 'The date 2026-02-30 does not exist.'],
      [{ from: '2026-11-30', to: '2026-11-01' }, 'comes after its end'],
      [{ from: '2025-01-01', to: '2026-11-01' }, 'at most 366 days'],
      [{ from: 'yesterday', to: '2026-11-01' }, ''],
      [{ from: '2026-11-01' }, ''],
    ];
    for (const [body, words] of cases) {
      const answer = await asOperator(world, REPORT, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toContain(words);
    }
    const french = await call(
      world.server.app,
      REPORT,
      { from: '2026-11-30', to: '2026-11-01' },
      { headers: { 'x-mapleshine-locale': 'fr-CA' } },
    );
    expect(french.status).toBe(401);
    expect((await asOperator(world, BOOKING_LEDGER, { bookingId: 987654 })).status).toBe(404);
    expect((await asOperator(world, BOOKING_LEDGER, { bookingId: 'one' })).status).toBe(400);
  });

  it('a booking’s ledger lists its rows oldest first and says that they reconcile', async () => {
    const booking = await paidBooking(world);
    expect((await accept(world, booking)).status).toBe(200);
    expect((await startAndComplete(world, booking)).status).toBe(200);
    const row = await bookingRow(world, booking.id);
    const answer = await asOperator<{
      bookingNo: string;
      entries: { kind: string; customerCents: number }[];
      totals: Record<string, number>;
      balanced: boolean;
    }>(world, BOOKING_LEDGER, { bookingId: booking.id });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      bookingNo: booking.bookingNo,
      balanced: true,
      totals: {
        heldCents: 0,
        customerCents: row.totalCents,
        taxCents: row.taxCents,
        cleanerCents: row.contractorPayCents,
        paidOutCents: 0,
        owedCents: row.contractorPayCents,
      },
    });
    expect(answer.body.data?.entries.map((entry) => entry.kind)).toEqual(['hold', 'capture']);
  });
});
