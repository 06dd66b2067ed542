import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outbox } from '#server/db/schema.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import { manualClock } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const WORKED = '/dev/jobs/worked';
const clock = manualClock(new Date('2026-11-22T15:00:00Z'));

let dev: TestApp;
let production: TestApp;
beforeAll(async () => {
  dev = await startTestApp({ clock, devTools: true });
  production = await startTestApp({ clock });
});
afterAll(async () => {
  await dev.close();
  await production.close();
});

async function startedAtOf(id: number) {
  const [row] = await dev.database.db
    .select({ startedAt: bookings.startedAt })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row?.startedAt;
}

function worked(app: TestApp, payload: unknown) {
  return app.app.inject({ method: 'POST', url: WORKED, payload: payload as object });
}

describe('/dev/jobs/worked (development only)', () => {
  it('moves the start of a job in progress earlier by the minutes given', async () => {
    const job = await createBooking(dev.database.db, {
      status: 'inProgress',
      startedMinutesAgo: 0,
      now: clock(),
    });

    const response = await worked(dev, { iBookingId: job.id, minutes: 90 });

    expect(response.statusCode).toBe(200);
    expect(await startedAtOf(job.id)).toEqual(new Date('2026-11-22T13:30:00Z'));
  });

  it('moves the booked time back too when the job was started before it, so the minutes count as time on site', async () => {
    // Booked for 10:00AM in Calgary (16:00 UTC; UTC−6 all year since 2026, decision 137) and
    // started at 9:00AM, the hour before.
    const job = await createBooking(dev.database.db, {
      status: 'inProgress',
      city: 'Calgary',
      startsInHours: 1,
      startedMinutesAgo: 0,
      now: clock(),
    });

    const response = await worked(dev, { iBookingId: job.id, minutes: 91 });

    expect(response.statusCode).toBe(200);
    const [moved] = await dev.database.db.select().from(bookings).where(eq(bookings.id, job.id));
    expect(moved).toMatchObject({
      startedAt: new Date('2026-11-22T13:29:00Z'),
      startsAt: new Date('2026-11-22T13:29:00Z'),
      endsAt: new Date('2026-11-22T16:29:00Z'),
      localDate: '2026-11-22',
      fromMinutes: 7 * 60 + 29,
    });
    expect((moved?.blockedUntil?.getTime() ?? 0) - (moved?.endsAt?.getTime() ?? 0)).toBe(
      (job.blockedUntil?.getTime() ?? 0) - (job.endsAt?.getTime() ?? 0),
    );
  });

  it.each([
    [{ iBookingId: 1 }],
    [{ iBookingId: 1, minutes: 0 }],
    [{ iBookingId: 1, minutes: 1.5 }],
    [{ iBookingId: 'x', minutes: 10 }],
    [{ iBookingId: 1, minutes: 100_000 }],
  ])('answers 400 to %j', async (payload) => {
    const response = await worked(dev, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      message: 'Send iBookingId and minutes (1 to 1440) as whole numbers.',
    });
  });

  it('answers 404 and changes nothing for a job that is not in progress', async () => {
    const job = await createBooking(dev.database.db, {
      status: 'assigned',
      // Another city's cleaner: this job sits at a fixed date (the test clock's), which the real
      // clock reaches, and /dev/jobs/soon below moves Edmonton's cleaner's job to the real now.
      city: 'Calgary',
      startsInHours: 100,
      now: clock(),
    });

    const response = await worked(dev, { iBookingId: job.id, minutes: 90 });

    expect(response.statusCode).toBe(404);
    expect(await startedAtOf(job.id)).toBeNull();
  });

  it('does not exist without the development tools', async () => {
    const response = await worked(production, { iBookingId: 1, minutes: 90 });
    expect(response.statusCode).toBe(404);
  });
});

describe('/dev/jobs/soon (development only)', () => {
  const soon = (app: TestApp, payload: unknown) =>
    app.app.inject({ method: 'POST', url: '/dev/jobs/soon', payload: payload as object });

  async function timesOf(id: number) {
    const [row] = await dev.database.db.select().from(bookings).where(eq(bookings.id, id));
    if (!row) throw new Error(`no booking ${id}`);
    return row;
  }

  it("brings an assigned job to start the minutes given from now, keeping its length and the city's hour in step", async () => {
    const job = await createBooking(dev.database.db, {
      status: 'assigned',
      startsInHours: 200,
      now: clock(),
    });

    const response = await soon(dev, { iBookingId: job.id, minutes: 30 });

    expect(response.statusCode).toBe(200);
    const moved = await timesOf(job.id);
    const startsAt = moved.startsAt?.getTime() ?? 0;
    expect(Math.abs(startsAt - (Date.now() + 30 * 60_000))).toBeLessThan(2 * 60_000);
    expect((moved.endsAt?.getTime() ?? 0) - startsAt).toBe(
      (job.endsAt?.getTime() ?? 0) - (job.startsAt?.getTime() ?? 0),
    );
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Edmonton',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }).formatToParts(moved.startsAt ?? new Date());
    const part = (type: string) => Number(local.find((entry) => entry.type === type)?.value);
    expect(moved.fromMinutes).toBe(part('hour') * 60 + part('minute'));
  });

  it('answers 404 and changes nothing for a job that is not assigned', async () => {
    const job = await createBooking(dev.database.db, { status: 'authorized', now: clock() });

    const response = await soon(dev, { iBookingId: job.id, minutes: 30 });

    expect(response.statusCode).toBe(404);
    expect(await timesOf(job.id)).toEqual(job);
  });

  it('answers 400 to minutes outside 1 to 60', async () => {
    const response = await soon(dev, { iBookingId: 1, minutes: 61 });
    expect(response.json()).toEqual({
      code: 400,
      message: 'Send iBookingId and minutes (1 to 60) as whole numbers.',
    });
  });

  it('does not exist without the development tools', async () => {
    const response = await soon(production, { iBookingId: 1, minutes: 30 });
    expect(response.statusCode).toBe(404);
  });
});

describe('/dev/jobs/reminders (development only)', () => {
  const HOUR_MS = 60 * 60 * 1000;
  const remind = (app: TestApp, payload: unknown) =>
    app.app.inject({ method: 'POST', url: '/dev/jobs/reminders', payload: payload as object });

  async function remindersOf(bookingNo: string) {
    const rows = await dev.database.db
      .select({ subject: outbox.subject, textBody: outbox.textBody })
      .from(outbox)
      .where(like(outbox.subject, 'Reminder:%'));
    return rows.filter((row) => row.textBody.includes(`Booking number: ${bookingNo}\n`));
  }

  it('sends the day-before reminders as the queue would at the time given, once', async () => {
    // Far past the other tests' bookings, and booked (created) at the test clock's now.
    const job = await createBooking(dev.database.db, {
      status: 'authorized',
      city: 'Calgary',
      startsInHours: 400,
      now: clock(),
    });
    await dev.database.db
      .update(bookings)
      .set({ createdAt: clock() })
      .where(eq(bookings.id, job.id));
    const startsAt = job.startsAt?.getTime() ?? 0;

    // A day and a half before the start is too early for the day-before reminder.
    const early = await remind(dev, { at: new Date(startsAt - 36 * HOUR_MS).toISOString() });
    expect(early.statusCode).toBe(200);
    expect(early.json().data.reminded).not.toContain(job.id);
    expect(await remindersOf(job.bookingNo)).toEqual([]);

    // 20 hours before, written with an offset (Mountain Standard Time) rather than in UTC.
    const at = new Date(startsAt - 20 * HOUR_MS);
    const mountain = `${new Date(at.getTime() - 7 * HOUR_MS).toISOString().slice(0, 19)}-07:00`;
    const response = await remind(dev, { at: mountain });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 200,
      message: `Reminders sent at ${at.toISOString()}: 1.`,
      data: { reminded: [job.id], failed: [] },
    });
    const [row] = await dev.database.db.select().from(bookings).where(eq(bookings.id, job.id));
    expect(row?.remindedAt).toEqual(at);
    const [mail, ...more] = await remindersOf(job.bookingNo);
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^Reminder: your MapleShine cleaning on \w+day, /);
    expect(mail?.textBody).toMatch(/See your booking: \S+\/booking-link\/[A-Za-z0-9_-]{20,}/);

    const again = await remind(dev, { at: at.toISOString() });
    expect(again.json().data.reminded).toEqual([]);
    expect(await remindersOf(job.bookingNo)).toHaveLength(1);
  });

  it.each([
    [{}],
    [{ at: 1_795_000_000_000 }],
    [{ at: 'tomorrow' }],
    [{ at: '2026-11-22' }],
    [{ at: '2026-11-22T15:00:00' }],
    [{ at: '2026-02-30T15:00:00Z' }],
    [{ at: '2026-11-22T25:00:00Z' }],
  ])('answers 400 to %j', async (payload) => {
    const response = await remind(dev, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      message: 'Send at, a date and time in ISO-8601 with its offset (2026-11-22T15:00:00Z).',
    });
  });

  it('does not exist without the development tools', async () => {
    const response = await remind(production, { at: '2026-11-22T15:00:00Z' });
    expect(response.statusCode).toBe(404);
  });
});

describe('/dev/payments/refunds (development only)', () => {
  it("lists the test gateway's refunds", async () => {
    const gateway = testGateway(clock);
    const app = await startTestApp({ clock, devTools: true, payments: gateway });
    try {
      const hold = await gateway.authorize({
        amountCents: 5000,
        paymentMethodId: 'pm_card_visa',
        idempotencyKey: 'dev-refunds',
        description: 'MS-1',
        customerEmail: 'ava@example.ca',
      });
      await gateway.capture({ paymentId: hold.paymentId, amountCents: 5000, idempotencyKey: 'c' });
      const { refundId } = await gateway.refund({
        paymentId: hold.paymentId,
        amountCents: 1250,
        idempotencyKey: 'r',
      });

      const response = await app.app.inject({ method: 'GET', url: '/dev/payments/refunds' });

      expect(response.json()).toEqual({
        code: 200,
        message: 'Refunds made through the test gateway.',
        data: [{ refundId, paymentId: hold.paymentId, amountCents: 1250 }],
      });
    } finally {
      await app.close();
    }
  });

  it('does not exist without the development tools', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/dev/payments/refunds' });
    expect(response.statusCode).toBe(404);
  });
});
