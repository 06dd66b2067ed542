import { count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, customerAddresses, notifications, outbox } from '#server/db/schema.ts';
import { DIGEST_WAIT_MS, sendJobDigests } from '#server/jobs/job-digest.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import {
  ACCESS_NOTE_LIMITS,
  accessNoteMessages,
  NO_ACCESS_NOTES,
  type AccessNotes,
} from '#shared/access-notes.ts';
import {
  call,
  DEMO_CUSTOMER_EMAIL,
  logIn,
  manualClock,
  newActiveCustomer,
  type Answer,
} from '../support/accounts.ts';
import { EDMONTON_ADDRESS } from '../support/addresses.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor, type TestContractor } from '../support/contractors.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { pay } from '../support/payments.ts';
import {
  bookingByCode,
  edmontonDeepClean,
  newContact,
  schedule,
  startBooking,
} from '../support/same-day.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { clearCityWeeks } from '../support/working-hours.ts';

// Decision 100: access notes (entry code, parking, pets, anything else) kept on a saved address
// and on a booking; the assigned cleaner sees them only with the contact details (decision 079),
// operators on the console's booking page, the customer on their bookings; no e-mail holds them.

const ADDRESS_ADD = '/api/customerAddress/Add';
const ADDRESS_EDIT = '/api/customerAddress/edit';
const ADDRESS_GET = '/api/customerAddress/get_by_id';
const ADDRESS_LIST = '/api/customerAddress/get_all_data';
const BOOKINGS = '/api/customer/get_all_data';
const CHANGE_NOTES = '/api/customer/update_access_notes';
const CANCEL = '/api/customer/cancel_booking';
const CANCELLATION_QUOTE = '/api/customer/cancellation_quote';
const JOBS = '/api/contractor/get_contractor_Job';
const ACCEPT = '/api/cleaning/accept_job';
const START = '/api/contractor/start_booking';
const CONSOLE_BOOKING = '/api/admin/bookings/get';

const CLOSED = 'The access notes can be changed only until the cleaning starts.';
const NOT_FOUND = 'Booking not found.';

// Monday 23 November 2026, 8:00AM in Edmonton (UTC−6 since 2026: decision 137); the booking is for Tuesday at 9:00AM, 25 hours on.
const clock = manualClock(new Date('2026-11-23T14:00:00Z'));
const HOUR = 60 * 60 * 1000;

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ clock, payments: testGateway(clock) });
});
afterAll(() => server.close());

const db = () => server.database.db;

/** Notes no other text of the app holds, so finding one anywhere is finding the note. */
function uniqueNotes(tag: string): AccessNotes {
  return {
    vEntryCode: `Buzz 7${tag}31 then #`,
    vParking: `Visitor stall Q-${tag} behind the building`,
    vPets: `Biscuit-${tag} the beagle stays in the den`,
    tOther: `Key lockbox ${tag}411\nSide door sticks`,
  };
}

function noteTexts(notes: AccessNotes): string[] {
  return [notes.vEntryCode, notes.vParking, notes.vPets, 'lockbox', 'Side door sticks'].map(
    (text) => text.split('\n')[0]!,
  );
}

function expectNone(value: unknown, notes: AccessNotes) {
  const text = JSON.stringify(value);
  for (const note of noteTexts(notes)) expect(text).not.toContain(note);
}

type Job = { iBookingId: number; accessNotes: AccessNotes | null; bContactShared?: boolean };

async function jobOf(caller: TestContractor, bookingId: number): Promise<Job | undefined> {
  const answer: Answer<Job[]> = await call<Job[]>(server.app, JOBS, {}, { cookie: caller.cookie });
  expect(answer.status).toBe(200);
  return answer.body.data?.find((job) => job.iBookingId === bookingId);
}

describe('saved addresses keep access notes', () => {
  it('stores them trimmed on Add, answers them, and lists and reads them back', async () => {
    const owner = await newActiveCustomer(server.app, db());
    const notes = uniqueNotes('01');

    const added = await call<{ iAddressId: number; accessNotes: AccessNotes }>(
      server.app,
      ADDRESS_ADD,
      {
        ...EDMONTON_ADDRESS,
        accessNotes: { ...notes, vEntryCode: `  ${notes.vEntryCode}  `, tOther: 'a\r\nb' },
      },
      { cookie: owner.cookie },
    );

    expect(added.status).toBe(201);
    const expected = { ...notes, tOther: 'a\nb' };
    expect(added.body.data?.accessNotes).toEqual(expected);
    const id = added.body.data!.iAddressId;
    const [row] = await db().select().from(customerAddresses).where(eq(customerAddresses.id, id));
    expect(row).toMatchObject({
      accessEntryCode: notes.vEntryCode,
      accessParking: notes.vParking,
      accessPets: notes.vPets,
      accessOther: 'a\nb',
    });
    const one = await call(server.app, ADDRESS_GET, { iAddressId: id }, { cookie: owner.cookie });
    expect(one.body.data).toMatchObject({ accessNotes: expected });
    const list = await call<{ accessNotes: AccessNotes }[]>(
      server.app,
      ADDRESS_LIST,
      {},
      { cookie: owner.cookie },
    );
    expect(list.body.data?.[0]?.accessNotes).toEqual(expected);
  });

  it('answers empty notes for an address added without them', async () => {
    const owner = await newActiveCustomer(server.app, db());
    const added = await call(server.app, ADDRESS_ADD, EDMONTON_ADDRESS, { cookie: owner.cookie });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ accessNotes: NO_ACCESS_NOTES });
  });

  it.each(Object.entries(ACCESS_NOTE_LIMITS) as [keyof AccessNotes, number][])(
    'refuses a %s longer than %i characters with 400 and its sentence, writing nothing',
    async (field, limit) => {
      const owner = await newActiveCustomer(server.app, db());
      const before = await db().select({ n: count() }).from(customerAddresses);

      const refused = await call(
        server.app,
        ADDRESS_ADD,
        { ...EDMONTON_ADDRESS, accessNotes: { [field]: 'x'.repeat(limit + 1) } },
        { cookie: owner.cookie },
      );

      expect([refused.status, refused.body.message]).toEqual([400, accessNoteMessages[field]]);
      const after = await db().select({ n: count() }).from(customerAddresses);
      expect(after[0]?.n).toBe(before[0]?.n);
      // The limit itself is allowed.
      const fits = await call(
        server.app,
        ADDRESS_ADD,
        { ...EDMONTON_ADDRESS, accessNotes: { [field]: 'x'.repeat(limit) } },
        { cookie: owner.cookie },
      );
      expect(fits.status).toBe(201);
    },
  );

  it('replaces them on Edit, keeps them when Edit leaves them out, and refuses a long one leaving them as they were', async () => {
    const owner = await newActiveCustomer(server.app, db());
    const first = uniqueNotes('02');
    const added = await call<{ iAddressId: number; vUniqueAddressCode: string }>(
      server.app,
      ADDRESS_ADD,
      { ...EDMONTON_ADDRESS, accessNotes: first },
      { cookie: owner.cookie },
    );
    const { iAddressId, vUniqueAddressCode } = added.body.data!;
    const edit = (extra: Record<string, unknown>) =>
      call(
        server.app,
        ADDRESS_EDIT,
        { vUniqueCode: vUniqueAddressCode, ...EDMONTON_ADDRESS, ...extra },
        { cookie: owner.cookie },
      );

    const kept = await edit({ tAddress: '10160 Jasper Ave NW' });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ tAddress: '10160 Jasper Ave NW', accessNotes: first });

    const replaced = await edit({ accessNotes: { vPets: 'No pets now' } });
    expect(replaced.body.data).toMatchObject({
      accessNotes: { ...NO_ACCESS_NOTES, vPets: 'No pets now' },
    });

    const refused = await edit({ accessNotes: { vParking: 'p'.repeat(301) } });
    expect([refused.status, refused.body.message]).toEqual([400, accessNoteMessages.vParking]);
    const read = await call(server.app, ADDRESS_GET, { iAddressId }, { cookie: owner.cookie });
    expect(read.body.data).toMatchObject({
      accessNotes: { ...NO_ACCESS_NOTES, vPets: 'No pets now' },
    });
  });

  it("shows no other customer an address's notes, and refuses anonymous callers", async () => {
    const owner = await newActiveCustomer(server.app, db());
    const other = await logIn(server.app, DEMO_CUSTOMER_EMAIL);
    const notes = uniqueNotes('03');
    const added = await call<{ iAddressId: number; vUniqueAddressCode: string }>(
      server.app,
      ADDRESS_ADD,
      { ...EDMONTON_ADDRESS, accessNotes: notes },
      { cookie: owner.cookie },
    );
    const { iAddressId, vUniqueAddressCode } = added.body.data!;

    const read = await call(server.app, ADDRESS_GET, { iAddressId }, { cookie: other.cookie });
    const edited = await call(
      server.app,
      ADDRESS_EDIT,
      { vUniqueCode: vUniqueAddressCode, ...EDMONTON_ADDRESS, accessNotes: {} },
      { cookie: other.cookie },
    );
    const anonymous = await call(server.app, ADDRESS_ADD, {
      ...EDMONTON_ADDRESS,
      accessNotes: notes,
    });

    expect(read.status).toBe(404);
    expect(edited.status).toBe(404);
    expect(anonymous.status).toBe(401);
    for (const answer of [read.body, edited.body, anonymous.body]) expectNone(answer, notes);
    const [row] = await db()
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.id, iAddressId));
    expect(row?.accessEntryCode).toBe(notes.vEntryCode);
  });
});

describe('the quote stores the notes on the booking', () => {
  it('keeps the notes sent with Check Availability, trimmed', async () => {
    const code = await startBooking(server.app);
    const notes = uniqueNotes('04');
    const quoted = await schedule(
      server.app,
      code,
      await edmontonDeepClean(db(), { accessNotes: { ...notes, vParking: ` ${notes.vParking} ` } }),
    );
    expect(quoted.status).toBe(200);
    expect(await bookingByCode(db(), code)).toMatchObject({
      accessEntryCode: notes.vEntryCode,
      accessParking: notes.vParking,
      accessPets: notes.vPets,
      accessOther: notes.tOther,
    });
  });

  it('refuses a note over its limit with 400 and its sentence, leaving the booking unquoted', async () => {
    const code = await startBooking(server.app);
    const refused = await schedule(
      server.app,
      code,
      await edmontonDeepClean(db(), { accessNotes: { vPets: 'x'.repeat(301) } }),
    );
    expect([refused.status, refused.body.message]).toEqual([400, accessNoteMessages.vPets]);
    expect(await bookingByCode(db(), code)).toMatchObject({
      status: 'draft',
      accessPets: '',
      totalCents: null,
    });
  });

  it('stores none when the quote sends none, and a new quote replaces earlier notes', async () => {
    const code = await startBooking(server.app);
    const details = await edmontonDeepClean(db());
    await schedule(server.app, code, { ...details, accessNotes: uniqueNotes('05') });
    const again = await schedule(server.app, code, details);
    expect(again.status).toBe(200);
    expect(await bookingByCode(db(), code)).toMatchObject({
      accessEntryCode: '',
      accessParking: '',
      accessPets: '',
      accessOther: '',
    });
  });
});

describe('a booking with notes, from the quote to its cancellation', () => {
  it('shows the notes to the customer and operators, to the assigned cleaner only inside the window, and puts them in no e-mail', async () => {
    const notes = uniqueNotes('06');
    const mailBefore = await db().select({ id: outbox.id }).from(outbox);
    const fromMailId = Math.max(0, ...mailBefore.map((row) => row.id));

    // Edmonton's only cleaners: the one who takes the job and one who does not.
    await clearCityWeeks(db(), 'Edmonton');
    const taker = await newContractor(server.app, db(), { city: 'Edmonton' });
    const bystander = await newContractor(server.app, db(), { city: 'Edmonton' });
    const owner = await newActiveCustomer(server.app, db());

    // The signed-in customer books with notes and pays: the confirmation.
    const code = await startBooking(server.app, newContact({ vEmail: owner.email }), {
      cookie: owner.cookie,
    });
    const quoted = await schedule(
      server.app,
      code,
      await edmontonDeepClean(db(), { accessNotes: notes }),
      { cookie: owner.cookie },
    );
    expect([quoted.status, quoted.body.message]).toEqual([200, expect.any(String)]);
    const paid = await pay(server.app, await bookingByCode(db(), code));
    expect([paid.status, paid.body.message]).toEqual([200, expect.any(String)]);
    const booking = await bookingByCode(db(), code);

    // The customer sees their notes on their booking.
    const mine = await call<Job[]>(server.app, BOOKINGS, {}, { cookie: owner.cookie });
    expect(mine.body.data?.find((job) => job.iBookingId === booking.id)?.accessNotes).toEqual(
      notes,
    );

    // The open-jobs board: the job, no notes.
    const open = await jobOf(taker, booking.id);
    expect(open).toMatchObject({ accessNotes: null, bContactShared: false });
    expectNone(await call(server.app, JOBS, { eStatus: 'Open' }, { cookie: taker.cookie }), notes);

    // The new-job digest, once its wait is over.
    const digests = await sendJobDigests({
      db: db(),
      catalog: server.app.appContext.catalog,
      clock: () => new Date(clock().getTime() + DIGEST_WAIT_MS),
    });
    expect(digests).toBeGreaterThan(0);

    // Accepted 25 hours ahead: the job is the taker's, the notes not yet.
    const accepted = await call<Job>(
      server.app,
      ACCEPT,
      { iBookingId: booking.id },
      { cookie: taker.cookie },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ accessNotes: null, bContactShared: false });
    expectNone(accepted.body, notes);
    expect(await jobOf(taker, booking.id)).toMatchObject({ accessNotes: null });

    // From 24 hours before the start the notes show to the taker, and to nobody else.
    clock.advance(HOUR);
    expect(await jobOf(taker, booking.id)).toMatchObject({
      bContactShared: true,
      accessNotes: notes,
    });
    expect(await jobOf(bystander, booking.id)).toBeUndefined();
    expectNone(await call(server.app, JOBS, {}, { cookie: bystander.cookie }), notes);
    const stolenStart = await call(
      server.app,
      START,
      { iBookingId: booking.id },
      { cookie: bystander.cookie },
    );
    expectNone(stolenStart.body, notes);

    // Operators see them on the console's booking page.
    const operator = await logInAsDemoOperator(server.app);
    const page = await call<{ booking: { accessNotes: AccessNotes } }>(
      server.app,
      CONSOLE_BOOKING,
      { bookingId: booking.id },
      { cookie: operator.cookie },
    );
    expect(page.status).toBe(200);
    expect(page.body.data?.booking.accessNotes).toEqual(notes);

    // The customer changes them: the taker sees the new ones, told only that they changed.
    const changed = { ...NO_ACCESS_NOTES, vEntryCode: 'Buzz 0606 now' };
    const change = await call<Job>(
      server.app,
      CHANGE_NOTES,
      { iBookingId: booking.id, accessNotes: { vEntryCode: ' Buzz 0606 now ' } },
      { cookie: owner.cookie },
    );
    expect([change.status, change.body.message]).toEqual([200, 'Access notes saved.']);
    expect(change.body.data?.accessNotes).toEqual(changed);
    expect(await jobOf(taker, booking.id)).toMatchObject({ accessNotes: changed });
    const told = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.contractorId, taker.id));
    expect(told.map((notice) => notice.title)).toContain('Access notes changed');
    expectNone(told, notes);
    expect(JSON.stringify(told)).not.toContain('Buzz 0606');

    // The customer cancels, with the fee the booking page shows (issue 42): the cancellation
    // e-mails, and the notes can no longer change.
    const quote = await call<{ feeCents: number }>(
      server.app,
      CANCELLATION_QUOTE,
      { iBookingId: booking.id },
      { cookie: owner.cookie },
    );
    expect(quote.status).toBe(200);
    const cancelled = await call(
      server.app,
      CANCEL,
      { iBookingId: booking.id, iFeeCents: quote.body.data?.feeCents ?? 0 },
      { cookie: owner.cookie },
    );
    expect(cancelled.status).toBe(200);
    const late = await call(
      server.app,
      CHANGE_NOTES,
      { iBookingId: booking.id, accessNotes: notes },
      { cookie: owner.cookie },
    );
    expect([late.status, late.body.message]).toEqual([409, CLOSED]);
    expect(await bookingByCode(db(), code)).toMatchObject({ accessEntryCode: 'Buzz 0606 now' });

    // Every e-mail written meanwhile: the confirmation, the digest, the accepted job, the
    // cancellation (to the customer and the cleaner); none holds a note.
    const mail = await db().select().from(outbox).where(gt(outbox.id, fromMailId));
    const subjects = mail.map((message) => message.subject);
    expect(subjects.length).toBeGreaterThanOrEqual(4);
    expect(mail.some((message) => message.toAddress === taker.email)).toBe(true);
    expect(mail.some((message) => message.toAddress === bystander.email)).toBe(true);
    expect(mail.some((message) => /cancel/i.test(message.subject))).toBe(true);
    expectNone(mail, notes);
    expect(JSON.stringify(mail)).not.toContain('Buzz 0606');
  });

  it('puts no note in the accepted-job e-mail of a job taken inside the window, where the address shows', async () => {
    const notes = uniqueNotes('07');
    const taker = await newContractor(server.app, db(), { city: 'Edmonton' });
    const job = await createBooking(db(), { now: clock(), city: 'Edmonton', startsInHours: 3 });
    await db()
      .update(bookings)
      .set({
        accessEntryCode: notes.vEntryCode,
        accessParking: notes.vParking,
        accessPets: notes.vPets,
        accessOther: notes.tOther,
      })
      .where(eq(bookings.id, job.id));

    const accepted = await call<Job>(
      server.app,
      ACCEPT,
      { iBookingId: job.id },
      { cookie: taker.cookie },
    );

    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ bContactShared: true, accessNotes: notes });
    const mail = await db().select().from(outbox).where(eq(outbox.toAddress, taker.email));
    expect(mail.length).toBeGreaterThan(0);
    expect(mail.some((message) => message.textBody.includes('Address:'))).toBe(true);
    expectNone(mail, notes);
  });
});

describe('/api/customer/update_access_notes', () => {
  // Each a day after the last, so the fixture's one cleaner never holds two at once.
  let startsInHours = 24;
  async function paidBookingOf(email: string, status: 'assigned' | 'inProgress' | 'completed') {
    startsInHours += 24;
    return createBooking(db(), { now: clock(), customerEmail: email, status, startsInHours });
  }

  it('refuses a note over its limit with 400 and its sentence, changing nothing', async () => {
    const owner = await newActiveCustomer(server.app, db());
    const booking = await paidBookingOf(owner.email, 'assigned');

    const refused = await call(
      server.app,
      CHANGE_NOTES,
      { iBookingId: booking.id, accessNotes: { tOther: 'x'.repeat(501) } },
      { cookie: owner.cookie },
    );

    expect([refused.status, refused.body.message]).toEqual([400, accessNoteMessages.tOther]);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.accessOther).toBe('');
  });

  it("answers 404 for another customer's booking and 401 without a session, changing nothing", async () => {
    const owner = await newActiveCustomer(server.app, db());
    const other = await newActiveCustomer(server.app, db());
    const booking = await paidBookingOf(owner.email, 'assigned');
    const body = { iBookingId: booking.id, accessNotes: { vEntryCode: '1234' } };

    const foreign = await call(server.app, CHANGE_NOTES, body, { cookie: other.cookie });
    const anonymous = await call(server.app, CHANGE_NOTES, body);
    const cleaner = await newContractor(server.app, db(), { city: 'Edmonton' });
    const asCleaner = await call(server.app, CHANGE_NOTES, body, { cookie: cleaner.cookie });

    expect([foreign.status, foreign.body.message]).toEqual([404, NOT_FOUND]);
    expect(anonymous.status).toBe(401);
    expect(asCleaner.status).toBe(403);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.accessEntryCode).toBe('');
  });

  it('answers 409 once the cleaning has started or is done', async () => {
    const owner = await newActiveCustomer(server.app, db());
    for (const status of ['inProgress', 'completed'] as const) {
      const booking = await paidBookingOf(owner.email, status);
      const refused = await call(
        server.app,
        CHANGE_NOTES,
        { iBookingId: booking.id, accessNotes: { vEntryCode: '1234' } },
        { cookie: owner.cookie },
      );
      expect([refused.status, refused.body.message]).toEqual([409, CLOSED]);
    }
  });

  it('answers 404 for a booking never paid for, which is not in the customer’s list', async () => {
    const owner = await newActiveCustomer(server.app, db());
    const code = await startBooking(server.app, newContact({ vEmail: owner.email }), {
      cookie: owner.cookie,
    });
    const booking = await bookingByCode(db(), code);
    const refused = await call(
      server.app,
      CHANGE_NOTES,
      { iBookingId: booking.id, accessNotes: { vEntryCode: '1234' } },
      { cookie: owner.cookie },
    );
    expect(refused.status).toBe(404);
  });
});
