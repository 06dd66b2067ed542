import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '#server/db/schema.ts';
import {
  call,
  DEMO_CUSTOMER_EMAIL,
  logIn,
  manualClock,
  newActiveCustomer,
  type Answer,
} from '../support/accounts.ts';
import {
  contractorIdOf,
  createBooking,
  customerIdOf,
  type BookingFixture,
} from '../support/bookings.ts';
import { newContractor, type TestContractor } from '../support/contractors.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

type Item = { iBookingId: number; eStatus: string };
type ListAnswer = Answer<Item[]> & { body: { vNextCursor?: string | null } };

const JOBS = '/api/contractor/get_contractor_Job';
const BOOKINGS = '/api/customer/get_all_data';

const BAD_CURSOR = 'This list cannot continue from there. Please load it again.';
const BAD_LIMIT = 'Please ask for between 1 and 50 items a page.';
const ONLY_PAST_JOBS_PAGED =
  'Only completed and cancelled jobs come a page at a time: send vCursor and iLimit without eStatus, or with Completed or Cancelled.';

// 15:00 UTC on 22 November 2026: 8:00AM in Edmonton.
const clock = manualClock(new Date('2026-11-22T15:00:00Z'));

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ clock });
});
afterAll(() => server.close());

function list(url: string, body: unknown, cookie?: string) {
  return call<Item[]>(server.app, url, body, { cookie }) as Promise<ListAnswer>;
}

function booking(fixture: BookingFixture) {
  return createBooking(server.database.db, { now: clock(), ...fixture });
}

/** Moves a booking's start by microseconds: two items a JavaScript Date could not tell apart. */
async function nudge(id: number, microseconds: number) {
  await server.database.db
    .update(bookings)
    .set({ startsAt: sql`${bookings.startsAt} + make_interval(secs => ${microseconds / 1e6})` })
    .where(eq(bookings.id, id));
}

/** Every page from the first, following vNextCursor; the ids of each page. */
async function walk(url: string, body: Record<string, unknown>, cookie: string) {
  const pages: number[][] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 50; page += 1) {
    const answer = await list(url, cursor ? { ...body, vCursor: cursor } : body, cookie);
    expect(answer.status).toBe(200);
    pages.push((answer.body.data ?? []).map((item) => item.iBookingId));
    if (!answer.body.vNextCursor) return pages;
    cursor = answer.body.vNextCursor;
  }
  throw new Error('the list never ended');
}

/**
 * A cleaner with 23 past jobs, five of them starting at the same instant and two a microsecond
 * apart, two jobs to do, and one open job in their city.
 */
async function cleanerWithHistory(city: string) {
  const cleaner = await newContractor(server.app, server.database.db, { city });
  const mine = { contractorEmail: cleaner.email, city };
  const past: number[] = [];
  for (let index = 0; index < 18; index += 1) {
    const status = index % 4 === 3 ? 'cancelled' : 'completed';
    past.push((await booking({ ...mine, status, startsInHours: -24 * (index + 1) })).id);
  }
  for (let index = 0; index < 5; index += 1) {
    past.push((await booking({ ...mine, status: 'completed', startsInHours: -24 * 30 })).id);
  }
  await nudge(past[19] ?? 0, 1);
  const toDo = [
    (await booking({ ...mine, status: 'assigned', startsInHours: 30 })).id,
    (await booking({ ...mine, status: 'inProgress', startsInHours: -1 })).id,
  ];
  const open = (await booking({ city, startsInHours: 50 })).id;
  const cleanerId = await contractorIdOf(server.database.db, cleaner.email);
  return { cleaner, cleanerId, past, toDo, open };
}

async function pastJobOrder(contractorId: number, statuses: ('completed' | 'cancelled')[]) {
  const rows = await server.database.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.contractorId, contractorId), inArray(bookings.status, statuses)))
    .orderBy(desc(bookings.startsAt), desc(bookings.id));
  return rows.map((row) => row.id);
}

describe(`${JOBS}: past jobs a page at a time`, () => {
  let history: Awaited<ReturnType<typeof cleanerWithHistory>>;
  beforeAll(async () => {
    history = await cleanerWithHistory('Winnipeg');
  });

  it('answers the open job and the jobs to do, then the 10 newest past jobs and a cursor', async () => {
    const answer = await list(JOBS, {}, history.cleaner.cookie);

    expect(answer.status).toBe(200);
    const ids = (answer.body.data ?? []).map((job) => job.iBookingId);
    const newest = (await pastJobOrder(history.cleanerId, ['completed', 'cancelled'])).slice(0, 10);
    expect(ids).toEqual([history.open, history.toDo[0], history.toDo[1], ...newest]);
    expect(answer.body.vNextCursor).toEqual(expect.any(String));
  });

  it('walks every past job once, newest first, even those sharing a start time', async () => {
    const pages = await walk(JOBS, { iLimit: 4 }, history.cleaner.cookie);

    const expected = await pastJobOrder(history.cleanerId, ['completed', 'cancelled']);
    expect(expected).toHaveLength(23);
    // The first page also holds the open job and the jobs to do; the later ones only past jobs.
    const first = pages[0] ?? [];
    expect(first.slice(0, 3)).toEqual([history.open, history.toDo[0], history.toDo[1]]);
    const walked = [...first.slice(3), ...pages.slice(1).flat()];
    expect(walked).toEqual(expected);
    expect(new Set(walked).size).toBe(walked.length);
    expect(pages.slice(1).every((page) => page.length <= 4)).toBe(true);
    expect(pages).toHaveLength(6);
  });

  it('pages the completed jobs alone when asked for Completed', async () => {
    const pages = await walk(JOBS, { eStatus: 'Completed', iLimit: 5 }, history.cleaner.cookie);

    expect(pages.flat()).toEqual(await pastJobOrder(history.cleanerId, ['completed']));
    expect(pages.map((page) => page.length)).toEqual([5, 5, 5, 4]);
  });

  it('pages the cancelled jobs alone when asked for Cancelled', async () => {
    const pages = await walk(JOBS, { eStatus: 'Cancelled', iLimit: 2 }, history.cleaner.cookie);

    expect(pages.flat()).toEqual(await pastJobOrder(history.cleanerId, ['cancelled']));
  });

  it('answers the last page with no cursor', async () => {
    const answer = await list(JOBS, { eStatus: 'Cancelled', iLimit: 50 }, history.cleaner.cookie);

    expect(answer.body.data).toHaveLength(4);
    expect(answer.body.vNextCursor).toBeNull();
  });

  it('refuses a cursor that is not one of ours with 400 and a sentence', async () => {
    const forged = Buffer.from('2026-02-31T10:00:00.000000Z|5').toString('base64url');
    const notAnInstant = Buffer.from("'; drop table bookings; --|5").toString('base64url');
    for (const vCursor of ['not a cursor', 'abc', forged, notAnInstant, 'x'.repeat(101)]) {
      const answer = await list(JOBS, { vCursor }, history.cleaner.cookie);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, message: BAD_CURSOR });
    }
  });

  it('refuses a page size outside 1 to 50 with 400', async () => {
    for (const iLimit of [0, 51, -3, 2.5, 'ten']) {
      const answer = await list(JOBS, { iLimit }, history.cleaner.cookie);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, message: BAD_LIMIT });
    }
  });

  it('refuses paging of the open jobs and the jobs to do with 400', async () => {
    const first = await list(JOBS, { iLimit: 2 }, history.cleaner.cookie);
    for (const eStatus of ['Open', 'Assigned', 'InProgress']) {
      for (const paging of [{ iLimit: 5 }, { vCursor: first.body.vNextCursor }]) {
        const answer = await list(JOBS, { eStatus, ...paging }, history.cleaner.cookie);
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ code: 400, message: ONLY_PAST_JOBS_PAGED });
      }
    }
  });

  it("shows another cleaner nothing of the first one's jobs through their cursor", async () => {
    const other: TestContractor = await newContractor(server.app, server.database.db, {
      city: 'Winnipeg',
    });
    const otherPast = await booking({
      contractorEmail: other.email,
      city: 'Winnipeg',
      status: 'completed',
      startsInHours: -24 * 40,
    });
    const first = await list(JOBS, { iLimit: 3 }, history.cleaner.cookie);

    const answer = await list(JOBS, { vCursor: first.body.vNextCursor }, other.cookie);

    expect(answer.status).toBe(200);
    expect((answer.body.data ?? []).map((job) => job.iBookingId)).toEqual([otherPast.id]);
    expect(answer.body.vNextCursor).toBeNull();
  });

  it('answers 401 without a session and 403 to a customer, cursor or not', async () => {
    const first = await list(JOBS, { iLimit: 3 }, history.cleaner.cookie);
    const customer = await logIn(server.app, DEMO_CUSTOMER_EMAIL);

    const anonymous = await list(JOBS, { vCursor: first.body.vNextCursor });
    const notACleaner = await list(JOBS, { vCursor: first.body.vNextCursor }, customer.cookie);

    expect(anonymous.status).toBe(401);
    expect(notACleaner.status).toBe(403);
    expect(notACleaner.body).toEqual({ code: 403, message: 'This is only for contractors.' });
  });
});

describe(`${BOOKINGS}: past bookings a page at a time`, () => {
  type Customer = { cookie: string; email: string; id: number };
  async function customerWithHistory(): Promise<Customer & { upcoming: number[] }> {
    const session = await newActiveCustomer(server.app, server.database.db);
    const owner = { customerEmail: session.email, city: 'Toronto' };
    for (let index = 0; index < 13; index += 1) {
      const status = index % 3 === 2 ? 'cancelled' : 'completed';
      // Four of them on one morning, as a landlord booking a whole building might.
      await booking({ ...owner, status, startsInHours: -24 * (index < 4 ? 20 : index + 1) });
    }
    // Started and left unpaid: never shown, on no page.
    await booking({ ...owner, status: 'cancelled', paymentStatus: 'none', startsInHours: -20 });
    const later = await booking({ ...owner, status: 'authorized', startsInHours: 90 });
    const sooner = await booking({ ...owner, status: 'authorized', startsInHours: 40 });
    const id = await customerIdOf(server.database.db, session.email);
    return { cookie: session.cookie, email: session.email, id, upcoming: [sooner.id, later.id] };
  }

  async function pastBookingOrder(customerId: number) {
    const rows = await server.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.customerId, customerId),
          inArray(bookings.status, ['completed', 'cancelled']),
          ne(bookings.paymentStatus, 'none'),
        ),
      )
      .orderBy(desc(bookings.startsAt), desc(bookings.id));
    return rows.map((row) => row.id);
  }

  it('answers the upcoming bookings soonest first, then the 10 newest past ones and a cursor', async () => {
    const owner = await customerWithHistory();

    const answer = await list(BOOKINGS, {}, owner.cookie);

    expect(answer.status).toBe(200);
    const newest = (await pastBookingOrder(owner.id)).slice(0, 10);
    expect((answer.body.data ?? []).map((job) => job.iBookingId)).toEqual([
      ...owner.upcoming,
      ...newest,
    ]);
    expect(answer.body.vNextCursor).toEqual(expect.any(String));
  });

  it('walks every past booking once, newest first, even those sharing a start time', async () => {
    const owner = await customerWithHistory();

    const pages = await walk(BOOKINGS, { iLimit: 3 }, owner.cookie);

    const expected = await pastBookingOrder(owner.id);
    expect(expected).toHaveLength(13);
    expect(pages[0]?.slice(0, 2)).toEqual(owner.upcoming);
    const walked = [...(pages[0] ?? []).slice(2), ...pages.slice(1).flat()];
    expect(walked).toEqual(expected);
    expect(new Set(walked).size).toBe(13);
  });

  it('refuses a bad cursor or page size with 400', async () => {
    const owner = await customerWithHistory();

    const badCursor = await list(BOOKINGS, { vCursor: '%%%' }, owner.cookie);
    const badLimit = await list(BOOKINGS, { iLimit: 500 }, owner.cookie);

    expect(badCursor.status).toBe(400);
    expect(badCursor.body).toEqual({ code: 400, message: BAD_CURSOR });
    expect(badLimit.status).toBe(400);
    expect(badLimit.body).toEqual({ code: 400, message: BAD_LIMIT });
  });

  it("shows another customer nothing of the first one's bookings through their cursor", async () => {
    const owner = await customerWithHistory();
    const first = await list(BOOKINGS, { iLimit: 2 }, owner.cookie);
    const stranger = await newActiveCustomer(server.app, server.database.db);

    const answer = await list(BOOKINGS, { vCursor: first.body.vNextCursor }, stranger.cookie);

    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([]);
    expect(answer.body.vNextCursor).toBeNull();
  });

  it('answers 401 without a session and 403 to a cleaner, cursor or not', async () => {
    const owner = await customerWithHistory();
    const first = await list(BOOKINGS, { iLimit: 2 }, owner.cookie);
    const cleaner = await newContractor(server.app, server.database.db, { city: 'Toronto' });

    const anonymous = await list(BOOKINGS, { vCursor: first.body.vNextCursor });
    const notACustomer = await list(BOOKINGS, { vCursor: first.body.vNextCursor }, cleaner.cookie);

    expect(anonymous.status).toBe(401);
    expect(notACustomer.status).toBe(403);
    expect(notACustomer.body).toEqual({ code: 403, message: 'This is only for customers.' });
  });
});
