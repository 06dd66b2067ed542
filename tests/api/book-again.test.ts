import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRequestedCleanerLapses } from '#server/bookings/index.ts';
import { cleanersWhoCanTake } from '#server/db/shared-queries/job-takers.ts';
import {
  bookings,
  contractorDaysOff,
  contractors,
  customerCleaners,
  jobAnnouncements,
  notifications,
} from '#server/db/schema.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import { call, manualClock, newActiveCustomer } from '../support/accounts.ts';
import { cityNamed, createBooking, serviceWithSlug } from '../support/bookings.ts';
import { newContractor, type TestContractor } from '../support/contractors.ts';
import { pay } from '../support/payments.ts';
import { bookingByCode, schedule, startBooking } from '../support/same-day.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { clearCityWeeks } from '../support/working-hours.ts';

// Issue 42, decision 120: book again with the same cleaner, favourite and blocked cleaners.

const BOOK_AGAIN = '/api/customer/book_again';
const CLEANERS = '/api/customer/cleaners';
const ADD_FAVOURITE = '/api/customer/cleaners/add_favourite';
const REMOVE = '/api/customer/cleaners/remove';
const REVIEW = '/api/review/add_review';
const JOBS = '/api/contractor/get_contractor_Job';
const ACCEPT = '/api/cleaning/accept_job';

// Monday 23 November 2026, 8:00AM in Edmonton (UTC−6 all year since 2026: decision 137).
const clock = manualClock(new Date('2026-11-23T14:00:00Z'));
const HOUR = 60 * 60 * 1000;

type Customer = Awaited<ReturnType<typeof newActiveCustomer>>;
type Offer = {
  iBookingId: number;
  details: Record<string, unknown> & { accessNotes: Record<string, string>; vExtras: string[] };
  estimated_time: number;
  cleaner: {
    vFirstName: string;
    bFavourite: boolean;
    bBlocked: boolean;
    bBackgroundChecked: boolean;
  } | null;
  freeTimes: { vDate: string; vFrom: string; vUntill: string }[];
};

let server: TestApp;
let priya: TestContractor;
let other: TestContractor;

beforeAll(async () => {
  server = await startTestApp({ clock, payments: testGateway(clock) });
  // Edmonton's seeded cleaners offer no hours: only the two below can take a job.
  await clearCityWeeks(db(), 'Edmonton');
  priya = await newContractor(server.app, db(), { fullName: 'Priya Sharma-Lavoie' });
  other = await newContractor(server.app, db(), { fullName: 'Olivier Roy' });
});
afterAll(() => server.close());

const db = () => server.database.db;

/** A completed booking of the customer's with Priya, three days ago, with access notes. */
async function completedWithPriya(customer: Customer) {
  const booking = await createBooking(db(), {
    status: 'completed',
    customerEmail: customer.email,
    contractorEmail: priya.email,
    startsInHours: -72,
    now: clock(),
  });
  await db()
    .update(bookings)
    .set({ accessEntryCode: 'Buzz 1203', accessPets: 'A calm cat', postalCode: 'T5J 1W4' })
    .where(eq(bookings.id, booking.id));
  return booking;
}

async function offerFor(customer: Customer, bookingId: number) {
  return call<Offer>(
    server.app,
    BOOK_AGAIN,
    { iBookingId: bookingId },
    { cookie: customer.cookie },
  );
}

/** The customer's new booking, started signed in, as the wizard starts it. */
async function newBookingOf(customer: Customer) {
  return startBooking(
    server.app,
    { vFullName: 'Chloé Martin', vEmail: customer.email, vMobile: '6135550110' },
    { cookie: customer.cookie },
  );
}

function quoteBody(offer: Offer, time: Offer['freeTimes'][number], bAnyone: boolean) {
  const { vServiceName, vCity, ...details } = offer.details;
  void vServiceName;
  void vCity;
  return { ...details, ...time, bookAgain: { iBookingId: offer.iBookingId, bAnyone } };
}

async function jobIdsOf(cleaner: TestContractor) {
  const answer = await call<{ iBookingId: number }[]>(
    server.app,
    JOBS,
    {},
    { cookie: cleaner.cookie },
  );
  expect(answer.status).toBe(200);
  return (answer.body.data ?? []).map((job) => job.iBookingId);
}

/**
 * Books again with Priya at her first free time (or the `pick`-th: a job nobody accepted yet
 * counts against the time's free cleaners), and pays: the new booking's row.
 */
async function paidRequest(customer: Customer, bAnyone: boolean, pick = 0) {
  const past = await completedWithPriya(customer);
  const offer = (await offerFor(customer, past.id)).body.data!;
  const code = await newBookingOf(customer);
  const quoted = await schedule(
    server.app,
    code,
    quoteBody(offer, offer.freeTimes[pick]!, bAnyone),
  );
  expect(quoted.status).toBe(200);
  const paid = await pay(server.app, await bookingByCode(db(), code));
  expect(paid.status).toBe(200);
  return bookingByCode(db(), code);
}

describe('/api/customer/book_again', () => {
  it('answers the completed booking’s details, the cleaner’s first name and free times', async () => {
    const customer = await newActiveCustomer(server.app, db());
    const past = await completedWithPriya(customer);
    // Priya holds a job tomorrow from 9:00AM and is off on Wednesday.
    await createBooking(db(), {
      status: 'assigned',
      contractorEmail: priya.email,
      startsInHours: 25,
      now: clock(),
    });
    await db()
      .insert(contractorDaysOff)
      .values({ contractorId: priya.id, firstDay: '2026-11-25', lastDay: '2026-11-25' });

    const { status, body } = await offerFor(customer, past.id);

    expect(status).toBe(200);
    const offer = body.data!;
    expect(offer.details).toMatchObject({
      vResidence: 'House',
      vBedrooms: '2',
      vBathrooms: '1',
      vExtras: ['Inside Oven'],
      vAddress: '10150 Jasper Ave NW',
      vPostalCode: 'T5J 1W4',
      vCity: 'Edmonton',
      accessNotes: { vEntryCode: 'Buzz 1203', vParking: '', vPets: 'A calm cat', tOther: '' },
    });
    // Priya has no check recorded (approved before checks were): not called checked (decision 134).
    expect(offer.cleaner).toEqual({
      vFirstName: 'Priya',
      bFavourite: false,
      bBlocked: false,
      bBackgroundChecked: false,
    });
    expect(JSON.stringify(body)).not.toContain('Sharma');
    // From an hour from now (9:00AM today), on the hour, within the next two weeks.
    expect(offer.freeTimes[0]).toMatchObject({ vDate: '2026-11-23', vFrom: '9:00AM' });
    expect(offer.freeTimes.some((t) => t.vDate === '2026-11-24' && t.vFrom === '9:00AM')).toBe(
      false,
    );
    expect(offer.freeTimes.some((t) => t.vDate === '2026-11-25')).toBe(false);
    expect(offer.freeTimes.every((t) => t.vDate <= '2026-12-07')).toBe(true);
  });

  it('refuses bad input, another customer’s booking, one not completed, a cleaner and anyone signed out', async () => {
    const customer = await newActiveCustomer(server.app, db());
    const stranger = await newActiveCustomer(server.app, db());
    const past = await completedWithPriya(customer);
    const open = await createBooking(db(), { customerEmail: customer.email, now: clock() });

    const bad = await call(
      server.app,
      BOOK_AGAIN,
      { iBookingId: 'x' },
      { cookie: customer.cookie },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
    expect((await offerFor(stranger, past.id)).body).toEqual({
      code: 404,
      message: 'Booking not found.',
    });
    expect((await offerFor(customer, open.id)).body).toEqual({
      code: 409,
      message: 'Only a completed booking can be booked again.',
    });
    const asCleaner = await call(
      server.app,
      BOOK_AGAIN,
      { iBookingId: past.id },
      { cookie: priya.cookie },
    );
    expect(asCleaner.status).toBe(403);
    expect((await call(server.app, BOOK_AGAIN, { iBookingId: past.id })).status).toBe(401);
  });
});

describe('schedule-cleaning with bookAgain', () => {
  it('quotes at today’s prices and records the requested cleaner, offered to her alone', async () => {
    const customer = await newActiveCustomer(server.app, db());
    const booking = await paidRequest(customer, false);

    expect(booking.requestedContractorId).toBe(priya.id);
    expect(booking.requestedAnyone).toBe(false);
    expect(booking.requestedUntil?.getTime()).toBeGreaterThan(clock().getTime());
    expect(await jobIdsOf(priya)).toContain(booking.id);
    expect(await jobIdsOf(other)).not.toContain(booking.id);
    const told = await cleanersWhoCanTake(db(), booking.id, clock());
    expect(told.map((cleaner) => cleaner.id)).toEqual([priya.id]);
    const refused = await call(
      server.app,
      ACCEPT,
      { iBookingId: booking.id },
      { cookie: other.cookie },
    );
    expect(refused.status).toBe(404);
    const accepted = await call(
      server.app,
      ACCEPT,
      { iBookingId: booking.id },
      { cookie: priya.cookie },
    );
    expect(accepted.status).toBe(200);
    expect((await bookingByCode(db(), booking.uniqueCode)).contractorId).toBe(priya.id);
  });

  it('refuses a time the cleaner is not free, naming her, and writes nothing', async () => {
    const customer = await newActiveCustomer(server.app, db());
    const past = await completedWithPriya(customer);
    const offer = (await offerFor(customer, past.id)).body.data!;
    await createBooking(db(), {
      status: 'assigned',
      contractorEmail: priya.email,
      startsInHours: 3 * 24 + 1,
      now: clock(),
    });
    const code = await newBookingOf(customer);
    const busy = { vDate: '2026-11-26', vFrom: '9:00AM', vUntill: '6:00PM' };

    const answer = await schedule(server.app, code, quoteBody(offer, busy, false));

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'Priya is not free then. Please choose one of Priya’s free times, or tick “or anyone available”.',
    );
    const row = await bookingByCode(db(), code);
    expect(row.status).toBe('draft');
    expect(row.requestedContractorId).toBeNull();
    // With "or anyone available" the same time is quoted when another cleaner is free.
    const anyone = await schedule(server.app, code, quoteBody(offer, busy, true));
    expect(anyone.status).toBe(200);
  });

  it('answers 404 for another customer’s booking and 400 for a malformed bookAgain', async () => {
    const customer = await newActiveCustomer(server.app, db());
    const stranger = await newActiveCustomer(server.app, db());
    const past = await completedWithPriya(customer);
    const offer = (await offerFor(customer, past.id)).body.data!;
    const code = await newBookingOf(stranger);

    const theirs = await schedule(server.app, code, quoteBody(offer, offer.freeTimes[0]!, false));
    expect(theirs.body).toEqual({ code: 404, message: 'Booking not found.' });
    const malformed = await schedule(server.app, code, {
      ...quoteBody(offer, offer.freeTimes[0]!, false),
      bookAgain: { iBookingId: past.id },
    });
    expect(malformed.status).toBe(400);
    expect((await bookingByCode(db(), code)).status).toBe('draft');
  });
});

describe('when the requested cleaner does not accept in time', () => {
  it('opens the job to the others when the customer ticked "or anyone available"', async () => {
    const customer = await newActiveCustomer(server.app, db());
    const booking = await paidRequest(customer, true);
    expect(await jobIdsOf(other)).not.toContain(booking.id);

    const report = await runRequestedCleanerLapses({ db: db() }, booking.requestedUntil!);

    expect(report.opened).toContain(booking.id);
    clock.advance(booking.requestedUntil!.getTime() - clock().getTime());
    expect(await jobIdsOf(other)).toContain(booking.id);
    const announced = await db()
      .select()
      .from(jobAnnouncements)
      .where(
        and(
          eq(jobAnnouncements.bookingId, booking.id),
          eq(jobAnnouncements.contractorId, other.id),
        ),
      );
    expect(announced).toHaveLength(1);
  });

  it('tells the customer, and keeps it the cleaner’s, when they did not', async () => {
    const customer = await newActiveCustomer(server.app, db());
    const booking = await paidRequest(customer, false);

    const report = await runRequestedCleanerLapses(
      { db: db() },
      new Date(booking.requestedUntil!.getTime() + HOUR),
    );

    expect(report.told).toEqual([booking.id]);
    const notes = await db()
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.bookingId, booking.id), eq(notifications.recipient, 'Customer')));
    expect(notes.map((note) => note.title)).toContain('Priya has not accepted yet');
    const later = new Date(booking.requestedUntil!.getTime() + HOUR);
    expect((await cleanersWhoCanTake(db(), booking.id, later)).map((c) => c.id)).toEqual([
      priya.id,
    ]);
    // Told once.
    expect((await runRequestedCleanerLapses({ db: db() }, later)).told).toEqual([]);
  });
});

describe("the booking page's line about the requested cleaner (decision 128)", () => {
  async function lineOf(customer: Customer, bookingNo: string) {
    const page = await call<{ requestedCleanerText: string | null }>(
      server.app,
      '/api/customer/booking',
      { vBookingNo: bookingNo },
      { cookie: customer.cookie },
    );
    expect(page.status).toBe(200);
    return page.body.data?.requestedCleanerText;
  }

  it('says the cleaner has it first, then that it opened to everyone, and tells the customer', async () => {
    const customer = await newActiveCustomer(server.app, db());
    const booking = await paidRequest(customer, true, 5);

    expect(await lineOf(customer, booking.bookingNo)).toMatch(
      /^Priya has this booking first, until [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2}[AP]M\. If Priya has not accepted by then, any available cleaner can take it\.$/,
    );
    await runRequestedCleanerLapses({ db: db() }, booking.requestedUntil!);

    expect(await lineOf(customer, booking.bookingNo)).toBe(
      'Priya did not accept in time, so your booking is now open to every available cleaner.',
    );
    const notes = await db()
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.bookingId, booking.id), eq(notifications.recipient, 'Customer')));
    expect(notes.map((note) => note.title)).toContain('Priya did not accept in time');
    // Once a cleaner accepts, the line has done its work.
    clock.advance(booking.requestedUntil!.getTime() - clock().getTime());
    const accepted = await call(
      server.app,
      ACCEPT,
      { iBookingId: booking.id },
      { cookie: other.cookie },
    );
    expect(accepted.status).toBe(200);
    expect(await lineOf(customer, booking.bookingNo)).toBeNull();
  });

  it('says it is offered to the cleaner only, and still is once their time passed', async () => {
    const customer = await newActiveCustomer(server.app, db());
    const booking = await paidRequest(customer, false, 10);

    expect(await lineOf(customer, booking.bookingNo)).toBe(
      'As you asked, this booking is offered to Priya only.',
    );
    await runRequestedCleanerLapses({ db: db() }, booking.requestedUntil!);

    expect(await lineOf(customer, booking.bookingNo)).toBe(
      'Priya has not accepted yet. As you asked, the booking stays offered to Priya only; you can move it to another time or cancel it.',
    );
  });
});

describe('blocked cleaners', () => {
  it('a review of 2 stars blocks the cleaner from the customer’s jobs until unblocked', async () => {
    const customer = await newActiveCustomer(server.app, db());
    const past = await completedWithPriya(customer);
    const review = await call(
      server.app,
      REVIEW,
      {
        iServiceId: past.serviceId,
        iBookingId: past.id,
        iRating: 2,
        tDescription: 'The cleaning was rushed and the bathroom was left half done, sadly for us.',
      },
      { cookie: customer.cookie },
    );
    expect(review.status).toBe(201);
    const open = await createBooking(db(), {
      customerEmail: customer.email,
      startsInHours: 30,
      now: clock(),
    });

    expect(await jobIdsOf(priya)).not.toContain(open.id);
    expect(await jobIdsOf(other)).toContain(open.id);
    expect((await cleanersWhoCanTake(db(), open.id, clock())).map((c) => c.id)).not.toContain(
      priya.id,
    );
    const refused = await call(
      server.app,
      ACCEPT,
      { iBookingId: open.id },
      { cookie: priya.cookie },
    );
    expect(refused.status).toBe(404);
    const listed = await call(server.app, CLEANERS, {}, { cookie: customer.cookie });
    expect(listed.body.data).toEqual([
      {
        iCleanerId: priya.id,
        vFirstName: 'Priya',
        vMark: 'blocked',
        dtAddedDate: expect.any(String),
      },
    ]);
    // Book again offers no time with her, and refuses her without "anyone".
    const offer = (await offerFor(customer, past.id)).body.data!;
    expect(offer.cleaner).toMatchObject({ bBlocked: true });
    expect(offer.freeTimes).toEqual([]);

    const undone = await call(
      server.app,
      REMOVE,
      { iCleanerId: priya.id },
      { cookie: customer.cookie },
    );
    expect(undone.body).toEqual({
      code: 200,
      message: 'Priya can be matched with your bookings again.',
    });
    expect(await jobIdsOf(priya)).toContain(open.id);
  });
});

describe('a blocked cleaner and the quote (decision 128)', () => {
  /** Hours from the test clock (which earlier tests move on) to 9:00AM in Edmonton that day. */
  const hoursUntil = (instant: string) => (Date.parse(instant) - clock().getTime()) / HOUR;

  /** A one-bedroom condo's routine clean (2 hours) in Edmonton on the day, 9:00AM to 11:00AM. */
  async function condoWindow(vDate: string) {
    const city = await cityNamed(db(), 'Edmonton');
    const service = await serviceWithSlug(db(), 'routine-clean');
    return {
      vResidence: 'Apartment or Condo',
      iServiceId: service.id,
      iCityId: city.id,
      vBedrooms: '1',
      vBathrooms: '1',
      vExtras: [],
      vUnit: '',
      vAddress: '10180 103 St NW',
      vPostalCode: 'T5J 0L6',
      vDate,
      vFrom: '9:00AM',
      vUntill: '11:00AM',
    };
  }

  it('never quotes a signed-in customer a time only a cleaner they blocked could take', async () => {
    const customer = await newActiveCustomer(server.app, db());
    const past = await completedWithPriya(customer);
    await db().insert(customerCleaners).values({
      customerId: past.customerId!,
      contractorId: priya.id,
      mark: 'blocked',
      createdAt: clock(),
    });
    // Olivier holds Wednesday 2 December from 9:00AM to 11:00AM: only Priya is free then.
    await createBooking(db(), {
      status: 'assigned',
      contractorEmail: other.email,
      startsInHours: hoursUntil('2026-12-02T15:00:00Z'),
      estimatedMinutes: 120,
      now: clock(),
    });
    const window = await condoWindow('2026-12-02');

    const code = await newBookingOf(customer);
    const refused = await schedule(server.app, code, window, { cookie: customer.cookie });

    expect(refused.status).toBe(400);
    // The next time offered is Olivier's, after his job and his travel time, never one that
    // only Priya could take.
    expect(refused.body.message).toBe(
      'No cleaner is free in Edmonton at that time. Please choose another time: a cleaner is free from 12:00PM that day.',
    );
    expect((await bookingByCode(db(), code)).status).toBe('draft');
    // That later time is quoted to them.
    const later = await schedule(
      server.app,
      code,
      { ...window, vFrom: '12:00PM', vUntill: '2:00PM' },
      { cookie: customer.cookie },
    );
    expect(later.status).toBe(200);

    // A guest, or a customer who blocked nobody, is quoted 9:00AM with Priya free.
    const guest = await startBooking(server.app);
    expect((await schedule(server.app, guest, window)).status).toBe(200);
    const someone = await newActiveCustomer(server.app, db());
    const theirs = await newBookingOf(someone);
    expect((await schedule(server.app, theirs, window, { cookie: someone.cookie })).status).toBe(
      200,
    );
  });

  it('refuses the payment when the only free cleaner was blocked after the quote', async () => {
    const customer = await newActiveCustomer(server.app, db());
    const past = await completedWithPriya(customer);
    await createBooking(db(), {
      status: 'assigned',
      contractorEmail: other.email,
      startsInHours: hoursUntil('2026-12-03T15:00:00Z'),
      estimatedMinutes: 120,
      now: clock(),
    });
    const code = await newBookingOf(customer);
    const quoted = await schedule(server.app, code, await condoWindow('2026-12-03'), {
      cookie: customer.cookie,
    });
    expect(quoted.status).toBe(200);
    await db().insert(customerCleaners).values({
      customerId: past.customerId!,
      contractorId: priya.id,
      mark: 'blocked',
      createdAt: clock(),
    });

    const paid = await pay(server.app, await bookingByCode(db(), code));

    expect(paid.status).toBe(400);
    expect((await bookingByCode(db(), code)).status).toBe('quoted');
  });
});

describe('favourite cleaners', () => {
  async function reviewed(customer: Customer, rating: number) {
    const past = await completedWithPriya(customer);
    const review = await call(
      server.app,
      REVIEW,
      {
        iServiceId: past.serviceId,
        iBookingId: past.id,
        iRating: rating,
        tDescription:
          'Priya was on time, careful with our things, and the whole house shone after.',
      },
      { cookie: customer.cookie },
    );
    expect(review.status).toBe(201);
    return past;
  }

  it('adds the cleaner of a 4- or 5-star review, lists and removes her', async () => {
    const customer = await newActiveCustomer(server.app, db());
    const past = await reviewed(customer, 5);

    const added = await call(
      server.app,
      ADD_FAVOURITE,
      { iBookingId: past.id },
      { cookie: customer.cookie },
    );
    expect(added.body).toEqual({
      code: 200,
      message: 'Priya is now one of your favourite cleaners.',
      data: {
        iCleanerId: priya.id,
        vFirstName: 'Priya',
        vMark: 'favourite',
        dtAddedDate: expect.any(String),
      },
    });
    const again = await call(
      server.app,
      ADD_FAVOURITE,
      { iBookingId: past.id },
      { cookie: customer.cookie },
    );
    expect(again.status).toBe(200);
    const listed = await call<unknown[]>(server.app, CLEANERS, {}, { cookie: customer.cookie });
    expect(listed.body.data).toHaveLength(1);
    expect((await offerFor(customer, past.id)).body.data?.cleaner).toMatchObject({
      bFavourite: true,
    });

    const removed = await call(
      server.app,
      REMOVE,
      { iCleanerId: priya.id },
      { cookie: customer.cookie },
    );
    expect(removed.body).toEqual({
      code: 200,
      message: 'Priya is no longer one of your favourite cleaners.',
    });
    const twice = await call(
      server.app,
      REMOVE,
      { iCleanerId: priya.id },
      { cookie: customer.cookie },
    );
    expect(twice.body).toEqual({ code: 404, message: 'This cleaner is not on your lists.' });
  });

  it('refuses a 3-star review, another customer’s booking, bad input, a cleaner and anyone signed out', async () => {
    const customer = await newActiveCustomer(server.app, db());
    const stranger = await newActiveCustomer(server.app, db());
    const past = await reviewed(customer, 3);

    const meh = await call(
      server.app,
      ADD_FAVOURITE,
      { iBookingId: past.id },
      { cookie: customer.cookie },
    );
    expect(meh.body).toEqual({
      code: 409,
      message: 'You can add a cleaner to your favourites after rating their cleaning 4 or 5 stars.',
    });
    const theirs = await call(
      server.app,
      ADD_FAVOURITE,
      { iBookingId: past.id },
      { cookie: stranger.cookie },
    );
    expect(theirs.body).toEqual({ code: 404, message: 'Booking not found.' });
    const bad = await call(
      server.app,
      ADD_FAVOURITE,
      { iBookingId: -1 },
      { cookie: customer.cookie },
    );
    expect(bad.status).toBe(400);
    const badRemove = await call(
      server.app,
      REMOVE,
      { iCleanerId: 'Priya' },
      { cookie: customer.cookie },
    );
    expect(badRemove.status).toBe(400);
    for (const url of [ADD_FAVOURITE, CLEANERS, REMOVE]) {
      const body = url === REMOVE ? { iCleanerId: priya.id } : { iBookingId: past.id };
      expect(
        (await call(server.app, url, url === CLEANERS ? {} : body, { cookie: priya.cookie }))
          .status,
      ).toBe(403);
      expect((await call(server.app, url, url === CLEANERS ? {} : body)).status).toBe(401);
    }
    const marks = await db()
      .select()
      .from(customerCleaners)
      .where(eq(customerCleaners.customerId, customer.data.iCustomerId ?? -1));
    expect(marks).toEqual([]);
  });
});

describe('the other times of an open booking (decision 128)', () => {
  it('leave out a cleaner the customer blocked', async () => {
    const customer = await newActiveCustomer(server.app, db());
    const past = await completedWithPriya(customer);
    const open = await createBooking(db(), {
      customerEmail: customer.email,
      startsInHours: 200,
      now: clock(),
    });
    const times = async () => {
      const answer = await call<{ aTimes: unknown[] }>(
        server.app,
        '/api/customer/booking/free-times',
        { iBookingId: open.id },
        { cookie: customer.cookie },
      );
      expect(answer.status).toBe(200);
      return answer.body.data!.aTimes;
    };
    // Olivier takes no new jobs for now: Priya is the only free cleaner.
    await db().update(contractors).set({ pausedAt: clock() }).where(eq(contractors.id, other.id));
    try {
      expect((await times()).length).toBeGreaterThan(0);
      await db().insert(customerCleaners).values({
        customerId: past.customerId!,
        contractorId: priya.id,
        mark: 'blocked',
        createdAt: clock(),
      });
      expect(await times()).toEqual([]);
    } finally {
      await db().update(contractors).set({ pausedAt: null }).where(eq(contractors.id, other.id));
    }
  });
});
