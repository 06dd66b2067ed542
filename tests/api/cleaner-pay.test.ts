import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, notifications, outbox, payRates } from '#server/db/schema.ts';
import { seedSiteContent } from '#server/db/seed/site-content.ts';
import { describeBooking } from '#server/ops/show-booking.ts';
import { minutesToClock } from '#server/domain/local-time.ts';
import { call, manualClock } from '../support/accounts.ts';
import { cityNamed, createBooking, serviceWithSlug } from '../support/bookings.ts';
import { newContractor, type TestContractor } from '../support/contractors.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Decision 031: a cleaner's figure for a job is their pay, the estimated hours at the city's
// pay rate for the service, fixed when they accept it.

type ContractorJob = {
  iBookingId: number;
  eStatus: string;
  vPay: string | null;
  bPayFixed: boolean;
};

const LIST = '/api/contractor/get_contractor_Job';
const ACCEPT = '/api/cleaning/accept_job';
const REJECT = '/api/cleaning/reject_job';
const START = '/api/contractor/start_booking';
const COMPLETE = '/api/contractor/complete_booking';

// 15:00 UTC on 22 November 2026: 8:00AM in Calgary.
const clock = manualClock(new Date('2026-11-22T15:00:00Z'));

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ clock });
});
afterAll(() => server.close());

function post<Data = ContractorJob>(url: string, body: unknown, cookie: string) {
  return call<Data>(server.app, url, body, { cookie });
}

// Calgary is used by no other test of this file's rate changes, and each test sets its rate.
function cleaner(fullName = 'Priya Nair'): Promise<TestContractor> {
  return newContractor(server.app, server.database.db, { city: 'Calgary', fullName });
}

/** A 3-hour open Deep Cleaning in Calgary, by default within the hour so it can be done now. */
function openJob(startsInHours = 1) {
  return createBooking(server.database.db, {
    now: clock(),
    city: 'Calgary',
    startsInHours,
    address: '200 Barclay Parade SW, Calgary, AB T2P 4R5',
  });
}

async function setRate(centsPerHour: number) {
  const city = await cityNamed(server.database.db, 'Calgary');
  const service = await serviceWithSlug(server.database.db, 'deep-cleaning');
  await server.database.db
    .update(payRates)
    .set({ centsPerHour })
    .where(and(eq(payRates.cityId, city.id), eq(payRates.serviceId, service.id)));
}

async function listed(caller: TestContractor, bookingId: number) {
  const answer = await post<ContractorJob[]>(LIST, {}, caller.cookie);
  return answer.body.data?.find((job) => job.iBookingId === bookingId);
}

async function payOf(bookingId: number) {
  const [row] = await server.database.db
    .select({ cents: bookings.contractorPayCents })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.cents;
}

function mailTo(address: string, subject: string) {
  return server.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, address), eq(outbox.subject, subject)))
    .orderBy(desc(outbox.id));
}

describe("the cleaner's pay for a job", () => {
  it('is seeded at or under the hiring pages\' "up to $30 per hour" for every city and service', async () => {
    const rates = await server.database.db.select().from(payRates);

    // Nine cities (Gatineau joined with French, decision 110), five services each.
    expect(rates.length).toBe(9 * 5);
    for (const rate of rates) {
      expect(rate.centsPerHour).toBeGreaterThanOrEqual(2400);
      expect(rate.centsPerHour).toBeLessThanOrEqual(3000);
    }
  });

  it("keeps an operator's rate when the seed runs again", async () => {
    await setRate(2950);

    await seedSiteContent(server.database.db);

    const city = await cityNamed(server.database.db, 'Calgary');
    const service = await serviceWithSlug(server.database.db, 'deep-cleaning');
    const [rate] = await server.database.db
      .select()
      .from(payRates)
      .where(and(eq(payRates.cityId, city.id), eq(payRates.serviceId, service.id)));
    expect(rate?.centsPerHour).toBe(2950);
  });

  it('shows an open job at the current rate, and fixes it in the answer to accepting', async () => {
    await setRate(2800);
    const caller = await cleaner();
    const job = await openJob();

    expect(await listed(caller, job.id)).toMatchObject({ vPay: '84.00', bPayFixed: false });
    await setRate(2900);
    expect(await listed(caller, job.id)).toMatchObject({ vPay: '87.00', bPayFixed: false });

    const accepted = await post(ACCEPT, { iBookingId: job.id }, caller.cookie);

    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ vPay: '87.00', bPayFixed: true });
    expect(await payOf(job.id)).toBe(8700);
  });

  it('stays as accepted when the rate changes afterwards, through start and completion', async () => {
    await setRate(2800);
    const caller = await cleaner();
    const job = await openJob();
    expect((await post(ACCEPT, { iBookingId: job.id }, caller.cookie)).status).toBe(200);

    await setRate(2500);

    expect(await listed(caller, job.id)).toMatchObject({ vPay: '84.00', bPayFixed: true });
    const started = await post(START, { iBookingId: job.id }, caller.cookie);
    expect(started.body.data).toMatchObject({ vPay: '84.00' });
    // Past half the 3-hour estimate after the booked start, an hour after this early Start.
    clock.advance(3 * 60 * 60 * 1000);
    const completed = await post(COMPLETE, { iBookingId: job.id }, caller.cookie);
    expect(completed.status).toBe(200);
    expect(completed.body.data).toMatchObject({ eStatus: 'completed', vPay: '84.00' });
    expect(await payOf(job.id)).toBe(8400);
  });

  it('is cleared when the job is handed back, and the others are told the pay at the current rate', async () => {
    await setRate(2600);
    const caller = await cleaner();
    const other = await cleaner('Mateo Silva');
    // Ahead by two days: a job can be handed back until its time comes.
    const job = await openJob(48);
    await post(ACCEPT, { iBookingId: job.id }, caller.cookie);
    await setRate(2700);

    const handedBack = await post(REJECT, { iBookingId: job.id }, caller.cookie);

    expect(handedBack.status).toBe(200);
    expect(await payOf(job.id)).toBeNull();
    expect(await listed(other, job.id)).toMatchObject({ vPay: '81.00', bPayFixed: false });
    const [notice] = await server.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, job.id), eq(notifications.contractorId, other.id)));
    expect(notice?.title).toBe('A job is open again');
    expect(notice?.message).toContain('You earn $81.00.');
  });

  it('refuses to accept a job whose city has no rate for the service, and writes nothing', async () => {
    const city = await cityNamed(server.database.db, 'Calgary');
    const service = await serviceWithSlug(server.database.db, 'deep-cleaning');
    const [saved] = await server.database.db
      .delete(payRates)
      .where(and(eq(payRates.cityId, city.id), eq(payRates.serviceId, service.id)))
      .returning();
    try {
      const caller = await cleaner();
      const job = await openJob();
      expect(await listed(caller, job.id)).toMatchObject({ vPay: null });

      const answer = await post(ACCEPT, { iBookingId: job.id }, caller.cookie);

      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        code: 409,
        message: 'The pay for this job is not set yet. Please try again later.',
      });
      const [row] = await server.database.db.select().from(bookings).where(eq(bookings.id, job.id));
      expect(row).toMatchObject({
        status: 'authorized',
        contractorId: null,
        contractorPayCents: null,
      });
    } finally {
      if (saved) await server.database.db.insert(payRates).values(saved);
    }
  });

  it('e-mails the cleaner on accepting (address, window, pay, paid within 48 hours) and on completing', async () => {
    await setRate(3000);
    const caller = await cleaner('Grace Okafor');
    const job = await openJob();

    await post(ACCEPT, { iBookingId: job.id }, caller.cookie);
    const [accepted] = await mailTo(caller.email, `Job ${job.bookingNo} is yours`);
    expect((await post(START, { iBookingId: job.id }, caller.cookie)).status).toBe(200);
    // Past half the 3-hour estimate after the booked start, an hour after this early Start.
    clock.advance(3 * 60 * 60 * 1000);
    expect((await post(COMPLETE, { iBookingId: job.id }, caller.cookie)).status).toBe(200);
    const [completed] = await mailTo(caller.email, `Job ${job.bookingNo} is complete`);

    expect(accepted?.textBody).toContain('Hi Grace Okafor,');
    expect(accepted?.textBody).toContain(`Booking number: ${job.bookingNo}`);
    expect(accepted?.textBody).toContain('Service: Deep Cleaning');
    expect(accepted?.textBody).toContain('City: Calgary');
    expect(accepted?.textBody).toContain('Date: Sunday, November 22, 2026');
    const from = job.fromMinutes ?? 0;
    const until = from + (job.estimatedMinutes ?? 0);
    expect(accepted?.textBody).toContain(
      `Time: ${minutesToClock(from)}–${minutesToClock(until)} (3 hours)`,
    );
    expect(accepted?.textBody).toContain('Address: 200 Barclay Parade SW, Calgary, AB T2P 4R5');
    expect(accepted?.textBody).toContain(
      'You earn $90.00. You are paid within 48 hours of completing the job.',
    );
    expect(completed?.textBody).toContain('You earned $90.00.');
    expect(completed?.textBody).not.toContain('Barclay');
    for (const mail of [accepted, completed]) {
      expect(mail?.textBody).not.toMatch(/GST|Total|\$1\d\d\.\d\d/);
    }
  });
});

describe('npm run ops -- show-booking', () => {
  it("prints the customer's price and the cleaner's pay of a booking", async () => {
    await setRate(2800);
    const caller = await cleaner('Lena Novak');
    const job = await openJob();
    await post(ACCEPT, { iBookingId: job.id }, caller.cookie);

    const text = await describeBooking(server.database.db, job.bookingNo.toLowerCase());

    const subtotal = ((job.subtotalCents ?? 0) / 100).toFixed(2);
    const total = ((job.totalCents ?? 0) / 100).toFixed(2);
    expect(text).toContain(`Booking ${job.bookingNo}: assigned, payment authorized`);
    expect(text).toContain('Cleaner: Lena Novak');
    expect(text).toContain(`Customer price: $${subtotal} subtotal, $0.00 discount`);
    expect(text).toContain(`$${total} total`);
    expect(text).toContain('Cleaner pay: $84.00 (fixed at acceptance)');
  });

  it('says nothing for a booking number that does not exist', async () => {
    expect(await describeBooking(server.database.db, 'MS-999999999')).toBeNull();
  });
});
