import { and, count, eq } from 'drizzle-orm';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingLinks,
  bookingRefunds,
  bookings,
  customers,
  notifications,
  operatorActions,
  operators,
  outbox,
  users,
} from '#server/db/schema.ts';
import { issueBookingLink } from '#server/db/shared-queries/booking-links.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import {
  call,
  demoContractorEmail,
  latestMail,
  logIn,
  manualClock,
  newActiveCustomer,
  randomIp,
  type CallOptions,
} from '../support/accounts.ts';
import { createBooking, type BookingFixture } from '../support/bookings.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Issue 40, "A guest's booking page": the link every e-mail about a booking carries opens the
 * booking without an account; its token travels in a POST body only, a wrong or ended link is one
 * 404, guesses are limited per address, and cancelling through it is the signed-in cancel.
 */

const OPEN = '/api/booking-link';
const CANCEL = '/api/booking-link/cancel';
const END = '/api/booking-link/end';
const OWN = '/api/customer/booking';
const PUBLIC_URL = 'https://mapleshine.example';
const NOT_FOUND =
  'This booking link does not work: it may be incomplete, or it was stopped. Please open the newest e-mail about your booking, or contact us.';
const ENDED =
  'This link has stopped working, and so has every other link to this booking. Any e-mail we send you about this booking from now on carries a new link.';
const CANNOT_CANCEL = 'This booking can no longer be cancelled.';

type Page = {
  bookingNo: string;
  status: string;
  statusText: string;
  paymentStatus: string;
  serviceName: string;
  extras: string[];
  estimatedHours: number;
  date: string;
  dateText: string;
  timeWindow: string;
  timeZone: string;
  cityName: string;
  address: string;
  total: string;
  moneyText: string;
  cleaner: Record<string, unknown> | null;
  canCancel: boolean;
  email: string;
  hasAccount: boolean;
  iBookingId?: number;
};

const clock = manualClock();
const gateway = testGateway(clock);
let server: TestApp;
const lines: string[] = [];
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'mapleshine-booking-link-'));
  writeFileSync(path.join(webRoot, 'index.html'), readFileSync('index.html', 'utf8'));
  server = await startTestApp({
    clock,
    payments: gateway,
    publicUrl: PUBLIC_URL,
    webRoot,
    logLevel: 'info',
    logStream: { write: (line) => lines.push(line) },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

function post<Data = Page>(url: string, body: unknown, options: CallOptions = {}) {
  return call<Data>(server.app, url, body, options);
}

let guests = 0;
/** A guest who booked without an account: a lead login nobody activated. */
async function guestEmail(): Promise<string> {
  guests += 1;
  const email = `guest.${Date.now()}.${guests}@example.ca`;
  const [user] = await server.database.db
    .insert(users)
    .values({ email, passwordHash: '' })
    .returning({ id: users.id });
  await server.database.db.insert(customers).values({
    userId: user!.id,
    uniqueCode: `cus_guest${Date.now()}${guests}`,
    firstName: 'Maïka',
    lastName: 'Gagnon',
    mobile: '4185550170',
  });
  return email;
}

let slot = 0;
async function bookingFor(email: string, fixture: BookingFixture = {}) {
  slot += 1;
  return createBooking(server.database.db, {
    customerEmail: email,
    now: clock(),
    startsInHours: 24 + slot * 6,
    ...fixture,
  });
}

/** A new link to the booking, as an e-mail carries it; answers its token. */
async function linkTo(bookingId: number): Promise<string> {
  const url = await issueBookingLink(server.database.db, bookingId, PUBLIC_URL);
  expect(url.startsWith(`${PUBLIC_URL}/booking-link/`)).toBe(true);
  return url.slice(`${PUBLIC_URL}/booking-link/`.length);
}

async function bookingRow(id: number) {
  const [row] = await server.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

async function written(bookingId: number, email: string) {
  const [mails] = await server.database.db
    .select({ n: count() })
    .from(outbox)
    .where(eq(outbox.toAddress, email));
  const [told] = await server.database.db
    .select({ n: count() })
    .from(notifications)
    .where(eq(notifications.bookingId, bookingId));
  return { mails: mails?.n ?? 0, notifications: told?.n ?? 0 };
}

describe('POST /api/booking-link (opening a booking by its link)', () => {
  it("answers a guest's booking in the customer's words, with the money in plain words, unkept", async () => {
    const email = await guestEmail();
    const booking = await bookingFor(email);
    const token = await linkTo(booking.id);

    const answer = await post(OPEN, { token });

    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    const page = answer.body.data!;
    expect(page).toMatchObject({
      bookingNo: booking.bookingNo,
      status: 'authorized',
      statusText: 'Finding a cleaner',
      paymentStatus: 'authorized',
      serviceName: 'Deep Cleaning',
      extras: ['Inside Oven'],
      estimatedHours: 3,
      date: booking.localDate,
      timeZone: 'America/Edmonton',
      cityName: 'Edmonton',
      address: booking.address,
      cleaner: null,
      canCancel: true,
      email,
      hasAccount: false,
    });
    expect(page.dateText).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, 2026$/);
    expect(page.timeWindow).toMatch(/^\d{1,2}:00(AM|PM)–\d{1,2}:00(AM|PM)$/);
    expect(page.moneyText).toBe(
      `$${Number(page.total).toLocaleString('en-CA', { minimumFractionDigits: 2 })} is held on your card. You are charged only when the cleaning is done.`,
    );
    // Nothing about the booking's owner account beyond whether it exists.
    expect(Object.keys(page)).not.toContain('iBookingId');
  });

  it('answers the French page in French: status, day, window, money (decision 104) and names (116)', async () => {
    const email = await guestEmail();
    const booking = await bookingFor(email);
    const token = await linkTo(booking.id);

    const english = (await post(OPEN, { token })).body.data!;
    const french = (await post(OPEN, { token }, { headers: { 'x-mapleshine-locale': 'fr-CA' } }))
      .body.data!;

    expect(english.statusText).toBe('Finding a cleaner');
    expect(english.moneyText).toMatch(
      /^\$[\d,]+\.\d\d is held on your card\. You are charged only when the cleaning is done\.$/,
    );
    expect(french.statusText).toBe('Recherche d’un(e) préposé(e)');
    expect(french.dateText).toMatch(/^[a-z]+ \d{1,2}(er)? [a-zéû]+ 2026$/);
    expect(french.timeWindow).toMatch(/^\d{1,2}\u00a0h\u00a0–\u00a0\d{1,2}\u00a0h$/);
    expect(french.moneyText).toMatch(
      /^Un montant de [\d\u00a0]+,\d\d\u00a0\$ est retenu sur votre carte, qui n’est débitée qu’une fois le ménage terminé\.$/,
    );
    // The service and its extras by their French names (decision 116); the city keeps its name.
    expect(english).toMatchObject({ serviceName: 'Deep Cleaning', extras: ['Inside Oven'] });
    expect(french).toMatchObject({
      serviceName: 'Grand ménage',
      extras: ['Intérieur du four'],
      cityName: 'Edmonton',
    });
    // Only the words change: the facts are the same.
    const facts = { statusText: '', dateText: '', timeWindow: '', moneyText: '' };
    const names = { serviceName: '', extras: [] };
    expect({ ...french, ...facts, ...names }).toEqual({ ...english, ...facts, ...names });
  });

  it('tells a customer whose e-mail has an activated account so', async () => {
    const owner = await newActiveCustomer(server.app, server.database.db);
    const booking = await bookingFor(owner.email);
    const { body } = await post(OPEN, { token: await linkTo(booking.id) });
    expect(body.data?.hasAccount).toBe(true);
  });

  it("shows the assigned cleaner's first name, photo, rating, jobs done and whether their check is current, and nothing else of theirs", async () => {
    const email = await guestEmail();
    const booking = await bookingFor(email, { status: 'assigned' });
    const { status, body } = await post(OPEN, { token: await linkTo(booking.id) });
    expect(status).toBe(200);
    expect(body.data?.statusText).toBe('Cleaner assigned');
    const cleaner = body.data!.cleaner!;
    expect(Object.keys(cleaner).sort()).toEqual(
      ['backgroundChecked', 'firstName', 'jobsDone', 'photo', 'rating', 'reviews'].sort(),
    );
    expect(cleaner.firstName).not.toContain(' ');
    // The seeded Edmonton cleaner has a current check (decision 134).
    expect(cleaner.backgroundChecked).toBe(true);
    expect(typeof cleaner.jobsDone).toBe('number');
    expect(JSON.stringify(body.data)).not.toContain(demoContractorEmail('Edmonton'));
  });

  it.each([
    [
      'a saved card',
      { paymentStatus: 'cardSaved', startsInHours: 24 * 8 },
      /^Your card is saved\. \$[\d,]+\.\d\d will be held on it on [A-Z][a-z]+ \d{1,2}, 2026, and you are charged only when the cleaning is done\.$/,
    ],
    [
      'a charged booking',
      { status: 'completed' },
      /^\$[\d,]+\.\d\d was charged to your card\.$|^\$[\d,]+\.\d\d was charged to your card on [A-Z][a-z]+ \d{1,2}, 2026\.$/,
    ],
    [
      'a refunded booking',
      { status: 'completed', paymentStatus: 'refunded' },
      /^\$[\d,]+\.\d\d was charged to your card and has been refunded in full\.$/,
    ],
    [
      'a cancelled booking whose hold was released',
      { status: 'cancelled', paymentStatus: 'released', gatewayPaymentId: 'pi_test_released' },
      /^Nothing was charged\. The hold on your card has been released\.$/,
    ],
    [
      'a cancelled booking whose saved card was never held',
      { status: 'cancelled', paymentStatus: 'released', gatewayPaymentId: null },
      /^Nothing was charged, and your card will not be used for this booking\.$/,
    ],
  ] as const)('words the money of %s', async (_case, fixture, words) => {
    const email = await guestEmail();
    const booking = await bookingFor(email, fixture as BookingFixture);
    const { body } = await post(OPEN, { token: await linkTo(booking.id) });
    expect(body.data?.moneyText).toMatch(words);
  });

  it('words a partly refunded charge with what came back', async () => {
    const email = await guestEmail();
    const booking = await bookingFor(email, {
      status: 'completed',
      paymentStatus: 'partlyRefunded',
    });
    const [operator] = await server.database.db.select({ id: operators.id }).from(operators);
    await server.database.db.insert(bookingRefunds).values({
      bookingId: booking.id,
      amountCents: 2500,
      gatewayRefundId: 're_test_page',
      reason: 'A room was missed.',
      operatorId: operator!.id,
    });
    const { body } = await post(OPEN, { token: await linkTo(booking.id) });
    expect(body.data?.statusText).toBe('Partly refunded');
    expect(body.data?.moneyText).toMatch(/; \$25\.00 of it has been refunded\.$/);
  });

  it('answers 404 with one sentence for a link that opens nothing', async () => {
    for (const token of ['not-a-link', 'Zq3xV9-live_token_of_43_characters_0123456789', 'x']) {
      const { status, body } = await post(OPEN, { token });
      expect(status).toBe(404);
      expect(body).toEqual({ code: 404, message: NOT_FOUND });
    }
  });

  it('answers 400 with a clear message for a missing or extra field, and counts nothing', async () => {
    const ip = randomIp();
    const missing = await post(OPEN, {}, { ip });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/token/i);
    const empty = await post(OPEN, { token: '' }, { ip });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The booking link is missing.');
    const extra = await post(OPEN, { token: 'abc', bookingId: 1 }, { ip });
    expect(extra.status).toBe(400);
  });

  it('answers 429 from an address after 20 links that opened nothing; working links are not counted', async () => {
    const email = await guestEmail();
    const booking = await bookingFor(email);
    const token = await linkTo(booking.id);
    const ip = randomIp();
    for (let open = 0; open < 25; open += 1) {
      expect((await post(OPEN, { token }, { ip })).status).toBe(200);
    }
    for (let guess = 0; guess < 20; guess += 1) {
      expect((await post(OPEN, { token: `guess-${guess}` }, { ip })).status).toBe(404);
    }
    const refused = await post(OPEN, { token }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many attempts. Please wait a while and try again.');
    // The cancel and the end of links are the same door.
    expect((await post(CANCEL, { token }, { ip })).status).toBe(429);
    expect((await post(END, { token }, { ip })).status).toBe(429);
    expect((await bookingRow(booking.id)).status).toBe('authorized');
    // Another address is not held by it.
    expect((await post(OPEN, { token })).status).toBe(200);
  });
});

describe('ending the links', () => {
  it("stops every link of the booking from its page; the next e-mail's link works", async () => {
    const email = await guestEmail();
    const booking = await bookingFor(email);
    const first = await linkTo(booking.id);
    const second = await linkTo(booking.id);

    const ended = await post(END, { token: first });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ code: 200, message: ENDED });
    expect(ended.headers['cache-control']).toBe('no-store');

    for (const token of [first, second]) {
      for (const url of [OPEN, CANCEL, END]) {
        const { status, body } = await post(url, { token });
        expect(status).toBe(404);
        expect(body.message).toBe(NOT_FOUND);
      }
    }
    expect((await bookingRow(booking.id)).status).toBe('authorized');
    expect((await post(OPEN, { token: await linkTo(booking.id) })).status).toBe(200);
  });

  it('is an operator action on the console, written to the audit log', async () => {
    const email = await guestEmail();
    const booking = await bookingFor(email);
    const token = await linkTo(booking.id);
    await linkTo(booking.id);
    const operator = await logInAsDemoOperator(server.app);

    const answer = await post(
      '/api/admin/bookings/end-links',
      { bookingId: booking.id },
      { cookie: operator.cookie },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      'Every link to this booking’s page has stopped working; e-mails sent from now on carry a new one.',
    );
    expect((await post(OPEN, { token })).status).toBe(404);
    const audit = await server.database.db
      .select()
      .from(operatorActions)
      .where(
        and(
          eq(operatorActions.subjectId, booking.bookingNo),
          eq(operatorActions.action, 'booking.endLinks'),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      subjectType: 'booking',
      before: { workingLinks: 2 },
      after: { workingLinks: 0 },
    });
    const working = await server.database.db
      .select({ n: count() })
      .from(bookingLinks)
      .where(eq(bookingLinks.bookingId, booking.id));
    expect(working[0]?.n).toBe(2);
  });
});

describe('POST /api/booking-link/cancel', () => {
  it('cancels as a signed-in cancel does: the hold released, the customer told, the e-mail sent', async () => {
    const email = await guestEmail();
    const hold = await gateway.authorize({
      amountCents: 15750,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: `page-hold-${Date.now()}`,
      description: 'MapleShine cleaning',
      customerEmail: email,
    });
    const booking = await bookingFor(email, { gatewayPaymentId: hold.paymentId });
    const token = await linkTo(booking.id);

    const answer = await post(CANCEL, { token });

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Booking cancelled.');
    expect(answer.body.data).toMatchObject({
      status: 'cancelled',
      statusText: 'Cancelled',
      paymentStatus: 'released',
      canCancel: false,
      moneyText: 'Nothing was charged. The hold on your card has been released.',
    });
    expect(await bookingRow(booking.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'released',
      cancelledAt: clock(),
    });
    expect(gateway.holdOf(hold.paymentId)?.state).toBe('released');
    const mail = await latestMail(server.database.db, email);
    expect(mail?.subject).toBe(`Your MapleShine booking ${booking.bookingNo} is cancelled`);
    expect(mail?.textBody).toContain('The hold of $');
    expect(mail?.textBody).toContain(
      'has been released; you will not be charged for this booking.',
    );
    // The link still opens the cancelled booking.
    expect((await post(OPEN, { token })).body.data?.status).toBe('cancelled');
  });

  it("answers 409 with the lifecycle's refusal for a cleaning that has started, and writes nothing", async () => {
    const email = await guestEmail();
    const booking = await bookingFor(email, { status: 'inProgress', startedMinutesAgo: 10 });
    const token = await linkTo(booking.id);
    const before = await written(booking.id, email);
    const rowBefore = await bookingRow(booking.id);

    const { status, body } = await post(CANCEL, { token });

    expect(status).toBe(409);
    expect(body).toEqual({ code: 409, message: CANNOT_CANCEL });
    expect(await bookingRow(booking.id)).toEqual(rowBefore);
    expect(await written(booking.id, email)).toEqual(before);
    expect((await post(OPEN, { token })).body.data?.canCancel).toBe(false);
  });

  it('answers 404 for a wrong link and cancels nothing', async () => {
    const { status, body } = await post(CANCEL, { token: 'no-such-link' });
    expect(status).toBe(404);
    expect(body.message).toBe(NOT_FOUND);
  });
});

describe('POST /api/customer/booking (the same page in the dashboard)', () => {
  it("answers the signed-in customer's own booking by its number, with its id for the cancel", async () => {
    const owner = await newActiveCustomer(server.app, server.database.db);
    const booking = await bookingFor(owner.email);
    const { status, body, headers } = await post(
      OWN,
      { vBookingNo: booking.bookingNo },
      { cookie: owner.cookie },
    );
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(body.data).toMatchObject({
      bookingNo: booking.bookingNo,
      iBookingId: booking.id,
      statusText: 'Finding a cleaner',
      hasAccount: true,
    });
  });

  it("answers 404 for another customer's booking, an unpaid one and an unknown number", async () => {
    const owner = await newActiveCustomer(server.app, server.database.db);
    const other = await newActiveCustomer(server.app, server.database.db);
    const theirs = await bookingFor(other.email);
    const unpaid = await bookingFor(owner.email, { status: 'quoted' });
    for (const vBookingNo of [theirs.bookingNo, unpaid.bookingNo, 'MS-999999999']) {
      const { status, body } = await post(OWN, { vBookingNo }, { cookie: owner.cookie });
      expect(status).toBe(404);
      expect(body.message).toBe('Booking not found.');
    }
  });

  it('answers 401 without a session, 403 to a cleaner and 400 without a number', async () => {
    const booking = await bookingFor(await guestEmail());
    expect((await post(OWN, { vBookingNo: booking.bookingNo })).status).toBe(401);
    const cleaner = await logIn(server.app, demoContractorEmail('Edmonton'));
    expect(
      (await post(OWN, { vBookingNo: booking.bookingNo }, { cookie: cleaner.cookie })).status,
    ).toBe(403);
    const owner = await newActiveCustomer(server.app, server.database.db);
    const empty = await post(OWN, { vBookingNo: '' }, { cookie: owner.cookie });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The booking number is missing.');
  });
});

describe('the address of a booking link', () => {
  it('is kept by no log: the API takes the token in its body and the page path is masked', async () => {
    const booking = await bookingFor(await guestEmail());
    const token = await linkTo(booking.id);
    lines.length = 0;

    await post(OPEN, { token });
    const page = await server.app.inject({ method: 'GET', url: `/booking-link/${token}` });
    await server.app.inject({ method: 'GET', url: `/Booking-Link/${token}?utm_source=mail` });

    expect(page.statusCode).toBe(200);
    const urls = lines
      .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
      .filter((url) => url !== undefined);
    expect(urls).toEqual([
      '/api/booking-link',
      '/booking-link/[token]',
      '/Booking-Link/[token]?utm_source=mail',
    ]);
    expect(lines.join('\n')).not.toContain(token);
  });

  it('is a page sent with no-store, no-referrer and noindex', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/booking-link/any-token-at-all',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    // Other pages keep their own caching.
    const home = await server.app.inject({ method: 'GET', url: '/' });
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['x-robots-tag']).toBeUndefined();
  });
});
