import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experienceOptions, notifications } from '#server/db/schema.ts';
import { notify, type NotificationTarget } from '#server/notifications/notify.ts';
import {
  call,
  callMultipart,
  codeFromMail,
  demoContractorEmail,
  logIn,
  manualClock,
  newActiveCustomer,
  pngBytes,
  type CallOptions,
} from '../support/accounts.ts';
import { cityNamed, createBooking } from '../support/bookings.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

type Notification = {
  iNotificationId: number;
  eRecipient: 'Customer' | 'Contractor';
  vTitle: string;
  tMessage: string;
  iBookingId: number | null;
  eViewed: 'Yes' | 'No';
  dtAddedDate: string;
};

type Person = { cookie: string; customerId?: number; contractorId?: number; email: string };

const ALL = '/api/notification/get_all_data';
const DASHBOARD = '/api/notification/get_all_dashboard_notification';
const VIEW = '/api/notification/update_notification_view';

const LOGIN_REQUIRED = 'Please log in to continue.';
const NOT_FOUND = 'Notification not found.';
const UPDATED = 'Notifications updated.';

const clock = manualClock();
let server: TestApp;
let calgaryId: number;
let experienceId: number;

beforeAll(async () => {
  server = await startTestApp({ clock });
  calgaryId = (await cityNamed(server.database.db, 'Calgary')).id;
  const [experience] = await server.database.db
    .select({ id: experienceOptions.id })
    .from(experienceOptions)
    .limit(1);
  experienceId = experience!.id;
});
afterAll(() => server.close());

function post<Data = unknown>(url: string, body: unknown, options: CallOptions = {}) {
  return call<Data>(server.app, url, body, options);
}

async function customer(): Promise<Person> {
  const session = await newActiveCustomer(server.app, server.database.db);
  return { cookie: session.cookie, customerId: session.data.iCustomerId, email: session.email };
}

let applicants = 0;
/** Applies to clean in Calgary with `email` (an existing login proves itself with its password). */
async function applyToClean(email: string, password: string) {
  const answer = await callMultipart(
    server.app,
    '/api/contractor/create',
    {
      vFullName: 'Jordan Singh',
      vEmail: email,
      vMobile: '4035550199',
      iCityId: String(calgaryId),
      iExperienceId: String(experienceId),
      vPassword: password,
      eBackgroundCheck: 'Yes',
    },
    { name: 'me.png', bytes: pngBytes, contentType: 'image/png' },
  );
  if (answer.status !== 200) throw new Error(`application failed: ${answer.body.message}`);
}

/** A person who only cleans (a contractor login, no customer profile). */
async function contractorOnly(): Promise<Person> {
  applicants += 1;
  const email = `cleaner.${Date.now()}.${applicants}@example.ca`;
  await applyToClean(email, 'Bow-River-Morning-31');
  // A new applicant's login works once the e-mailed link is opened (decision 082).
  const code = await codeFromMail(server.database.db, email, '/account-activation');
  await call(server.app, '/api/auth/activate', { vUniqueCode: code });
  const session = await logIn(server.app, email, 'Bow-River-Morning-31');
  return {
    cookie: session.cookie,
    contractorId: session.data.iContractorId,
    email,
  };
}

/** A customer who also applied to clean, on the same login. */
async function customerAndContractor(): Promise<Person> {
  const session = await newActiveCustomer(server.app, server.database.db);
  await applyToClean(session.email, session.password);
  const both = await logIn(server.app, session.email, session.password);
  return {
    cookie: both.cookie,
    customerId: both.data.iCustomerId,
    contractorId: both.data.iContractorId,
    email: session.email,
  };
}

function asCustomer(person: Person): NotificationTarget {
  if (person.customerId === undefined) throw new Error('not a customer');
  return { recipient: 'Customer', customerId: person.customerId };
}

function asContractor(person: Person): NotificationTarget {
  if (person.contractorId === undefined) throw new Error('not a contractor');
  return { recipient: 'Contractor', contractorId: person.contractorId };
}

/** Writes a notification as a booking event would; titles are unique, so it is found by title. */
async function sendTo(target: NotificationTarget, title: string, bookingId: number | null = null) {
  await notify(server.database.db, target, { bookingId, title, message: `About: ${title}` });
  const [row] = await server.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.title, title));
  if (!row) throw new Error(`notification ${title} not written`);
  return row;
}

function rowsWithIds(ids: number[]) {
  return server.database.db
    .select()
    .from(notifications)
    .where(inArray(notifications.id, ids))
    .orderBy(notifications.id);
}

let titles = 0;
function title(label: string) {
  titles += 1;
  return `${label} #${titles}`;
}

describe('/api/notification/get_all_data', () => {
  it("answers the caller's notifications newest first with every field, and nobody else's", async () => {
    const owner = await customer();
    const someoneElse = await customer();
    const cleaner = await contractorOnly();
    const booking = await createBooking(server.database.db, {
      customerEmail: owner.email,
      now: clock(),
    });
    const first = await sendTo(asCustomer(owner), title('Booking confirmed'), booking.id);
    await sendTo(asCustomer(someoneElse), title('Not yours'));
    await sendTo(asContractor(cleaner), title('New job'));
    const second = await sendTo(asCustomer(owner), title('Welcome'));

    const { status, body } = await post<Notification[]>(ALL, {}, { cookie: owner.cookie });

    expect(status).toBe(200);
    expect(body).toEqual({
      code: 200,
      message: 'Success.',
      data: [
        {
          iNotificationId: second.id,
          eRecipient: 'Customer',
          vTitle: second.title,
          tMessage: `About: ${second.title}`,
          iBookingId: null,
          eViewed: 'No',
          dtAddedDate: second.createdAt.toISOString(),
        },
        {
          iNotificationId: first.id,
          eRecipient: 'Customer',
          vTitle: first.title,
          tMessage: `About: ${first.title}`,
          iBookingId: booking.id,
          eViewed: 'No',
          dtAddedDate: first.createdAt.toISOString(),
        },
      ],
    });
  });

  it("shows a cleaner only what was addressed to them, never a customer's notification", async () => {
    const cleaner = await contractorOnly();
    const someCustomer = await customer();
    await sendTo(asCustomer(someCustomer), title('For the customer'));
    const mine = await sendTo(asContractor(cleaner), title('For the cleaner'));

    const { status, body } = await post<Notification[]>(ALL, {}, { cookie: cleaner.cookie });

    expect(status).toBe(200);
    expect(body.data!.map((item) => [item.iNotificationId, item.eRecipient])).toEqual([
      [mine.id, 'Contractor'],
    ]);
  });

  it('shows a person who is both customer and cleaner both feeds, each item with its recipient', async () => {
    const person = await customerAndContractor();
    const asBooker = await sendTo(asCustomer(person), title('Your booking'));
    const asCleaner = await sendTo(asContractor(person), title('Your job'));
    const stranger = await customerAndContractor();
    await sendTo(asCustomer(stranger), title('Stranger booking'));
    await sendTo(asContractor(stranger), title('Stranger job'));

    const { status, body } = await post<Notification[]>(ALL, {}, { cookie: person.cookie });

    expect(status).toBe(200);
    expect(body.data!.map((item) => [item.iNotificationId, item.eRecipient, item.vTitle])).toEqual([
      [asCleaner.id, 'Contractor', asCleaner.title],
      [asBooker.id, 'Customer', asBooker.title],
    ]);
  });

  it('tells the cleaner and the customer, each in their own feed, when a booking is cancelled', async () => {
    const owner = await customer();
    const cleanerEmail = demoContractorEmail('Winnipeg');
    const cleaner = await logIn(server.app, cleanerEmail);
    const booking = await createBooking(server.database.db, {
      status: 'assigned',
      city: 'Winnipeg',
      customerEmail: owner.email,
      contractorEmail: cleanerEmail,
      now: clock(),
    });
    const cancelled = await post(
      '/api/customer/cancel_booking',
      { iBookingId: booking.id },
      { cookie: owner.cookie },
    );
    expect(cancelled.status).toBe(200);

    const customerFeed = await post<Notification[]>(ALL, {}, { cookie: owner.cookie });
    const cleanerFeed = await post<Notification[]>(ALL, {}, { cookie: cleaner.cookie });

    expect(customerFeed.body.data!.map((item) => [item.eRecipient, item.vTitle])).toEqual([
      ['Customer', 'Booking cancelled'],
    ]);
    expect(
      cleanerFeed.body
        .data!.filter((item) => item.iBookingId === booking.id)
        .map((item) => [item.eRecipient, item.vTitle]),
    ).toEqual([['Contractor', 'Job cancelled']]);
  });

  it('answers an empty list to someone without notifications', async () => {
    const owner = await customer();
    const { status, body } = await post(ALL, {}, { cookie: owner.cookie });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, message: 'Success.', data: [] });
  });

  it('answers 400 for an unknown field', async () => {
    const owner = await customer();
    const { status, body } = await post(ALL, { iCustomerId: 1 }, { cookie: owner.cookie });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message: 'Unknown field `iCustomerId`.' });
  });

  it('answers 401 without a session', async () => {
    const { status, body } = await post(ALL, {});
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, message: LOGIN_REQUIRED });
  });
});

describe('/api/notification/get_all_dashboard_notification', () => {
  it('answers the latest 5 unread notifications, newest first', async () => {
    const owner = await customer();
    const sent = [];
    for (let index = 0; index < 7; index += 1) {
      sent.push(await sendTo(asCustomer(owner), title('Update')));
    }
    // The two newest are already read: the five before them are the latest unread.
    await server.database.db
      .update(notifications)
      .set({ viewedAt: clock() })
      .where(inArray(notifications.id, [sent[5]!.id, sent[6]!.id]));

    const { status, body } = await post<Notification[]>(DASHBOARD, {}, { cookie: owner.cookie });

    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data!.map((item) => item.iNotificationId)).toEqual(
      [sent[4]!, sent[3]!, sent[2]!, sent[1]!, sent[0]!].map((row) => row.id),
    );
    expect(body.data!.every((item) => item.eViewed === 'No')).toBe(true);
  });

  it('answers a cleaner who is also a customer unread items of both roles', async () => {
    const person = await customerAndContractor();
    const booking = await sendTo(asCustomer(person), title('Booked'));
    const job = await sendTo(asContractor(person), title('Job'));
    const { body } = await post<Notification[]>(DASHBOARD, {}, { cookie: person.cookie });
    expect(body.data!.map((item) => [item.iNotificationId, item.eRecipient])).toEqual([
      [job.id, 'Contractor'],
      [booking.id, 'Customer'],
    ]);
  });

  it('answers an empty list when everything is read', async () => {
    const owner = await customer();
    await sendTo(asCustomer(owner), title('Read already'));
    await post(VIEW, {}, { cookie: owner.cookie });
    const { status, body } = await post(DASHBOARD, {}, { cookie: owner.cookie });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, message: 'Success.', data: [] });
  });

  it('answers 400 for an unknown field', async () => {
    const owner = await customer();
    const { status, body } = await post(DASHBOARD, { iLimit: 10 }, { cookie: owner.cookie });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message: 'Unknown field `iLimit`.' });
  });

  it('answers 401 without a session', async () => {
    const { status, body } = await post(DASHBOARD, {});
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, message: LOGIN_REQUIRED });
  });
});

describe('/api/notification/update_notification_view', () => {
  it("marks one of the caller's notifications viewed and answers the unread count", async () => {
    const owner = await customer();
    const read = await sendTo(asCustomer(owner), title('Read me'));
    const unread = await sendTo(asCustomer(owner), title('Later'));
    clock.advance(60 * 1000);

    const { status, body } = await post(
      VIEW,
      { iNotificationId: read.id },
      { cookie: owner.cookie },
    );

    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, message: UPDATED, data: { iUnread: 1 } });
    expect(await rowsWithIds([read.id, unread.id])).toEqual([
      { ...read, viewedAt: clock() },
      unread,
    ]);
    const list = await post<Notification[]>(ALL, {}, { cookie: owner.cookie });
    expect(list.body.data!.map((item) => [item.iNotificationId, item.eViewed])).toEqual([
      [unread.id, 'No'],
      [read.id, 'Yes'],
    ]);
  });

  it('keeps the time a notification was first viewed when it is marked again', async () => {
    const owner = await customer();
    const row = await sendTo(asCustomer(owner), title('Seen twice'));
    await post(VIEW, { iNotificationId: row.id }, { cookie: owner.cookie });
    const firstSeen = clock();
    clock.advance(60 * 60 * 1000);

    const { status, body } = await post(
      VIEW,
      { iNotificationId: row.id },
      { cookie: owner.cookie },
    );

    expect(status).toBe(200);
    expect(body.data).toEqual({ iUnread: 0 });
    expect((await rowsWithIds([row.id]))[0]?.viewedAt).toEqual(firstSeen);
  });

  it("marks all of the caller's notifications viewed without an id, and nobody else's", async () => {
    const owner = await customer();
    const someoneElse = await customer();
    const mine = [
      await sendTo(asCustomer(owner), title('One')),
      await sendTo(asCustomer(owner), title('Two')),
      await sendTo(asCustomer(owner), title('Three')),
    ];
    const theirs = await sendTo(asCustomer(someoneElse), title('Theirs'));

    const { status, body } = await post(VIEW, {}, { cookie: owner.cookie });

    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, message: UPDATED, data: { iUnread: 0 } });
    const rows = await rowsWithIds(mine.map((row) => row.id));
    expect(rows.map((row) => row.viewedAt)).toEqual([clock(), clock(), clock()]);
    expect(await rowsWithIds([theirs.id])).toEqual([theirs]);
  });

  it("marks both roles' notifications of a person who is customer and cleaner", async () => {
    const person = await customerAndContractor();
    const asBooker = await sendTo(asCustomer(person), title('Booker'));
    const asCleaner = await sendTo(asContractor(person), title('Cleaner'));
    const before = await post(VIEW, { iNotificationId: asCleaner.id }, { cookie: person.cookie });
    expect(before.body.data).toEqual({ iUnread: 1 });

    const { body } = await post(VIEW, {}, { cookie: person.cookie });

    expect(body.data).toEqual({ iUnread: 0 });
    const rows = await rowsWithIds([asBooker.id, asCleaner.id]);
    expect(rows.every((row) => row.viewedAt !== null)).toBe(true);
  });

  it('answers 404 "Notification not found." for someone else\'s notification and leaves it unread', async () => {
    const owner = await customer();
    const cleaner = await contractorOnly();
    const theirs = await sendTo(asContractor(cleaner), title('Cleaner only'));

    const { status, body } = await post(
      VIEW,
      { iNotificationId: theirs.id },
      { cookie: owner.cookie },
    );

    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: NOT_FOUND });
    expect(await rowsWithIds([theirs.id])).toEqual([theirs]);
  });

  it('answers 404 for a notification that does not exist', async () => {
    const owner = await customer();
    const { status, body } = await post(
      VIEW,
      { iNotificationId: 987_654 },
      { cookie: owner.cookie },
    );
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: NOT_FOUND });
  });

  it.each([
    [{ iNotificationId: 0 }, '`iNotificationId` must be at least 1.'],
    [{ iNotificationId: '7' }, '`iNotificationId` must be an integer.'],
    [{ bAll: true }, 'Unknown field `bAll`.'],
  ])('answers 400 for %j and marks nothing', async (payload, message) => {
    const owner = await customer();
    const row = await sendTo(asCustomer(owner), title('Untouched'));
    const { status, body } = await post(VIEW, payload, { cookie: owner.cookie });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message });
    expect(await rowsWithIds([row.id])).toEqual([row]);
  });

  it('answers 401 without a session and marks nothing', async () => {
    const owner = await customer();
    const row = await sendTo(asCustomer(owner), title('Still unread'));
    const { status, body } = await post(VIEW, {});
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, message: LOGIN_REQUIRED });
    expect(await rowsWithIds([row.id])).toEqual([row]);
  });
});
