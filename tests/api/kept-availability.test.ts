import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractorWeeklyHours } from '#server/db/schema.ts';
import { AVAILABILITY_KEPT_MS } from '#server/quote/kept-availability.ts';
import { call, DEMO_CUSTOMER_EMAIL, logIn, manualClock } from '../support/accounts.ts';
import { EDMONTON_ADDRESS } from '../support/addresses.ts';
import { cityNamed, createBooking } from '../support/bookings.ts';
import { contractOperations } from '../support/contract-fuzz.ts';
import { newContractor, type TestContractor } from '../support/contractors.ts';
import { POSTAL_CODES } from '../support/postal-codes.ts';
import {
  BOOK_NOW_EMAIL,
  bookingByCode,
  edmontonDeepClean,
  newContact,
  schedule,
  startBooking,
} from '../support/same-day.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { clearCityWeeks, UPDATE_HOURS } from '../support/working-hours.ts';

// A window a quote found a cleaner free in is not asked about again while nothing that decides
// it was announced, for at most a second (decision 065). Each test first shows the window kept (a
// change the database does not announce stays unseen), then what makes the quote ask again.

// 15:00 UTC on Sunday, 22 November 2026: 8:00AM in Calgary.
const clock = manualClock(new Date('2026-11-22T15:00:00Z'));
const QUOTED = 'Good news: a cleaner is available for your cleaning.';
const NO_CLEANER =
  'No cleaner is free in Calgary at that time. Please choose another day: the next free cleaner is on Tuesday, November 24, 2026 from 9:00AM.';
const BOOKINGS = '/api/customer/get_all_data';
const CITIES = '/api/city/get_all_data';
const ADD_ADDRESS = '/api/customerAddress/Add';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ clock });
});
afterAll(() => server.close());

const db = () => server.database.db;

/** Calgary's only cleaner: weekdays 9:00AM to 5:00PM. */
async function soleCalgaryCleaner() {
  await clearCityWeeks(db(), 'Calgary');
  return newContractor(server.app, db(), {
    city: 'Calgary',
    week: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '09:00', until: '17:00' })),
  });
}

/** A Monday cleaning in Calgary; each test quotes a Monday of its own. */
async function calgaryMonday(vDate: string) {
  const calgary = await cityNamed(db(), 'Calgary');
  return edmontonDeepClean(db(), {
    iCityId: calgary.id,
    vPostalCode: POSTAL_CODES.Calgary,
    vAddress: '255 5 Ave SW, Calgary, AB T2P 0H5',
    vDate,
    vFrom: '9:00AM',
    vUntill: '5:00PM',
  });
}

/** Takes the cleaner's week away with its announcement switched off. */
async function quietlyClearWeek(cleaner: TestContractor) {
  const trigger = 'contractor_weekly_hours_accounts_changed';
  await db().execute(sql.raw(`alter table contractor_weekly_hours disable trigger ${trigger}`));
  try {
    await db()
      .delete(contractorWeeklyHours)
      .where(eq(contractorWeeklyHours.contractorId, cleaner.id));
  } finally {
    await db().execute(sql.raw(`alter table contractor_weekly_hours enable trigger ${trigger}`));
  }
}

async function quote(details: Record<string, unknown>, code?: string) {
  return schedule(server.app, code ?? (await startBooking(server.app)), details);
}

describe('a window found free', () => {
  it('is quoted again without asking, until a change to the cleaners is announced', async () => {
    const cleaner = await soleCalgaryCleaner();
    const monday = await calgaryMonday('2026-11-23');
    expect((await quote(monday)).body.message).toBe(QUOTED);

    await quietlyClearWeek(cleaner);
    const code = await startBooking(server.app);
    const kept = await quote(monday, code);
    expect(kept.status).toBe(200);
    expect(kept.body.message).toBe(QUOTED);
    expect((await bookingByCode(db(), code)).status).toBe('quoted');

    // The cleaner saves a week without Mondays: announced, so the next quote asks again.
    const saved = await call(
      server.app,
      UPDATE_HOURS,
      {
        aWeek: [2, 3, 4, 5].map((iWeekday) => ({ iWeekday, vFrom: '09:00', vUntil: '17:00' })),
        aDaysOff: [],
        iDailyJobCap: 3,
      },
      { cookie: cleaner.cookie },
    );
    expect(saved.status).toBe(200);
    const refusedCode = await startBooking(server.app);
    const refused = await quote(monday, refusedCode);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(NO_CLEANER);
    expect((await bookingByCode(db(), refusedCode)).status).toBe('draft');
  });

  it('is asked about again after a second, announced or not', async () => {
    const cleaner = await soleCalgaryCleaner();
    const monday = await calgaryMonday('2026-11-30');
    expect((await quote(monday)).body.message).toBe(QUOTED);
    await quietlyClearWeek(cleaner);
    expect((await quote(monday)).status).toBe(200);

    clock.advance(AVAILABILITY_KEPT_MS);
    const code = await startBooking(server.app);
    const refused = await quote(monday, code);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^No cleaner is free in Calgary at that time\./);
    expect((await bookingByCode(db(), code)).status).toBe('draft');
  });

  it('still refuses a booking that is missing or already paid, and writes nothing', async () => {
    await soleCalgaryCleaner();
    const monday = await calgaryMonday('2026-12-07');
    expect((await quote(monday)).body.message).toBe(QUOTED);

    const missing = await quote(monday, 'bk_no_such_booking_0000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Booking not found.');

    const paid = await createBooking(db(), { now: clock(), city: 'Calgary', startsInHours: 200 });
    const before = await bookingByCode(db(), paid.uniqueCode);
    const settled = await quote(monday, paid.uniqueCode);
    expect(settled.status).toBe(409);
    expect(settled.body.message).toBe('This booking can no longer be changed.');
    expect(await bookingByCode(db(), paid.uniqueCode)).toEqual(before);
  });
});

/** A booking of the demo customer added with its announcement switched off: unseen until dropped. */
async function quietlyAddBooking() {
  const trigger = 'bookings_inserted_accounts_changed';
  await db().execute(sql.raw(`alter table bookings disable trigger ${trigger}`));
  try {
    await createBooking(db(), { now: clock(), customerEmail: DEMO_CUSTOMER_EMAIL });
  } finally {
    await db().execute(sql.raw(`alter table bookings enable trigger ${trigger}`));
  }
}

/**
 * The public reads openapi.yaml marks as leaving kept answers alone (decision 067), each with its
 * contract example. A booking's start and quote are marked too; the test above covers them.
 */
function markedPublicReads() {
  return contractOperations().filter(
    (operation) =>
      operation.leavesKeptAnswers &&
      !operation.needsSession &&
      !operation.path.startsWith('/api/cleaning/'),
  );
}

describe('a quote', () => {
  it('leaves the lists this server keeps alone: it writes nothing a list shows', async () => {
    await soleCalgaryCleaner();
    const monday = await calgaryMonday('2026-12-14');
    const { cookie } = await logIn(server.app, DEMO_CUSTOMER_EMAIL);
    const list = async () => (await call(server.app, BOOKINGS, {}, { cookie })).body;
    const first = await list();
    await quietlyAddBooking();
    // A signed-in customer starts another booking and quotes it: a draft and a quote.
    const own = await startBooking(server.app, newContact(), { cookie });
    const quoted = await quote(monday, own);
    expect(quoted.status).toBe(200);
    expect(await list()).toEqual(first);

    // A call that may write anything else drops them: the booking added quietly shows.
    const { total_price } = quoted.body as unknown as { total_price: number };
    const mailed = await call(server.app, BOOK_NOW_EMAIL, { vUniqueCode: own, total_price });
    expect(mailed.status).toBe(200);
    expect(await list()).not.toEqual(first);
  });
});

describe('the public reads the contract marks', () => {
  it('leave the lists this server keeps alone, signed in or not', async () => {
    const reads = markedPublicReads();
    // The catalog, the content pages, the blog, the reviews and the company's settings.
    expect(reads.map(({ path }) => path)).toEqual(
      expect.arrayContaining([CITIES, '/api/blog/get_all_data']),
    );
    expect(reads.length).toBeGreaterThanOrEqual(19);
    const { cookie } = await logIn(server.app, DEMO_CUSTOMER_EMAIL);
    const list = async () => (await call(server.app, BOOKINGS, {}, { cookie })).body;
    const first = await list();
    await quietlyAddBooking();
    // Each read answers its contract example, so each runs its handler, not only a refusal.
    const answers: string[] = [];
    for (const { path, schema } of reads) {
      for (const caller of [{ cookie }, {}]) {
        const answer = await call(server.app, path, schema.example ?? {}, caller);
        answers.push(`${path} ${answer.status}`);
      }
    }
    expect(answers).toEqual(reads.flatMap(({ path }) => [`${path} 200`, `${path} 200`]));
    expect(await list()).toEqual(first);

    // A write between two reads is still seen.
    const address = await call(server.app, ADD_ADDRESS, EDMONTON_ADDRESS, { cookie });
    expect(address.status).toBe(201);
    expect(await list()).not.toEqual(first);
  });
});
