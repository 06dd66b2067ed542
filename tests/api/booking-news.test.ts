import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bookings,
  bookingStatusChanges,
  contractors,
  notifications,
  outbox,
  reviews,
} from '#server/db/schema.ts';
import type { Database } from '#server/db/database.ts';
import { bookingIdOfLink } from '#server/db/shared-queries/booking-links.ts';
import { insertUser } from '#server/db/shared-queries/accounts.ts';
import { insertCustomer } from '#server/db/shared-queries/profiles.ts';
import { moveBooking } from '#server/jobs/index.ts';
import { sendDayBeforeReminders, tellUntoldMoves } from '#server/booking-news/index.ts';
import { composers } from '#server/booking-news/teller.ts';
import { newGuestLoginEmail } from '#server/domain/guest-logins.ts';
import { recordCode } from '#server/domain/codes.ts';
import { inTransaction } from '#server/platform/transaction.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import { call, DEMO_CUSTOMER_EMAIL, logIn, manualClock, type Answer } from '../support/accounts.ts';
import { createBooking, customerIdOf, type BookingFixture } from '../support/bookings.ts';
import { newContractor } from '../support/contractors.ts';
import { widenDemoCleaners } from '../support/working-hours.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const ACCEPT = '/api/cleaning/accept_job';
const REJECT = '/api/cleaning/reject_job';
const START = '/api/contractor/start_booking';
const COMPLETE = '/api/contractor/complete_booking';
const CANCEL = '/api/customer/cancel_booking';
const HOUR_MS = 60 * 60 * 1000;

// 14:00 UTC on 22 November 2026 is 8:00AM in Edmonton (MDT, UTC−6 all year since 2026: decision
// 137).
const START_AT = new Date('2026-11-22T14:00:00Z');
const clock = manualClock(START_AT);
const gateway = testGateway(clock);

let server: TestApp;
let db: Database;
let customerCookie: string;
let demoCustomerId: number;
beforeAll(async () => {
  server = await startTestApp({ clock, payments: gateway });
  db = server.database.db;
  await widenDemoCleaners(db);
  customerCookie = (await logIn(server.app, DEMO_CUSTOMER_EMAIL)).cookie;
  demoCustomerId = await customerIdOf(db);
});
afterAll(() => server.close());
afterEach(() => {
  vi.restoreAllMocks();
});

function post<Data = unknown>(url: string, body: unknown, cookie?: string): Promise<Answer<Data>> {
  return call<Data>(server.app, url, body, { cookie });
}

function booking(fixture: BookingFixture = {}) {
  return createBooking(db, { now: clock(), ...fixture });
}

function contractor(fullName: string) {
  return newContractor(server.app, db, { fullName });
}

/** A customer of the same-day form who never registered: a lead, or a guest login (087). */
async function leadCustomer(guest = false) {
  const email = guest ? newGuestLoginEmail() : `lead.${Date.now()}.${Math.random()}@example.ca`;
  const userId = await insertUser(db, { email, passwordHash: '', activatedAt: null });
  await insertCustomer(db, {
    userId,
    uniqueCode: recordCode('cus'),
    firstName: 'Léa',
    lastName: 'Gagnon',
    mobile: '7805550199',
  });
  return { email };
}

/** The customer e-mails about a booking, oldest first (the cleaners' and operators' left out). */
async function customerMailOf(bookingNo: string, to = DEMO_CUSTOMER_EMAIL) {
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, to))
    .orderBy(asc(outbox.id));
  return rows.filter((row) => row.subject.includes(bookingNo) || row.textBody.includes(bookingNo));
}

async function customerNoticesOf(bookingId: number) {
  return db
    .select({ title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.bookingId, bookingId), eq(notifications.recipient, 'Customer')))
    .orderBy(asc(notifications.id));
}

async function changesOf(bookingId: number) {
  return db
    .select()
    .from(bookingStatusChanges)
    .where(eq(bookingStatusChanges.bookingId, bookingId))
    .orderBy(asc(bookingStatusChanges.id));
}

async function rowOf(bookingId: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`no booking ${bookingId}`);
  return row;
}

/** The link "See your booking:" carries, checked to open this booking. */
async function expectBookingLink(text: string, bookingId: number) {
  const link = /See your booking: (\S+)/.exec(text)?.[1];
  expect(link).toMatch(/^http:\/\/localhost:3000\/booking-link\/[A-Za-z0-9_-]{20,}$/);
  const token = link?.split('/').at(-1) ?? '';
  expect(await bookingIdOfLink(db, token)).toBe(bookingId);
  return link;
}

async function withLiveHold(bookingId: number) {
  const row = await rowOf(bookingId);
  const hold = await gateway.authorize({
    amountCents: row.totalCents ?? 0,
    paymentMethodId: 'pm_card_visa',
    idempotencyKey: `booking-${row.uniqueCode}-authorize`,
    description: row.bookingNo,
    customerEmail: row.email,
  });
  await db
    .update(bookings)
    .set({
      paymentStatus: 'authorized',
      gatewayPaymentId: hold.paymentId,
      authorizationExpiresAt: hold.expiresAt,
    })
    .where(eq(bookings.id, bookingId));
}

const telling = (actor: 'customer' | 'scheduler') => ({
  publicUrl: 'http://localhost:3000',
  clock,
  catalog: server.app.appContext.catalog,
  actor,
});

describe('a cleaner accepts', () => {
  it("e-mails the customer the cleaner's first name, rating, jobs done and photo, with a link, and notifies their account", async () => {
    const cleaner = await contractor('Océane Roy');
    const done = await booking({
      status: 'completed',
      contractorEmail: cleaner.email,
      startsInHours: -72,
    });
    await db.insert(reviews).values({
      bookingId: done.id,
      contractorId: cleaner.id,
      customerId: demoCustomerId,
      authorName: 'Amelia',
      rating: 5,
      body: 'Spotless.',
      audience: 'Customer',
    });
    await db
      .update(contractors)
      .set({ imagePath: '/uploads/oceane-roy.webp' })
      .where(eq(contractors.id, cleaner.id));
    const job = await booking({ startsInHours: 30 });

    const answer = await post(ACCEPT, { iBookingId: job.id }, cleaner.cookie);

    expect(answer.status).toBe(200);
    const [mail, ...more] = await customerMailOf(job.bookingNo);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Océane will clean for your MapleShine booking ${job.bookingNo}`);
    expect(mail?.textBody).toContain(`Good news: Océane accepted your booking ${job.bookingNo}`);
    expect(mail?.textBody).not.toContain('Roy');
    expect(mail?.textBody).toContain('Rating: 5.0 out of 5 (1 review)');
    expect(mail?.textBody).toContain('Cleanings done with MapleShine: 1');
    expect(mail?.textBody).toContain('Photo: http://localhost:3000/uploads/oceane-roy.webp');
    // Times in Edmonton's zone: 30 hours after 8:00AM on the 22nd is 2:00PM on the 23rd.
    expect(mail?.textBody).toContain('Monday, November 23, 2026, 2:00PM–5:00PM');
    await expectBookingLink(mail?.textBody ?? '', job.id);
    expect(await customerNoticesOf(job.id)).toEqual([
      {
        title: 'Your cleaner is booked',
        message: `Océane Roy will clean 10150 Jasper Ave NW on November 23, 2026 at 2:00PM (booking ${job.bookingNo}).`,
      },
    ]);
    const [change] = await changesOf(job.id);
    expect(change).toMatchObject({ event: 'job.accept', actor: 'cleaner', toldAt: clock() });
  });

  it('e-mails a lead and a guest, and writes no notification for either', async () => {
    for (const guest of [false, true]) {
      const who = await leadCustomer(guest);
      const cleaner = await contractor('Noah Tremblay');
      const job = await booking({ customerEmail: who.email, startsInHours: 40 });

      expect((await post(ACCEPT, { iBookingId: job.id }, cleaner.cookie)).status).toBe(200);

      const mail = await customerMailOf(job.bookingNo, who.email);
      expect(mail.map((row) => row.subject)).toEqual([
        `Noah will clean for your MapleShine booking ${job.bookingNo}`,
      ]);
      await expectBookingLink(mail[0]?.textBody ?? '', job.id);
      expect(await customerNoticesOf(job.id)).toEqual([]);
    }
  });
});

describe('the cleaner starts and completes', () => {
  it('e-mails that the cleaning started, then that it is complete with what was charged', async () => {
    const cleaner = await contractor('Lucas Bouchard');
    const job = await booking({
      status: 'assigned',
      contractorEmail: cleaner.email,
      startsInHours: 1,
    });
    await withLiveHold(job.id);

    expect((await post(START, { iBookingId: job.id }, cleaner.cookie)).status).toBe(200);
    // Half the 3 hours after the booked 9:00AM start: from 10:30AM.
    clock.advance(3 * HOUR_MS);
    try {
      expect((await post(COMPLETE, { iBookingId: job.id }, cleaner.cookie)).status).toBe(200);
    } finally {
      clock.advance(-3 * HOUR_MS);
    }

    const [started, completed, ...more] = await customerMailOf(job.bookingNo);
    expect(more).toEqual([]);
    expect(started?.subject).toBe(`Your MapleShine cleaning ${job.bookingNo} has started`);
    expect(started?.textBody).toContain('Lucas started your cleaning');
    expect(started?.textBody).toContain('at 8:00AM on November 22, 2026');
    await expectBookingLink(started?.textBody ?? '', job.id);
    expect(completed?.subject).toBe(`Your MapleShine cleaning ${job.bookingNo} is complete`);
    expect(completed?.textBody).toContain('Your card was charged $');
    expect(completed?.textBody).toContain('the amount held');
    await expectBookingLink(completed?.textBody ?? '', job.id);
    // The receipt issued in the capture's transaction rides along as its PDF (decision 101).
    expect(completed?.attachments).toEqual([
      expect.objectContaining({
        filename: expect.stringMatching(/^MapleShine-receipt-\d{4}-\d{6}\.pdf$/),
        contentType: 'application/pdf',
        encoding: 'base64',
      }),
    ]);
    const pdf = Buffer.from(completed?.attachments[0]?.content ?? '', 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await customerNoticesOf(job.id)).map((notice) => notice.title)).toEqual([
      'Your cleaning has started',
      'Your cleaning is complete',
    ]);
  });
});

describe('cancelled or handed back', () => {
  it('tells the customer they cancelled and that their saved card will not be charged', async () => {
    const job = await booking({
      startsInHours: 200,
      paymentStatus: 'cardSaved',
      gatewayPaymentId: null,
    });

    expect((await post(CANCEL, { iBookingId: job.id }, customerCookie)).status).toBe(200);

    const [mail, ...more] = await customerMailOf(job.bookingNo);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Your MapleShine booking ${job.bookingNo} is cancelled`);
    expect(mail?.textBody).toContain('is cancelled. You cancelled it.');
    expect(mail?.textBody).toContain('Your saved card will not be charged for this booking.');
    await expectBookingLink(mail?.textBody ?? '', job.id);
    const [change] = await changesOf(job.id);
    expect(change).toMatchObject({ actor: 'customer', paymentStatusBefore: 'cardSaved' });
  });

  it('tells the customer nobody accepted by the start and the hold is released (booking.expire)', async () => {
    const job = await booking({ startsInHours: 5 });
    await inTransaction(db, (tx) =>
      moveBooking(
        tx,
        job,
        'booking.expire',
        { cancelledAt: clock(), paymentStatus: 'released' },
        telling('scheduler'),
      ),
    );

    const [mail] = await customerMailOf(job.bookingNo);
    expect(mail?.subject).toBe(`Your MapleShine booking ${job.bookingNo} is cancelled`);
    expect(mail?.textBody).toContain(
      'No cleaner accepted it by its start time, so we cancelled it.',
    );
    expect(mail?.textBody).toContain(
      `The hold of $${((job.totalCents ?? 0) / 100).toFixed(2)} on your card has been released; you will not be charged for this booking.`,
    );
    await expectBookingLink(mail?.textBody ?? '', job.id);
    expect((await customerNoticesOf(job.id))[0]?.message).toContain(
      'No cleaner accepted it by its start time.',
    );
  });

  it('tells the customer a new cleaner is being found and nothing is charged when the cleaner hands back', async () => {
    const cleaner = await contractor('Maya Singh');
    const job = await booking({
      status: 'assigned',
      contractorEmail: cleaner.email,
      startsInHours: 50,
    });

    expect((await post(REJECT, { iBookingId: job.id }, cleaner.cookie)).status).toBe(200);

    const [mail, ...more] = await customerMailOf(job.bookingNo);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Your MapleShine booking ${job.bookingNo} needs a new cleaner`);
    expect(mail?.textBody).toContain('Maya can no longer clean for your booking');
    expect(mail?.textBody).toContain('open to the other cleaners of Edmonton again');
    expect(mail?.textBody).toContain('Nothing has been charged');
    await expectBookingLink(mail?.textBody ?? '', job.id);
    expect((await customerNoticesOf(job.id)).map((notice) => notice.title)).toEqual([
      'Your cleaner had to cancel',
    ]);
  });
});

describe('moved (booking.move)', () => {
  it('e-mails the new date and window in the city time', async () => {
    const job = await booking({ startsInHours: 10 });
    const newStart = new Date(START_AT.getTime() + 27 * HOUR_MS);
    await inTransaction(db, (tx) =>
      moveBooking(
        tx,
        job,
        'booking.move',
        {
          localDate: '2026-11-23',
          fromMinutes: 11 * 60,
          startsAt: newStart,
          endsAt: new Date(newStart.getTime() + 3 * HOUR_MS),
          blockedUntil: new Date(newStart.getTime() + 4 * HOUR_MS),
        },
        telling('customer'),
      ),
    );

    const [mail] = await customerMailOf(job.bookingNo);
    expect(mail?.subject).toBe(`Your MapleShine booking ${job.bookingNo} is moved`);
    expect(mail?.textBody).toContain(
      'It is now: Deep Cleaning on Monday, November 23, 2026, 11:00AM–2:00PM (Edmonton time).',
    );
    await expectBookingLink(mail?.textBody ?? '', job.id);
    expect(await customerNoticesOf(job.id)).toEqual([
      {
        title: 'Booking moved',
        message: `Your booking ${job.bookingNo} is moved to November 23, 2026 at 11:00AM.`,
      },
    ]);
  });
});

describe('when the news cannot be written', () => {
  it('commits the move untold, logs without the values, and the retry job tells it exactly once', async () => {
    const cleaner = await contractor('Jade Wong');
    const job = await booking({ startsInHours: 60 });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(composers, 'compose').mockImplementationOnce(async (tx) => {
      // A failing statement inside the savepoint: its value must not reach the log.
      await tx.execute(sql`select ${'secret-value-4821'}::int`);
    });

    const answer = await post(ACCEPT, { iBookingId: job.id }, cleaner.cookie);

    expect(answer.status).toBe(200);
    expect(await rowOf(job.id)).toMatchObject({ status: 'assigned', contractorId: cleaner.id });
    const [change] = await changesOf(job.id);
    expect(change).toMatchObject({ event: 'job.accept', toldAt: null });
    expect(await customerMailOf(job.bookingNo)).toEqual([]);
    expect(await customerNoticesOf(job.id)).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain(`job.accept of booking ${job.id}`);
    expect(JSON.stringify(logged.mock.calls[0])).not.toContain('secret-value-4821');

    const context = {
      db,
      publicUrl: 'http://localhost:3000',
      clock,
      catalog: server.app.appContext.catalog,
    };
    const first = await tellUntoldMoves(context);
    const second = await tellUntoldMoves(context);

    expect(first.told).toContain(change?.id);
    expect(second.told).not.toContain(change?.id);
    const mail = await customerMailOf(job.bookingNo);
    expect(mail.map((row) => row.subject)).toEqual([
      `Jade will clean for your MapleShine booking ${job.bookingNo}`,
    ]);
    await expectBookingLink(mail[0]?.textBody ?? '', job.id);
    expect(await customerNoticesOf(job.id)).toHaveLength(1);
    expect((await changesOf(job.id))[0]?.toldAt).toEqual(clock());
  });
});

describe('an untold move the booking has since left', () => {
  it('is not told later: the customer hears the newer move only', async () => {
    const cleaner = await contractor('Rosalie Nguyen');
    const job = await booking({ startsInHours: 70 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(composers, 'compose').mockRejectedValueOnce(new Error('the composer failed'));
    expect((await post(ACCEPT, { iBookingId: job.id }, cleaner.cookie)).status).toBe(200);
    expect((await post(REJECT, { iBookingId: job.id }, cleaner.cookie)).status).toBe(200);

    const report = await tellUntoldMoves({
      db,
      publicUrl: 'http://localhost:3000',
      clock,
      catalog: server.app.appContext.catalog,
    });

    const [accepted, handedBack] = await changesOf(job.id);
    expect(report.outdated).toContain(accepted?.id);
    expect(report.told).not.toContain(accepted?.id);
    expect(accepted?.toldAt).toEqual(clock());
    expect(handedBack).toMatchObject({ event: 'job.handBack', toldAt: clock() });
    expect((await customerMailOf(job.bookingNo)).map((row) => row.subject)).toEqual([
      `Your MapleShine booking ${job.bookingNo} needs a new cleaner`,
    ]);
  });
});

describe('the day-before reminder', () => {
  /** A paid booking made days ahead (its row's creation put back, as the booking was). */
  async function bookedAhead(fixture: BookingFixture) {
    const row = await booking(fixture);
    await db
      .update(bookings)
      .set({ createdAt: new Date(START_AT.getTime() - 7 * 24 * HOUR_MS) })
      .where(eq(bookings.id, row.id));
    return row;
  }

  it('reminds a paid booking once, about 24 hours ahead, not a cancelled one nor one days away', async () => {
    const cleaner = await contractor('Émile Côté');
    const tomorrow = await bookedAhead({
      status: 'assigned',
      contractorEmail: cleaner.email,
      startsInHours: 20,
      unit: '1204',
    });
    const cancelled = await bookedAhead({ status: 'cancelled', startsInHours: 21 });
    const later = await bookedAhead({ startsInHours: 24 * 3 });
    const bookedToday = await booking({ startsInHours: 22 });
    await db
      .update(bookings)
      .set({ createdAt: new Date(START_AT.getTime() - HOUR_MS) })
      .where(eq(bookings.id, bookedToday.id));
    const context = {
      db,
      publicUrl: 'http://localhost:3000',
      clock,
      catalog: server.app.appContext.catalog,
    };

    const first = await sendDayBeforeReminders(context);
    const again = await sendDayBeforeReminders(context);

    expect(first.reminded).toContain(tomorrow.id);
    for (const other of [cancelled, later, bookedToday]) {
      expect(first.reminded).not.toContain(other.id);
    }
    expect(again.reminded).not.toContain(tomorrow.id);
    const [mail, ...more] = await customerMailOf(tomorrow.bookingNo);
    expect(more).toEqual([]);
    // 20 hours after 8:00AM on the 22nd: 4:00AM on the 23rd, Edmonton time.
    expect(mail?.subject).toBe('Reminder: your MapleShine cleaning on Monday, November 23, 2026');
    expect(mail?.textBody).toContain('Time: 4:00AM–7:00AM (3 hours), Edmonton time');
    expect(mail?.textBody).toContain('Address: 1204, 10150 Jasper Ave NW');
    expect(mail?.textBody).toContain('Cleaner: Émile');
    expect(mail?.textBody).toContain('Clear counters, tables and floors');
    expect(mail?.textBody).toContain('Keep pets in a closed room');
    expect(mail?.textBody).toContain('The cleaner brings the cleaning supplies');
    expect(mail?.textBody).toContain('Need to cancel? Open your booking with the link below');
    await expectBookingLink(mail?.textBody ?? '', tomorrow.id);
    expect((await customerNoticesOf(tomorrow.id)).map((notice) => notice.title)).toEqual([
      'Your cleaning is coming up',
    ]);
    expect((await rowOf(tomorrow.id)).remindedAt).toEqual(clock());
    expect(await customerMailOf(cancelled.bookingNo)).toEqual([]);
    expect(await customerMailOf(later.bookingNo)).toEqual([]);

    // Two days on, the booking that was days away is due, and is reminded in its turn.
    clock.advance(2 * 24 * HOUR_MS);
    try {
      const laterRun = await sendDayBeforeReminders(context);
      expect(laterRun.reminded).toContain(later.id);
      expect(laterRun.reminded).not.toContain(tomorrow.id);
    } finally {
      clock.advance(-2 * 24 * HOUR_MS);
    }
  });

  it('writes no notification for a lead, only the e-mail', async () => {
    const who = await leadCustomer();
    const job = await bookedAhead({ customerEmail: who.email, startsInHours: 18 });

    const report = await sendDayBeforeReminders({
      db,
      publicUrl: 'http://localhost:3000',
      clock,
      catalog: server.app.appContext.catalog,
    });

    expect(report.reminded).toContain(job.id);
    expect((await customerMailOf(job.bookingNo, who.email)).map((row) => row.subject)).toHaveLength(
      1,
    );
    expect(await customerNoticesOf(job.id)).toEqual([]);
  });
});
