import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, customers, outbox, users } from '#server/db/schema.ts';
import {
  call,
  codeFromMail,
  demoContractorEmail,
  latestMail,
  logIn,
  manualClock,
  newActiveCustomer,
  randomIp,
} from '../support/accounts.ts';
import { cityNamed, createBooking, serviceWithSlug } from '../support/bookings.ts';
import { newContractor } from '../support/contractors.ts';
import {
  BOOK_NOW_EMAIL,
  BOOK_SAME_DAY,
  bookingByCode,
  edmontonDeepClean,
  GIFT_COUPON,
  POSTAL_CODES,
  newContact,
  quotedBooking,
  schedule,
  startBooking,
  withoutUndefined,
  type Quote,
} from '../support/same-day.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { demoOperator } from '#server/db/seed/accounts.ts';

const STARTED = 'Thank you. Please tell us about the cleaning.';
const QUOTED = 'Good news: a cleaner is available for your cleaning.';
const NOT_FOUND = 'Booking not found.';
const CANNOT_CHANGE = 'This booking can no longer be changed.';
const PRICE_CHANGED = 'The price has changed. Please check availability again.';
const CHECK_FIRST = 'Please check availability first.';
const REGISTERED = 'Registration successful. Please check your e-mail to activate your account.';

// Monday 2026-11-23, 9:00AM in Edmonton (MDT: Alberta keeps UTC−6 all year since 2026, decision
// 137) and 10:00AM in Toronto (EST).
const NOW = new Date('2026-11-23T15:00:00Z');
const TOMORROW = '2026-11-24';
const TODAY = '2026-11-23';

let server: TestApp;
let clock: ReturnType<typeof manualClock>;
beforeAll(async () => {
  clock = manualClock(NOW);
  server = await startTestApp({ clock });
});
afterAll(() => server.close());

const db = () => server.database.db;

async function bookingCount() {
  const rows = await db().select({ n: count() }).from(bookings);
  return rows[0]!.n;
}

async function userRow(email: string) {
  const [row] = await db().select().from(users).where(eq(users.email, email));
  return row;
}

async function customerOfUser(userId: number) {
  const [row] = await db().select().from(customers).where(eq(customers.userId, userId));
  return row;
}

describe('/api/cleaning/book-same-day', () => {
  it('starts a draft booking for a new e-mail and leaves a lead customer that cannot log in', async () => {
    const contact = newContact({ vFullName: '  Amelia   de la Cruz ' });
    const answer = await call(server.app, BOOK_SAME_DAY, {
      ...contact,
      vEmail: contact.vEmail.toUpperCase(),
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 200,
      message: STARTED,
      id: expect.stringMatching(/^bkg_[A-Za-z0-9_-]+$/),
    });
    const id = (answer.body as { id?: string }).id ?? '';
    const booking = await bookingByCode(db(), id);
    expect(booking).toMatchObject({
      status: 'draft',
      fullName: 'Amelia de la Cruz',
      email: contact.vEmail,
      mobile: '7805550142',
      bookingNo: expect.stringMatching(/^MS-\d{6,}$/),
      subtotalCents: null,
      couponId: null,
    });
    const lead = await userRow(contact.vEmail);
    expect(lead).toMatchObject({ passwordHash: '', activatedAt: null });
    const customer = await customerOfUser(lead!.id);
    expect(customer).toMatchObject({
      id: booking.customerId,
      firstName: 'Amelia',
      lastName: 'de la Cruz',
      mobile: '7805550142',
    });

    const login = await call(server.app, '/api/auth/login', {
      vEmail: contact.vEmail,
      vPassword: '',
    });
    expect(login.status).toBe(400);
  });

  it('gives a one-word name an empty last name', async () => {
    const contact = newContact({ vFullName: 'Oksana' });
    await startBooking(server.app, contact);
    const lead = await userRow(contact.vEmail);
    expect(await customerOfUser(lead!.id)).toMatchObject({ firstName: 'Oksana', lastName: '' });
  });

  // The e-mail of someone else's account starts a guest booking that leaves the account as it
  // was (decisions 024, 087): same-day-known-address.test.ts.
  describe('books with the signed-in login behind its own e-mail', () => {
    it('lets a signed-in cleaner book with their own e-mail, as their own customer', async () => {
      const email = demoContractorEmail('Winnipeg');
      const session = await logIn(server.app, email);
      const id = await startBooking(
        server.app,
        { vFullName: 'Jordan Singh', vEmail: email, vMobile: '2045550101' },
        { cookie: session.cookie },
      );
      const user = await userRow(email);
      expect((await bookingByCode(db(), id)).customerId).toBe((await customerOfUser(user!.id))?.id);
    });
  });

  it('refuses a signed-in operator booking with their own e-mail: a console login is never a customer', async () => {
    const session = await logIn(server.app, demoOperator.email);
    const bookingsBefore = await bookingCount();

    const answer = await call(
      server.app,
      BOOK_SAME_DAY,
      { vFullName: 'Morgan Ouellette', vEmail: demoOperator.email, vMobile: '6135550142' },
      { cookie: session.cookie },
    );

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 400,
      message: 'A console account cannot book a cleaning. Please book with a customer account.',
    });
    expect(await bookingCount()).toBe(bookingsBefore);
    const operatorUser = await userRow(demoOperator.email);
    expect(await customerOfUser(operatorUser!.id)).toBeUndefined();
  });

  it('reuses the lead of an e-mail that started a booking before', async () => {
    const contact = newContact();
    const first = await bookingByCode(db(), await startBooking(server.app, contact));
    const second = await bookingByCode(db(), await startBooking(server.app, contact));
    expect(second.customerId).toBe(first.customerId);
    expect(second.bookingNo).not.toBe(first.bookingNo);
  });

  it('gives the booking to the signed-in customer even when another e-mail is typed', async () => {
    const session = await newActiveCustomer(server.app, db());
    const id = await startBooking(server.app, newContact(), { cookie: session.cookie });
    expect((await bookingByCode(db(), id)).customerId).toBe(session.data.iCustomerId);
  });

  it('goes by the e-mail when the signed-in login is a contractor without a customer profile', async () => {
    const session = await logIn(server.app, demoContractorEmail('Edmonton'));
    const contact = newContact();
    const id = await startBooking(server.app, contact, { cookie: session.cookie });
    const lead = await userRow(contact.vEmail);
    expect((await bookingByCode(db(), id)).customerId).toBe((await customerOfUser(lead!.id))?.id);
  });

  it.each([
    ['a missing name', { vFullName: undefined }, 'Full Name is Required.'],
    ['an empty name', { vFullName: '' }, 'Full Name is Required.'],
    ['a blank name', { vFullName: '   ' }, 'Full Name is Required.'],
    ['a missing e-mail', { vEmail: undefined }, 'Email is Required.'],
    ['an e-mail without @', { vEmail: 'amelia.example.ca' }, 'Invalid Email Format.'],
    ['a missing phone', { vMobile: undefined }, 'Phone Number is Required.'],
    ['an empty phone', { vMobile: '' }, 'Phone Number is Required.'],
    ['a 9-digit phone', { vMobile: '780555014' }, 'Invalid Phone Number.'],
    ['a phone with letters', { vMobile: '780555014x' }, 'Invalid Phone Number.'],
  ])('answers 400 for %s and writes nothing', async (_case, change, message) => {
    const before = await bookingCount();
    const body = withoutUndefined({ ...newContact(), ...change });

    const answer = await call(server.app, BOOK_SAME_DAY, body);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message });
    expect(await bookingCount()).toBe(before);
  });

  it('answers 429 to the 11th start for one e-mail within the hour, saying when to try again', async () => {
    const contact = newContact();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await call(server.app, BOOK_SAME_DAY, contact)).status).toBe(200);
    }
    const before = await bookingCount();
    const refused = await call(server.app, BOOK_SAME_DAY, contact);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: 429,
      message: 'Too many bookings started. Please try again in 60 minutes.',
    });
    expect(await bookingCount()).toBe(before);

    clock.advance(45 * 60 * 1000);
    const later = await call(server.app, BOOK_SAME_DAY, contact);
    expect(later.body.message).toBe('Too many bookings started. Please try again in 15 minutes.');
    clock.advance(15 * 60 * 1000);
    expect((await call(server.app, BOOK_SAME_DAY, contact)).status).toBe(200);
    clock.advance(-60 * 60 * 1000);
  });

  it('lets one address start 100 bookings within the hour for different e-mails, and refuses the 101st', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 100; attempt += 1) {
      expect((await call(server.app, BOOK_SAME_DAY, newContact(), { ip })).status).toBe(200);
    }
    const before = await bookingCount();
    const refused = await call(server.app, BOOK_SAME_DAY, newContact(), { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many bookings started\. Please try again in \d+ minutes?\.$/,
    );
    expect(await bookingCount()).toBe(before);
  });
});

describe('registering the e-mail of a lead', () => {
  const registration = (email: string) => ({
    vFirstName: 'Someone',
    vLastName: 'Else',
    vEmail: email,
    vMobile: '6135550199',
    vPassword: 'Peggys-Cove-Lighthouse-7',
  });

  it("changes nothing on the guest's account: its owner opens it through the e-mailed link, bookings and all", async () => {
    const contact = newContact();
    const bookingId = await startBooking(server.app, contact);
    const booking = await bookingByCode(db(), bookingId);
    const lead = await userRow(contact.vEmail);
    const leadCustomer = await customerOfUser(lead!.id);

    const answer = await call(server.app, '/api/auth/register', registration(contact.vEmail));

    // The answer a new address gets: nobody learns that the address has bookings.
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, message: REGISTERED });
    // The caller's password, name and phone were written nowhere (pre-account takeover).
    expect(await userRow(contact.vEmail)).toEqual(lead);
    expect(await customerOfUser(lead!.id)).toEqual(leadCustomer);
    await expect(logIn(server.app, contact.vEmail, 'Peggys-Cove-Lighthouse-7')).rejects.toThrow();

    // The address's owner chooses the password through the link, and finds the booking there.
    const code = await codeFromMail(db(), contact.vEmail, '/reset-password');
    const reset = await call(server.app, '/api/auth/reset-password', {
      vUniqueCode: code,
      vPassword: 'Owners-Own-Password-2026',
    });
    expect(reset.status).toBe(200);
    const session = await logIn(server.app, contact.vEmail, 'Owners-Own-Password-2026');
    expect(session.data.iCustomerId).toBe(booking.customerId);
    expect((await bookingByCode(db(), bookingId)).customerId).toBe(booking.customerId);
  });

  it('answers a second registration of the same lead e-mail alike, and still changes nothing', async () => {
    const contact = newContact();
    await startBooking(server.app, contact);
    const lead = await userRow(contact.vEmail);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await call(server.app, '/api/auth/register', registration(contact.vEmail));
      expect(answer.body).toEqual({ code: 200, message: REGISTERED });
    }
    expect(await userRow(contact.vEmail)).toEqual(lead);
  });
});

describe('/api/cleaning/schedule-cleaning', () => {
  it("quotes docs/pricing.md's first example and stores the quote on the booking", async () => {
    const code = await startBooking(server.app);
    const details = await edmontonDeepClean(db());

    const answer = await schedule(server.app, code, details);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 200,
      message: QUOTED,
      scheduled_time: '9:00AM - 2:30PM',
      tax: 13.75,
      tax_name: 'GST',
      // Each tax on its own line (decision 110): Edmonton's one, GST.
      tax_lines: [{ name: 'GST', rate: 5, amount: 13.75 }],
      total_price: 275,
      estimated_time: 5.5,
      price_per_hour: 50,
      final_price: 288.75,
    });
    const booking = await bookingByCode(db(), code);
    expect(booking).toMatchObject({
      status: 'quoted',
      serviceId: details.iServiceId,
      cityId: details.iCityId,
      bedrooms: 3,
      bathrooms: 2,
      extras: ['Inside Oven'],
      extrasMinutes: 45,
      address: '10150 Jasper Ave NW, Edmonton, AB T5J 1W4',
      localDate: TOMORROW,
      fromMinutes: 540,
      untilMinutes: 1020,
      // 9:00AM MDT is 15:00 UTC.
      startsAt: new Date('2026-11-24T15:00:00Z'),
      endsAt: new Date('2026-11-24T20:30:00Z'),
      blockedUntil: new Date('2026-11-24T21:00:00Z'),
      estimatedMinutes: 330,
      hourlyRateCents: 5000,
      subtotalCents: 27500,
      discountCents: 0,
      taxCents: 1375,
      taxName: 'GST',
      totalCents: 28875,
      couponId: null,
    });
  });

  it("quotes docs/pricing.md's second example: a move-out condo in Toronto with HST", async () => {
    const toronto = await cityNamed(db(), 'Toronto');
    const moveOut = await serviceWithSlug(db(), 'move-out-move-in-clean');
    const { quote } = await quotedBooking(
      server.app,
      await edmontonDeepClean(db(), {
        vResidence: 'Apartment or Condo',
        iServiceId: moveOut.id,
        iCityId: toronto.id,
        vBedrooms: '2',
        vBathrooms: '1',
        vExtras: ['Inside Fridge'],
        vUnit: '1204',
        vAddress: '20 Bay St, Toronto, ON M5J 2N8',
        vPostalCode: POSTAL_CODES.Toronto,
      }),
    );
    expect(quote).toMatchObject({
      scheduled_time: '9:00AM - 1:30PM',
      estimated_time: 4.5,
      price_per_hour: 55,
      total_price: 247.5,
      tax_name: 'HST',
      tax: 32.18,
      final_price: 279.68,
    });
  });

  it('keeps the extras in the order of the extra list, whatever order they were sent in', async () => {
    const { code } = await quotedBooking(
      server.app,
      await edmontonDeepClean(db(), { vExtras: ['Laundry', 'Inside Fridge'] }),
    );
    expect((await bookingByCode(db(), code)).extras).toEqual(['Inside Fridge', 'Laundry']);
  });

  it('answers 404 for an unknown booking code', async () => {
    const answer = await schedule(server.app, 'bkg_doesNotExist', await edmontonDeepClean(db()));
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, message: NOT_FOUND });
  });

  it('answers 404 for an unknown booking code before refusing its details', async () => {
    const details = { ...(await edmontonDeepClean(db())), vResidence: 'Castle' };
    const answer = await schedule(server.app, 'bkg_doesNotExist', details);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, message: NOT_FOUND });
  });

  it('answers 400 without the vUniqueCode header', async () => {
    const answer = await call(server.app, '/api/cleaning/schedule-cleaning', {
      ...(await edmontonDeepClean(db())),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message: '`vuniquecode` is required.' });
  });

  describe('refuses details that are not in the catalog, writing nothing', () => {
    it.each([
      ['an unknown service', { iServiceId: 9999 }, 'Please select the service.'],
      ['an unknown city', { iCityId: 9999 }, 'Please select the city.'],
      [
        'an unknown residence type',
        { vResidence: 'Castle' },
        'Please select the type of residence.',
      ],
      [
        'an unknown extra',
        { vExtras: ['Inside Oven', 'Hot Tub'] },
        'Please select extras from the list.',
      ],
      ['9 bedrooms', { vBedrooms: '9' }, 'Please select the total number of bedrooms.'],
      ['0 bathrooms', { vBathrooms: '0' }, 'Please select the total number of bathrooms.'],
      ['a missing address', { vAddress: undefined }, 'Full Address is Required.'],
      ['a blank address', { vAddress: '  ' }, 'Full Address is Required.'],
      [
        'a 256-character address',
        { vAddress: 'a'.repeat(256) },
        'Full Address cannot exceed 255 characters.',
      ],
      ['a missing From time', { vFrom: undefined }, 'Please Select a From time.'],
      ['a missing Until time', { vUntill: undefined }, 'Please Select an Until time.'],
    ])('%s', async (_case, change, message) => {
      const code = await startBooking(server.app);
      const details = withoutUndefined({ ...(await edmontonDeepClean(db())), ...change });

      const answer = await schedule(server.app, code, details);

      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, message });
      expect((await bookingByCode(db(), code)).status).toBe('draft');
    });
  });

  describe('date and window rules, in the city’s time zone', () => {
    it.each([
      ['a date that does not exist', { vDate: '2026-02-30' }, 'Please select the date'],
      ['yesterday', { vDate: '2026-11-22' }, 'Please select a date that is not in the past.'],
      [
        'more than a year ahead',
        { vDate: '2027-11-24' },
        'Please select a date within the next 12 months.',
      ],
      [
        'today at the current hour (8:00AM in Edmonton)',
        { vDate: TODAY, vFrom: '8:00AM' },
        'Please select a From time later than the current time.',
      ],
      [
        'today before the current time',
        { vDate: TODAY, vFrom: '6:00AM' },
        'Please select a From time later than the current time.',
      ],
      [
        'an Until equal to From',
        { vFrom: '9:00AM', vUntill: '9:00AM' },
        'Until time must be greater than From time.',
      ],
      [
        'an Until of 12:00AM',
        { vFrom: '9:00AM', vUntill: '12:00AM' },
        'Until time must be greater than From time.',
      ],
      [
        'a window shorter than the 5.5-hour cleaning',
        { vFrom: '9:00AM', vUntill: '1:00PM' },
        'This cleaning takes about 5.5 hours, so please choose a window of at least 5.5 hours (for example 9:00AM to 3:00PM).',
      ],
      [
        'a late window whose example would end after 11:00PM',
        { vFrom: '8:00PM', vUntill: '11:00PM' },
        'This cleaning takes about 5.5 hours, so please choose a window of at least 5.5 hours (for example 5:00PM to 11:00PM).',
      ],
    ])('refuses %s', async (_case, change, message) => {
      const code = await startBooking(server.app);
      const answer = await schedule(server.app, code, await edmontonDeepClean(db(), change));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, message });
      expect((await bookingByCode(db(), code)).status).toBe('draft');
    });

    it('says whole hours without a decimal', async () => {
      const code = await startBooking(server.app);
      const answer = await schedule(
        server.app,
        code,
        await edmontonDeepClean(db(), {
          vBedrooms: '2',
          vBathrooms: '2',
          vExtras: [],
          vFrom: '10:00AM',
          vUntill: '1:00PM',
        }),
      );
      expect(answer.body.message).toBe(
        'This cleaning takes about 4 hours, so please choose a window of at least 4 hours (for example 10:00AM to 2:00PM).',
      );
    });

    it('suggests another day when today has no room left for the cleaning', async () => {
      clock.advance(11 * 60 * 60 * 1000);
      try {
        // 8:00PM in Edmonton: the 5.5-hour cleaning can only fit from 5:00PM.
        const code = await startBooking(server.app);
        const answer = await schedule(
          server.app,
          code,
          await edmontonDeepClean(db(), { vDate: TODAY, vFrom: '9:00PM', vUntill: '11:00PM' }),
        );
        expect(answer.body.message).toBe(
          'This cleaning takes about 5.5 hours, so please choose a window of at least 5.5 hours (for example 5:00PM to 11:00PM on another day).',
        );
      } finally {
        clock.advance(-11 * 60 * 60 * 1000);
      }
    });

    it('accepts today from the next hour on', async () => {
      // It is 9:00AM in Edmonton: 10:00AM is the next hour.
      const { quote } = await quotedBooking(
        server.app,
        await edmontonDeepClean(db(), { vDate: TODAY, vFrom: '10:00AM' }),
      );
      expect(quote.scheduled_time).toBe('10:00AM - 3:30PM');
    });

    it("uses the city's today: 10:00PM in Vancouver is already tomorrow in Toronto", async () => {
      clock.advance(14 * 60 * 60 * 1000);
      try {
        // 2026-11-24 05:00 UTC: 10:00PM on the 23rd in Vancouver (UTC−7 all year since 2026:
        // decision 137), 12:00AM on the 24th in Toronto.
        const toronto = await cityNamed(db(), 'Toronto');
        const vancouver = await cityNamed(db(), 'Lower Mainland');
        const torontoAnswer = await schedule(
          server.app,
          await startBooking(server.app),
          await edmontonDeepClean(db(), {
            iCityId: toronto.id,
            vPostalCode: POSTAL_CODES.Toronto,
            vDate: TODAY,
          }),
        );
        expect(torontoAnswer.body.message).toBe('Please select a date that is not in the past.');
        const vancouverAnswer = await schedule(
          server.app,
          await startBooking(server.app),
          await edmontonDeepClean(db(), {
            iCityId: vancouver.id,
            vPostalCode: POSTAL_CODES['Lower Mainland'],
            vDate: TODAY,
            vFrom: '11:00PM',
            vUntill: '11:00PM',
          }),
        );
        // Today is still Vancouver's: the day passes, and the window (11:00PM, the only hour left,
        // to the latest Until) is what is refused.
        expect(vancouverAnswer.body.message).toBe('Until time must be greater than From time.');
      } finally {
        clock.advance(-14 * 60 * 60 * 1000);
      }
    });
  });

  describe('availability', () => {
    it("refuses when the city's only cleaner holds that time, naming the next free start", async () => {
      // Edmonton's demo cleaner is busy 9:00AM–12:00PM (plus travel) on Saturday, December 5,
      // Saturday being the one day nobody else of the seed works (decision 044).
      await createBooking(db(), {
        status: 'assigned',
        city: 'Edmonton',
        now: NOW,
        // 9:00AM in Edmonton (UTC−6) on Saturday, December 5.
        startsInHours: 288,
        estimatedMinutes: 180,
      });
      const code = await startBooking(server.app);

      const answer = await schedule(
        server.app,
        code,
        await edmontonDeepClean(db(), { vDate: '2026-12-05', vFrom: '9:00AM', vUntill: '5:00PM' }),
      );

      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 400,
        message:
          'No cleaner is free in Edmonton at that time. Please choose another time: a cleaner is free from 1:00PM that day.',
      });
      expect((await bookingByCode(db(), code)).status).toBe('draft');

      const later = await schedule(
        server.app,
        code,
        await edmontonDeepClean(db(), { vDate: '2026-12-05', vFrom: '1:00PM', vUntill: '7:00PM' }),
      );
      expect(later.status).toBe(200);
    });

    it('suggests another day when the cleaner is busy for the rest of the day', async () => {
      await createBooking(db(), {
        status: 'assigned',
        city: 'Edmonton',
        now: NOW,
        startsInHours: 121,
        estimatedMinutes: 14 * 60,
      });
      const answer = await schedule(
        server.app,
        await startBooking(server.app),
        await edmontonDeepClean(db(), { vDate: '2026-11-28', vFrom: '9:00AM', vUntill: '5:00PM' }),
      );
      expect(answer.status).toBe(400);
      // Saturday has no one else; the same rule finds the next free cleaner the day after.
      expect(answer.body.message).toBe(
        'No cleaner is free in Edmonton at that time. Please choose another day: the next free cleaner is on Sunday, November 29, 2026 from 6:00AM.',
      );
    });

    it('counts a paid job nobody accepted yet against the free cleaners', async () => {
      await createBooking(db(), {
        status: 'authorized',
        city: 'Winnipeg',
        now: NOW,
        startsInHours: 119,
        estimatedMinutes: 180,
      });
      const winnipeg = await cityNamed(db(), 'Winnipeg');
      const answer = await schedule(
        server.app,
        await startBooking(server.app),
        await edmontonDeepClean(db(), {
          iCityId: winnipeg.id,
          vPostalCode: POSTAL_CODES.Winnipeg,
          vDate: '2026-11-28',
          vFrom: '9:00AM',
          vUntill: '5:00PM',
        }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^No cleaner is free in Winnipeg at that time\./);
    });

    it('quotes while free cleaners outnumber the paid jobs nobody accepted yet, and not once they are as many', async () => {
      // Saturday, December 12, 9:00AM in Winnipeg: its demo cleaner and one more work that day.
      await newContractor(server.app, db(), {
        city: 'Winnipeg',
        logIn: false,
        week: [{ weekday: 6, from: '06:00', until: '23:00' }],
      });
      const openJob = () =>
        createBooking(db(), {
          status: 'authorized',
          city: 'Winnipeg',
          now: NOW,
          startsInHours: 19 * 24,
          estimatedMinutes: 180,
        });
      const winnipeg = await cityNamed(db(), 'Winnipeg');
      const quote = async () =>
        schedule(
          server.app,
          await startBooking(server.app),
          await edmontonDeepClean(db(), {
            iCityId: winnipeg.id,
            vPostalCode: POSTAL_CODES.Winnipeg,
            vDate: '2026-12-12',
            vFrom: '9:00AM',
            vUntill: '5:00PM',
          }),
        );

      await openJob();
      const beside = await quote();
      expect(beside.status).toBe(200);
      expect(beside.body.message).toBe(QUOTED);

      await openJob();
      const full = await quote();
      expect(full.status).toBe(400);
      expect(full.body.message).toMatch(/^No cleaner is free in Winnipeg at that time\./);
    });
  });

  describe('re-quotes and later statuses', () => {
    it('re-quotes a quoted booking (Modify) and drops the coupon applied to the old quote', async () => {
      const { code, quote } = await quotedBooking(server.app, await edmontonDeepClean(db()));
      const edmonton = await cityNamed(db(), 'Edmonton');
      const coupon = await call(server.app, GIFT_COUPON, {
        vUniqueCode: code,
        amount: quote.total_price,
        coupon_code: 'WELCOME10',
        iCityId: edmonton.id,
      });
      expect(coupon.status).toBe(200);
      expect((await bookingByCode(db(), code)).couponId).not.toBeNull();

      const again = await schedule(
        server.app,
        code,
        await edmontonDeepClean(db(), { vBedrooms: '2', vBathrooms: '1', vExtras: [] }),
      );

      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ scheduled_time: '9:00AM - 12:30PM', total_price: 175 });
      expect(await bookingByCode(db(), code)).toMatchObject({
        status: 'quoted',
        bedrooms: 2,
        extras: [],
        couponId: null,
        discountCents: 0,
        subtotalCents: 17500,
        totalCents: 18375,
      });
    });

    it('answers 409 for a paid booking and leaves it as it was', async () => {
      const paid = await createBooking(db(), { status: 'authorized', city: 'Calgary', now: NOW });
      const answer = await schedule(server.app, paid.uniqueCode, await edmontonDeepClean(db()));
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ code: 409, message: CANNOT_CHANGE });
      expect(await bookingByCode(db(), paid.uniqueCode)).toEqual(paid);
    });

    it('answers 409 for a paid booking before refusing its details', async () => {
      const paid = await createBooking(db(), { status: 'authorized', city: 'Calgary', now: NOW });
      const details = await edmontonDeepClean(db(), { vResidence: 'Castle' });
      const answer = await schedule(server.app, paid.uniqueCode, details);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ code: 409, message: CANNOT_CHANGE });
      expect(await bookingByCode(db(), paid.uniqueCode)).toEqual(paid);
    });
  });
});

describe('/api/cleaning/book_now_email', () => {
  it('e-mails the quote summary to the booking’s address', async () => {
    const contact = newContact();
    const code = await startBooking(server.app, contact);
    const quote = (
      await schedule(server.app, code, await edmontonDeepClean(db(), { vUnit: '410' }))
    ).body as unknown as Quote;
    const booking = await bookingByCode(db(), code);

    const answer = await call(server.app, BOOK_NOW_EMAIL, {
      vUniqueCode: code,
      total_price: quote.total_price,
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, message: 'We have e-mailed you the quote.' });
    const mail = await latestMail(db(), contact.vEmail);
    expect(mail?.subject).toBe(`Your MapleShine quote ${booking.bookingNo}`);
    for (const line of [
      'Service: Deep Cleaning',
      'Date: Tuesday, November 24, 2026',
      'Cleaning window: 9:00AM - 2:30PM',
      'Address: Unit 410, 10150 Jasper Ave NW, Edmonton, AB T5J 1W4',
      'Add-ons: Inside Oven',
      'Estimated hours: 5.5',
      'Price per hour: $50.00',
      'Total price: $275.00',
      'GST: $13.75',
      'Final price: $288.75',
      `Booking number: ${booking.bookingNo}`,
    ]) {
      expect(mail?.textBody).toContain(line);
    }
  });

  it('refuses a total_price that is not the quote’s and sends nothing', async () => {
    const contact = newContact();
    const code = await startBooking(server.app, contact);
    await schedule(server.app, code, await edmontonDeepClean(db()));

    const answer = await call(server.app, BOOK_NOW_EMAIL, { vUniqueCode: code, total_price: 200 });

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message: PRICE_CHANGED });
    expect(await latestMail(db(), contact.vEmail)).toBeUndefined();
  });

  it('answers 409 for a booking that has not been quoted', async () => {
    const code = await startBooking(server.app);
    const answer = await call(server.app, BOOK_NOW_EMAIL, { vUniqueCode: code, total_price: 0 });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 409, message: CHECK_FIRST });
  });

  it('answers 404 for an unknown booking', async () => {
    const before = await db().select({ n: count() }).from(outbox);
    const answer = await call(server.app, BOOK_NOW_EMAIL, {
      vUniqueCode: 'bkg_doesNotExist',
      total_price: 275,
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, message: NOT_FOUND });
    expect(await db().select({ n: count() }).from(outbox)).toEqual(before);
  });

  it('states the discount when a coupon was applied', async () => {
    const contact = newContact();
    const code = await startBooking(server.app, contact);
    const quote = (await schedule(server.app, code, await edmontonDeepClean(db())))
      .body as unknown as Quote;
    const edmonton = await cityNamed(db(), 'Edmonton');
    await call(server.app, GIFT_COUPON, {
      vUniqueCode: code,
      amount: quote.total_price,
      coupon_code: 'EDMONTON20',
      iCityId: edmonton.id,
    });

    const answer = await call(server.app, BOOK_NOW_EMAIL, {
      vUniqueCode: code,
      total_price: quote.total_price,
    });

    expect(answer.status).toBe(200);
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, contact.vEmail))
      .orderBy(desc(outbox.id));
    expect(mail?.textBody).toContain('Discount: -$20.00');
    expect(mail?.textBody).toContain('Final price: $267.75');
  });
});
