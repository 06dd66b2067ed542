import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractorDaysOff, contractors, notifications, outbox } from '#server/db/schema.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import { DIGEST_WAIT_MS, sendJobDigests } from '#server/jobs/job-digest.ts';
import { call, DEMO_CUSTOMER_EMAIL, logIn, manualClock } from '../support/accounts.ts';
import { createBooking, type BookingFixture } from '../support/bookings.ts';
import { newContractor } from '../support/contractors.ts';
import { DEMO_OPERATOR_EMAIL, logInAsDemoOperator } from '../support/operators.ts';
import { notificationsOfBooking, pay } from '../support/payments.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { clearCityWeeks, UPDATE_HOURS } from '../support/working-hours.ts';

// Wednesday 25 November 2026, 9:00AM in Calgary and Edmonton, 10:00AM in Winnipeg (which keep
// UTC−6 and UTC−5 all year since 2026: decision 137) and in Ontario. The jobs below start 72
// hours ahead, on Saturday 28 November, for 3 hours.
const clock = manualClock(new Date('2026-11-25T15:00:00Z'));
const SATURDAY = '2026-11-28';
const SATURDAY_HOURS = 72;
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((iWeekday) => ({
  iWeekday,
  vFrom: '06:00',
  vUntil: '23:00',
}));
const SATURDAY_OFF = {
  aWeek: EVERY_DAY,
  aDaysOff: [{ dFrom: SATURDAY, dUntil: SATURDAY }],
  iDailyJobCap: 6,
};
const UNCOVERED_SUBJECT = (city: string) => `No cleaner can take 1 paid job in ${city}`;

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ clock, payments: testGateway(clock) });
});
afterAll(() => server.close());

const db = () => server.database.db;

function booking(city: string, fixture: BookingFixture = {}) {
  return createBooking(db(), { city, now: clock(), startsInHours: SATURDAY_HOURS, ...fixture });
}

/** A cleaner of the city, the only one with hours when the test cleared the city's weeks. */
function cleaner(city: string, options: Parameters<typeof newContractor>[2] = {}) {
  return newContractor(server.app, db(), { city, ...options });
}

/** The digests as they run once their wait is over, without moving the tests' clock. */
function digestsDue() {
  return sendJobDigests({
    db: db(),
    catalog: server.app.appContext.catalog,
    clock: () => new Date(clock().getTime() + DIGEST_WAIT_MS),
  });
}

async function mailTo(address: string) {
  return db().select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(outbox.id);
}

async function operatorMailAbout(bookingNo: string) {
  return db()
    .select()
    .from(outbox)
    .where(
      and(eq(outbox.toAddress, DEMO_OPERATOR_EMAIL), like(outbox.textBody, `%${bookingNo}:%`)),
    );
}

type AtRisk = { bookingNo: string; noCleaner: boolean };
async function atRiskOnToday(): Promise<AtRisk[]> {
  const { cookie } = await logInAsDemoOperator(server.app);
  const answer = await call<{ atRisk: AtRisk[] }>(server.app, '/api/admin/today', {}, { cookie });
  expect(answer.status).toBe(200);
  return answer.body.data?.atRisk ?? [];
}

describe('a paid job is announced to the cleaners who could take it', () => {
  it('tells only the cleaner whose hours, days off, cap and other jobs fit: a notification and an e-mail', async () => {
    await clearCityWeeks(db(), 'Calgary');
    const fits = await cleaner('Calgary', {
      logIn: false,
      fullName: 'Fiona Fits',
      week: [{ weekday: 6, from: '07:00', until: '12:00' }],
    });
    const outsideHours = await cleaner('Calgary', {
      logIn: false,
      week: [{ weekday: 6, from: '12:00', until: '18:00' }],
    });
    const dayOff = await cleaner('Calgary', { logIn: false });
    await db()
      .insert(contractorDaysOff)
      .values({ contractorId: dayOff.id, firstDay: SATURDAY, lastDay: SATURDAY });
    const dayFull = await cleaner('Calgary', { logIn: false, dailyJobCap: 1 });
    await booking('Calgary', {
      status: 'assigned',
      contractorEmail: dayFull.email,
      startsInHours: SATURDAY_HOURS + 6,
    });
    const busy = await cleaner('Calgary', { logIn: false });
    await booking('Calgary', {
      status: 'assigned',
      contractorEmail: busy.email,
      startsInHours: 73,
    });
    const paused = await cleaner('Calgary', { logIn: false });
    await db().update(contractors).set({ pausedAt: clock() }).where(eq(contractors.id, paused.id));
    const quoted = await booking('Calgary', { status: 'quoted' });

    const paid = await pay(server.app, quoted);

    expect(paid.status).toBe(200);
    const told = (await notificationsOfBooking(db(), quoted.id)).filter(
      (row) => row.recipient === 'Contractor',
    );
    expect(told.map((row) => [row.contractorId, row.title])).toEqual([
      [fits.id, 'New job in Calgary'],
    ]);
    // The e-mail waits for the digest (decision 061); alone in it, it is the one job's e-mail.
    expect(await mailTo(fits.email)).toEqual([]);
    await digestsDue();
    const [mail, ...more] = await mailTo(fits.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('New job in Calgary: Deep Cleaning on Saturday, November 28, 2026');
    expect(mail?.textBody).toContain('Hi Fiona Fits,');
    expect(mail?.textBody).toContain(`Booking number: ${quoted.bookingNo}`);
    expect(mail?.textBody).toContain('Time: 9:00AM–12:00PM (3 hours)');
    expect(mail?.textBody).toMatch(/You earn \$\d+\.\d{2}\. /);
    // The customer's price and street stay with the customer until a cleaner accepts.
    expect(mail?.textBody).not.toContain(((quoted.totalCents ?? 0) / 100).toFixed(2));
    expect(mail?.textBody).not.toContain(quoted.address);
    for (const other of [outsideHours, dayOff, dayFull, busy, paused]) {
      expect(await mailTo(other.email)).toEqual([]);
    }
  });

  it('tells of a handed-back job only the cleaners whose hours fit it', async () => {
    await clearCityWeeks(db(), 'Edmonton');
    const holder = await cleaner('Edmonton');
    const fits = await cleaner('Edmonton', { logIn: false });
    const outsideHours = await cleaner('Edmonton', {
      logIn: false,
      week: [{ weekday: 1, from: '09:00', until: '17:00' }],
    });
    const job = await booking('Edmonton', { status: 'assigned', contractorEmail: holder.email });

    const answer = await call(
      server.app,
      '/api/cleaning/reject_job',
      { iBookingId: job.id },
      { cookie: holder.cookie },
    );

    expect(answer.status).toBe(200);
    const told = await db()
      .select({ contractorId: notifications.contractorId })
      .from(notifications)
      .where(
        and(eq(notifications.bookingId, job.id), eq(notifications.title, 'A job is open again')),
      );
    expect(told.map((row) => row.contractorId)).toEqual([fits.id]);
    expect(told.map((row) => row.contractorId)).not.toContain(outsideHours.id);
  });
});

describe('a paid job the new hours leave to nobody', () => {
  it('e-mails the operators once and lists the job at risk on Today when its only cleaner takes the day off', async () => {
    await clearCityWeeks(db(), 'Winnipeg');
    const only = await cleaner('Winnipeg', { fullName: 'Owen Only' });
    const job = await booking('Winnipeg');
    expect((await atRiskOnToday()).map((row) => row.bookingNo)).not.toContain(job.bookingNo);

    const saved = await call(server.app, UPDATE_HOURS, SATURDAY_OFF, { cookie: only.cookie });

    expect(saved.status).toBe(200);
    const [mail, ...more] = await operatorMailAbout(job.bookingNo);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(UNCOVERED_SUBJECT('Winnipeg'));
    expect(mail?.textBody).toContain(
      'Owen Only changed their working hours, and no cleaner in Winnipeg can take this paid job any more:',
    );
    expect(mail?.textBody).toContain(
      `- ${job.bookingNo}: Deep Cleaning on Saturday, November 28, 2026, 10:00AM–1:00PM`,
    );
    expect(mail?.textBody).toContain('http://localhost:3000/admin');
    expect(await atRiskOnToday()).toContainEqual(
      expect.objectContaining({ bookingNo: job.bookingNo, noCleaner: true }),
    );

    // Saved again, the same job is not mailed twice: it was reported when it became so.
    const again = await call(server.app, UPDATE_HOURS, SATURDAY_OFF, { cookie: only.cookie });
    expect(again.status).toBe(200);
    expect(await operatorMailAbout(job.bookingNo)).toHaveLength(1);
  });

  it('e-mails nobody while another cleaner can still take the job, and Today does not list it', async () => {
    await clearCityWeeks(db(), 'Ottawa');
    const leaving = await cleaner('Ottawa');
    await cleaner('Ottawa', { logIn: false });
    const job = await booking('Ottawa');

    const saved = await call(server.app, UPDATE_HOURS, SATURDAY_OFF, { cookie: leaving.cookie });

    expect(saved.status).toBe(200);
    expect(await operatorMailAbout(job.bookingNo)).toEqual([]);
    expect((await atRiskOnToday()).map((row) => row.bookingNo)).not.toContain(job.bookingNo);
  });

  it('e-mails nobody when the hours are refused as invalid, and nothing changes', async () => {
    await clearCityWeeks(db(), 'Toronto');
    const only = await cleaner('Toronto');
    const job = await booking('Toronto');

    const refused = await call(
      server.app,
      UPDATE_HOURS,
      { ...SATURDAY_OFF, aWeek: [{ iWeekday: 6, vFrom: '12:00', vUntil: '09:00' }] },
      { cookie: only.cookie },
    );

    expect(refused.status).toBe(400);
    expect(await operatorMailAbout(job.bookingNo)).toEqual([]);
    expect(
      await db()
        .select()
        .from(contractorDaysOff)
        .where(eq(contractorDaysOff.contractorId, only.id)),
    ).toEqual([]);
  });

  it('refuses a customer with 403 and e-mails nobody', async () => {
    await clearCityWeeks(db(), 'Brampton');
    await cleaner('Brampton', { logIn: false });
    const job = await booking('Brampton');
    const { cookie } = await logIn(server.app, DEMO_CUSTOMER_EMAIL);

    const refused = await call(server.app, UPDATE_HOURS, SATURDAY_OFF, { cookie });

    expect(refused.status).toBe(403);
    expect(await operatorMailAbout(job.bookingNo)).toEqual([]);
  });
});

describe("Today's open jobs at risk", () => {
  it('says which start within 24 hours and which no cleaner can take, whenever they start', async () => {
    await clearCityWeeks(db(), 'Mississauga');
    const nobody = await booking('Mississauga');
    await cleaner('Mississauga', {
      logIn: false,
      week: [{ weekday: 4, from: '06:00', until: '23:00' }],
    });
    // Thursday 26 November, 8:00AM in Mississauga: inside the new cleaner's Thursday.
    const soon = await booking('Mississauga', { startsInHours: 22 });

    const atRisk = await atRiskOnToday();

    expect(atRisk).toContainEqual(
      expect.objectContaining({ bookingNo: soon.bookingNo, noCleaner: false }),
    );
    expect(atRisk).toContainEqual(
      expect.objectContaining({ bookingNo: nobody.bookingNo, noCleaner: true }),
    );
  });
});
