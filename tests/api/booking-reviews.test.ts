import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, reviews } from '#server/db/schema.ts';
import {
  call,
  demoContractorEmail,
  logIn,
  manualClock,
  newActiveCustomer,
  type CallOptions,
} from '../support/accounts.ts';
import {
  contractorIdOf,
  createBooking,
  serviceWithSlug,
  type BookingFixture,
} from '../support/bookings.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

type BookingReview = {
  id: number;
  iBookingId: number;
  vBookingNo: string;
  vName: string;
  vContractorName?: string;
  tDescription: string;
  iRating: number;
  vServiceName: string;
  dtAddedDate: string;
};

type Customer = { cookie: string; id: number; email: string };

const ADD = '/api/review/add_review';
const MY_REVIEWS = '/api/customer/get_all_review';
const TESTIMONIALS = '/api/review/get_all_data';
const MY_BOOKINGS = '/api/customer/get_all_data';

const LOGIN_REQUIRED = 'Please log in to continue.';
const ONLY_CUSTOMERS = 'This is only for customers.';
const REVIEW_ADDED = 'Review Added Successfully.';
const TOO_SHORT = 'Review must be at least 50 characters long.';
const RATING_REQUIRED = 'Rating is required.';
const FIELD_REQUIRED = 'This field is required.';
const NOT_FOUND = 'Booking not found.';
const NOT_COMPLETED = 'You can review a booking once it is completed.';
const ALREADY_REVIEWED = 'You have already reviewed this booking.';
const EDMONTON_CLEANER = demoContractorEmail('Edmonton');
const CALGARY_CLEANER = demoContractorEmail('Calgary');

const clock = manualClock();
let server: TestApp;
let contractorCookie: string;
let deepCleaningId: number;
let routineCleanId: number;

beforeAll(async () => {
  server = await startTestApp({ clock });
  contractorCookie = (await logIn(server.app, EDMONTON_CLEANER)).cookie;
  deepCleaningId = (await serviceWithSlug(server.database.db, 'deep-cleaning')).id;
  routineCleanId = (await serviceWithSlug(server.database.db, 'routine-clean')).id;
});
afterAll(() => server.close());

function post<Data = unknown>(url: string, body: unknown, options: CallOptions = {}) {
  return call<Data>(server.app, url, body, options);
}

async function customer(): Promise<Customer> {
  const session = await newActiveCustomer(server.app, server.database.db);
  const id = session.data.iCustomerId;
  if (id === undefined) throw new Error('the new customer has no customer id');
  return { cookie: session.cookie, id, email: session.email };
}

let slot = 0;
/** A completed booking of `owner`, cleaned by Edmonton's demo cleaner unless told otherwise. */
function completedBooking(owner: Customer, fixture: BookingFixture = {}) {
  slot += 1;
  return createBooking(server.database.db, {
    status: 'completed',
    customerEmail: owner.email,
    contractorEmail: EDMONTON_CLEANER,
    now: clock(),
    startsInHours: -200 + slot * 6,
    ...fixture,
  });
}

let texts = 0;
/** A review text of at least 50 characters, new each time (the same author may not repeat one). */
function reviewText(): string {
  texts += 1;
  return `Visit ${texts}: the kitchen was spotless, the grout scrubbed and the floors gleaming.`;
}

function reviewFor(booking: { id: number; serviceId: number | null }, changes = {}) {
  return {
    iServiceId: booking.serviceId,
    iBookingId: booking.id,
    iRating: 5,
    tDescription: reviewText(),
    ...changes,
  };
}

async function reviewRowsOf(bookingId: number) {
  return server.database.db.select().from(reviews).where(eq(reviews.bookingId, bookingId));
}

async function reviewCount() {
  const rows = await server.database.db.select({ n: count() }).from(reviews);
  return rows[0]?.n ?? 0;
}

function notificationsAbout(bookingId: number) {
  return server.database.db
    .select({
      recipient: notifications.recipient,
      contractorId: notifications.contractorId,
      customerId: notifications.customerId,
      title: notifications.title,
      message: notifications.message,
    })
    .from(notifications)
    .where(eq(notifications.bookingId, bookingId));
}

describe('/api/review/add_review', () => {
  it('adds the review of a completed booking, answers 201 and tells the cleaner', async () => {
    const owner = await customer();
    const booking = await completedBooking(owner);
    const text =
      'Marie left the kitchen spotless, even the inside of the oven, and finished early.';

    const { status, body } = await post<BookingReview>(
      ADD,
      {
        iCustomerId: owner.id,
        iServiceId: deepCleaningId,
        iBookingId: booking.id,
        vRole: 'Customer',
        eType: 'Customer',
        iRating: 4,
        tDescription: `  ${text}\n`,
      },
      { cookie: owner.cookie },
    );

    expect(status).toBe(201);
    expect(body).toEqual({
      code: 201,
      message: REVIEW_ADDED,
      data: {
        id: expect.any(Number),
        iBookingId: booking.id,
        vBookingNo: booking.bookingNo,
        vName: 'Chloé Martin',
        vContractorName: 'Marie Leblanc',
        tDescription: text,
        iRating: 4,
        vServiceName: 'Deep Cleaning',
        dtAddedDate: clock().toISOString(),
      },
    });
    expect(await reviewRowsOf(booking.id)).toEqual([
      {
        id: body.data!.id,
        audience: 'Customer',
        authorName: 'Chloé Martin',
        city: 'Edmonton',
        body: text,
        rating: 4,
        customerId: owner.id,
        serviceId: deepCleaningId,
        bookingId: booking.id,
        contractorId: await contractorIdOf(server.database.db, EDMONTON_CLEANER),
        createdAt: clock(),
        // Published: an operator has not hidden it (decision 049).
        hiddenAt: null,
        moderationReason: '',
      },
    ]);
    expect(await notificationsAbout(booking.id)).toEqual([
      {
        recipient: 'Contractor',
        contractorId: await contractorIdOf(server.database.db, EDMONTON_CLEANER),
        customerId: null,
        title: 'New review: 4 stars',
        message: `Chloé Martin rated job ${booking.bookingNo} 4 stars out of 5.`,
      },
    ]);
  });

  it("shows the new review among the customer's reviews, the site's testimonials and as reviewed on the booking", async () => {
    const owner = await customer();
    const booking = await completedBooking(owner);
    const added = await post<BookingReview>(ADD, reviewFor(booking, { iRating: 3 }), {
      cookie: owner.cookie,
    });
    expect(added.status).toBe(201);

    const mine = await post<BookingReview[]>(MY_REVIEWS, {}, { cookie: owner.cookie });
    expect(mine.body.data).toEqual([added.body.data]);

    // Published at once, under the first name and initial only (DESIGN.md, Privacy).
    const testimonials = await post<{ id: number }[]>(TESTIMONIALS, { eType: 'Customer' });
    expect(testimonials.body.data).toContainEqual({
      id: added.body.data!.id,
      vName: 'Chloé M.',
      tDescription: added.body.data!.tDescription,
      iRating: 3,
      vCity: 'Edmonton',
      dtAddedDate: clock().toISOString(),
    });
    expect(JSON.stringify(testimonials.body)).not.toContain('Chloé Martin');
    const edmonton = await post<{ id: number }[]>(TESTIMONIALS, {
      eType: 'Customer',
      vCity: 'Edmonton',
    });
    expect(edmonton.body.data?.map((review) => review.id)).toContain(added.body.data!.id);
    const calgary = await post<{ id: number }[]>(TESTIMONIALS, {
      eType: 'Customer',
      vCity: 'Calgary',
    });
    expect(calgary.body.data?.map((review) => review.id)).not.toContain(added.body.data!.id);

    const bookingsList = await post<{ iBookingId: number; bReviewed: boolean }[]>(
      MY_BOOKINGS,
      {},
      { cookie: owner.cookie },
    );
    expect(bookingsList.body.data).toEqual([
      expect.objectContaining({ iBookingId: booking.id, bReviewed: true }),
    ]);
  });

  it('says "1 star" to the cleaner for a one-star review', async () => {
    const owner = await customer();
    const booking = await completedBooking(owner);
    const { status } = await post(ADD, reviewFor(booking, { iRating: 1 }), {
      cookie: owner.cookie,
    });
    expect(status).toBe(201);
    expect(await notificationsAbout(booking.id)).toEqual([
      expect.objectContaining({
        title: 'New review: 1 star',
        message: `Chloé Martin rated job ${booking.bookingNo} 1 star out of 5.`,
      }),
    ]);
  });

  it('refuses a second review of the same booking with 409 and keeps the first', async () => {
    const owner = await customer();
    const booking = await completedBooking(owner);
    const first = await post(ADD, reviewFor(booking), { cookie: owner.cookie });
    expect(first.status).toBe(201);
    const before = await reviewRowsOf(booking.id);

    const { status, body } = await post(ADD, reviewFor(booking, { iRating: 1 }), {
      cookie: owner.cookie,
    });

    expect(status).toBe(409);
    expect(body).toEqual({ code: 409, message: ALREADY_REVIEWED });
    expect(await reviewRowsOf(booking.id)).toEqual(before);
    expect(await notificationsAbout(booking.id)).toHaveLength(1);
  });

  it.each(['authorized', 'assigned', 'inProgress', 'cancelled'] as const)(
    'refuses a booking that is %s with 409 "You can review a booking once it is completed."',
    async (status) => {
      const owner = await customer();
      const booking = await completedBooking(owner, {
        status,
        contractorEmail:
          status === 'authorized' || status === 'cancelled' ? undefined : CALGARY_CLEANER,
        city: 'Calgary',
      });
      const answer = await post(ADD, reviewFor(booking), { cookie: owner.cookie });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ code: 409, message: NOT_COMPLETED });
      expect(await reviewRowsOf(booking.id)).toEqual([]);
      expect(await notificationsAbout(booking.id)).toEqual([]);
    },
  );

  it('refuses a service that is not the booking\'s with 400 "This review does not match the booking."', async () => {
    const owner = await customer();
    const booking = await completedBooking(owner);
    const { status, body } = await post(ADD, reviewFor(booking, { iServiceId: routineCleanId }), {
      cookie: owner.cookie,
    });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message: 'This review does not match the booking.' });
    expect(await reviewRowsOf(booking.id)).toEqual([]);
  });

  it('answers 404 "Booking not found." for another customer\'s completed booking and writes nothing', async () => {
    const owner = await customer();
    const someoneElse = await customer();
    const booking = await completedBooking(someoneElse);
    const { status, body } = await post(ADD, reviewFor(booking), { cookie: owner.cookie });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: NOT_FOUND });
    expect(await reviewRowsOf(booking.id)).toEqual([]);
    expect(await notificationsAbout(booking.id)).toEqual([]);
  });

  it('answers 404 for a booking that does not exist', async () => {
    const owner = await customer();
    const before = await reviewCount();
    const { status, body } = await post(
      ADD,
      reviewFor({ id: 987_654, serviceId: deepCleaningId }),
      { cookie: owner.cookie },
    );
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: NOT_FOUND });
    expect(await reviewCount()).toBe(before);
  });

  it('refuses another customer\'s iCustomerId with 403 "You can only review your own bookings."', async () => {
    const owner = await customer();
    const someoneElse = await customer();
    const booking = await completedBooking(owner);
    const { status, body } = await post(ADD, reviewFor(booking, { iCustomerId: someoneElse.id }), {
      cookie: owner.cookie,
    });
    expect(status).toBe(403);
    expect(body).toEqual({ code: 403, message: 'You can only review your own bookings.' });
    expect(await reviewRowsOf(booking.id)).toEqual([]);
  });

  it('refuses 49 characters with "Review must be at least 50 characters long." and accepts 50', async () => {
    const owner = await customer();
    const booking = await completedBooking(owner);
    const fortyNine = 'The cleaner was on time and did a very good job!!';
    expect(fortyNine).toHaveLength(49);

    const short = await post(ADD, reviewFor(booking, { tDescription: `   ${fortyNine}   ` }), {
      cookie: owner.cookie,
    });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ code: 400, message: TOO_SHORT });
    expect(await reviewRowsOf(booking.id)).toEqual([]);

    const fifty = await post<BookingReview>(
      ADD,
      reviewFor(booking, { tDescription: `${fortyNine}!` }),
      { cookie: owner.cookie },
    );
    expect(fifty.status).toBe(201);
    expect(fifty.body.data!.tDescription).toBe(`${fortyNine}!`);
  });

  it('counts characters, not UTF-16 units: 25 emoji are too short', async () => {
    const owner = await customer();
    const booking = await completedBooking(owner);
    const emoji = '🧽'.repeat(25);
    expect(emoji).toHaveLength(50);
    const { status, body } = await post(ADD, reviewFor(booking, { tDescription: emoji }), {
      cookie: owner.cookie,
    });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message: TOO_SHORT });
  });

  it.each([
    ['a rating of 0', { iRating: 0 }, RATING_REQUIRED],
    ['a rating of 6', { iRating: 6 }, RATING_REQUIRED],
    ['no rating', { iRating: undefined }, RATING_REQUIRED],
    ['a rating of 4.5', { iRating: 4.5 }, RATING_REQUIRED],
    ['no text', { tDescription: undefined }, FIELD_REQUIRED],
    ['an empty text', { tDescription: '' }, FIELD_REQUIRED],
    ['a text of spaces', { tDescription: '   \n ' }, FIELD_REQUIRED],
    ['251 characters', { tDescription: 'a'.repeat(251) }, 'Review cannot exceed 250 characters.'],
    ['no booking', { iBookingId: undefined }, '`iBookingId` is required.'],
    ['no service', { iServiceId: undefined }, '`iServiceId` is required.'],
    ['another role', { vRole: 'Contractor' }, '`vRole` must be one of: Customer.'],
    ['an unknown field', { vName: 'Someone' }, 'Unknown field `vName`.'],
  ])('answers 400 for %s and writes nothing', async (_case, changes, message) => {
    const owner = await customer();
    const booking = await completedBooking(owner);
    const { status, body } = await post(ADD, reviewFor(booking, changes), {
      cookie: owner.cookie,
    });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message });
    expect(await reviewRowsOf(booking.id)).toEqual([]);
  });

  it('accepts the same words from the same customer for a second booking', async () => {
    const owner = await customer();
    const first = await completedBooking(owner);
    const second = await completedBooking(owner);
    const text = reviewText();
    expect(
      (await post(ADD, reviewFor(first, { tDescription: text }), { cookie: owner.cookie })).status,
    ).toBe(201);

    const { status } = await post(ADD, reviewFor(second, { tDescription: text }), {
      cookie: owner.cookie,
    });

    expect(status).toBe(201);
    expect(await reviewRowsOf(second.id)).toHaveLength(1);
  });

  it('answers 401 without a session and writes nothing', async () => {
    const owner = await customer();
    const booking = await completedBooking(owner);
    const { status, body } = await post(ADD, reviewFor(booking));
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, message: LOGIN_REQUIRED });
    expect(await reviewRowsOf(booking.id)).toEqual([]);
  });

  it('refuses the cleaner of the booking with 403 "This is only for customers."', async () => {
    const owner = await customer();
    const booking = await completedBooking(owner);
    const { status, body } = await post(ADD, reviewFor(booking), { cookie: contractorCookie });
    expect(status).toBe(403);
    expect(body).toEqual({ code: 403, message: ONLY_CUSTOMERS });
    expect(await reviewRowsOf(booking.id)).toEqual([]);
  });
});

describe('/api/customer/get_all_review', () => {
  it("answers the reviews the caller wrote, newest first, without anyone else's", async () => {
    const owner = await customer();
    const someoneElse = await customer();
    const older = await completedBooking(owner, { serviceSlug: 'routine-clean' });
    const newer = await completedBooking(owner, {
      city: 'Calgary',
      contractorEmail: CALGARY_CLEANER,
    });
    const theirs = await completedBooking(someoneElse);

    const olderText = reviewText();
    await post(ADD, reviewFor(older, { iRating: 2, tDescription: olderText }), {
      cookie: owner.cookie,
    });
    const olderAt = clock().toISOString();
    clock.advance(60 * 60 * 1000);
    const newerText = reviewText();
    await post(ADD, reviewFor(newer, { tDescription: newerText }), { cookie: owner.cookie });
    const newerAt = clock().toISOString();
    clock.advance(60 * 60 * 1000);
    await post(ADD, reviewFor(theirs), { cookie: someoneElse.cookie });

    const { status, body } = await post<BookingReview[]>(MY_REVIEWS, {}, { cookie: owner.cookie });

    expect(status).toBe(200);
    expect(body).toEqual({
      code: 200,
      message: 'Success.',
      data: [
        {
          id: expect.any(Number),
          iBookingId: newer.id,
          vBookingNo: newer.bookingNo,
          vName: 'Chloé Martin',
          vContractorName: 'Jordan Singh',
          tDescription: newerText,
          iRating: 5,
          vServiceName: 'Deep Cleaning',
          dtAddedDate: newerAt,
        },
        {
          id: expect.any(Number),
          iBookingId: older.id,
          vBookingNo: older.bookingNo,
          vName: 'Chloé Martin',
          vContractorName: 'Marie Leblanc',
          tDescription: olderText,
          iRating: 2,
          vServiceName: 'Routine Clean',
          dtAddedDate: olderAt,
        },
      ],
    });
  });

  it('answers an empty list to a customer who has written no review', async () => {
    const owner = await customer();
    await completedBooking(owner);
    const { status, body } = await post(MY_REVIEWS, {}, { cookie: owner.cookie });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, message: 'Success.', data: [] });
  });

  it('answers 400 for an unknown field', async () => {
    const owner = await customer();
    const { status, body } = await post(MY_REVIEWS, { iCustomerId: 1 }, { cookie: owner.cookie });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message: 'Unknown field `iCustomerId`.' });
  });

  it('answers 401 without a session', async () => {
    const { status, body } = await post(MY_REVIEWS, {});
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, message: LOGIN_REQUIRED });
  });

  it('refuses a contractor with 403 "This is only for customers."', async () => {
    const { status, body } = await post(MY_REVIEWS, {}, { cookie: contractorCookie });
    expect(status).toBe(403);
    expect(body).toEqual({ code: 403, message: ONLY_CUSTOMERS });
  });
});

// PGlite runs one transaction at a time, so only a real PostgreSQL can show a race.
describe.runIf(process.env.TEST_DATABASE_URL)('reviewing at once on PostgreSQL', () => {
  it('of 5 reviews of one booking sent at once, one is added and 4 get 409', async () => {
    const owner = await customer();
    const booking = await completedBooking(owner);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(ADD, reviewFor(booking), { cookie: owner.cookie })),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect(answer.body).toEqual({ code: 409, message: ALREADY_REVIEWED });
    }
    expect(await reviewRowsOf(booking.id)).toHaveLength(1);
    expect(await notificationsAbout(booking.id)).toHaveLength(1);
  });
});
