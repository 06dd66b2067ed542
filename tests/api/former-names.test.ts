import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRequestedCleanerLapses } from '#server/bookings/index.ts';
import { bookings, bookingTips, notifications, reviews, users } from '#server/db/schema.ts';
import { DEMO_PASSWORD, call, manualClock, newActiveCustomer } from '../support/accounts.ts';
import { createBooking, customerIdOf } from '../support/bookings.ts';
import { newContractor, type TestContractor } from '../support/contractors.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * A closed account's name (decisions 139 and 151): what another person reads in its place is the
 * whole placeholder ("Former customer", never "Former"), in the reader's language.
 */

const CLOSE = '/api/account/close';
const FRENCH = { 'x-mapleshine-locale': 'fr-CA' };

const clock = manualClock(new Date('2026-11-30T15:00:00Z'));
let server: TestApp;
const db = () => server.database.db;

type Customer = Awaited<ReturnType<typeof newActiveCustomer>>;

async function close(who: { cookie: string }, password: string) {
  const closed = await call(
    server.app,
    CLOSE,
    { vCurrentPassword: password, iShownFeeCents: 0 },
    { cookie: who.cookie },
  );
  expect(closed.status).toBe(200);
}

function ask<Data>(who: { cookie: string }, url: string, body: unknown, french = false) {
  return call<Data>(server.app, url, body, {
    cookie: who.cookie,
    ...(french ? { headers: FRENCH } : {}),
  });
}

beforeAll(async () => {
  server = await startTestApp({ clock });
});

afterAll(async () => {
  await server.close();
});

describe('a closed customer, as their cleaner reads them', () => {
  let cleaner: TestContractor;
  let bookingId = 0;

  beforeAll(async () => {
    cleaner = await newContractor(server.app, db(), { city: 'Edmonton', logIn: true });
    const customer: Customer = await newActiveCustomer(server.app, db());
    const booking = await createBooking(db(), {
      status: 'completed',
      customerEmail: customer.email,
      contractorEmail: cleaner.email,
      now: new Date('2026-11-28T15:00:00Z'),
      startedMinutesAgo: 200,
    });
    bookingId = booking.id;
    await db()
      .insert(bookingTips)
      .values({
        bookingId: booking.id,
        contractorId: cleaner.id,
        amountCents: 1500,
        gatewayPaymentId: 'pi_former_names_tip',
        createdAt: new Date('2026-11-29T15:00:00Z'),
      });
    await db()
      .insert(reviews)
      .values({
        audience: 'Customer',
        authorName: 'Chloé Tremblay',
        body: 'Spotless, thank you.',
        rating: 5,
        customerId: await customerIdOf(db(), customer.email),
        contractorId: cleaner.id,
        bookingId: booking.id,
      });
    await close(customer, customer.password);
  });

  it('is "Former customer" in English and "Ancien(ne) client(e)" in French on the tips list', async () => {
    type Tips = { tips: { vCustomerFirstName: string }[] };
    const english = await ask<Tips>(cleaner, '/api/contractor/tips', {});
    expect(english.status).toBe(200);
    expect(english.body.data?.tips.map((tip) => tip.vCustomerFirstName)).toEqual([
      'Former customer',
    ]);
    const french = await ask<Tips>(cleaner, '/api/contractor/tips', {}, true);
    expect(french.body.data?.tips.map((tip) => tip.vCustomerFirstName)).toEqual([
      'Ancien(ne) client(e)',
    ]);
  });

  it('is whole in the job list, in the reader’s language', async () => {
    type Job = { iBookingId: number; customer: { vFirstName: string } };
    const list = (french: boolean) =>
      ask<Job[]>(cleaner, '/api/contractor/get_contractor_Job', { eStatus: 'Completed' }, french);
    const english = await list(false);
    expect(english.status).toBe(200);
    const job = english.body.data?.find((each) => each.iBookingId === bookingId);
    expect(job?.customer.vFirstName).toBe('Former customer');
    const french = await list(true);
    const travail = french.body.data?.find((each) => each.iBookingId === bookingId);
    expect(travail?.customer.vFirstName).toBe('Ancien(ne) client(e)');
  });

  it('signs the reviews of the cleaner’s work in the reader’s language', async () => {
    type Review = { iBookingId: number; vName: string };
    const url = '/api/contractor/get_all_review';
    const english = await ask<Review[]>(cleaner, url, {});
    expect(english.body.data?.find((each) => each.iBookingId === bookingId)?.vName).toBe(
      'Former customer',
    );
    const french = await ask<Review[]>(cleaner, url, {}, true);
    expect(french.body.data?.find((each) => each.iBookingId === bookingId)?.vName).toBe(
      'Ancien(ne) client(e)',
    );
  });
});

describe('a closed cleaner, as their customers read them', () => {
  let customer: Customer;
  let french: Customer;
  let completedNo = '';
  let completedId = 0;
  const requested: { customer: Customer; bookingNo: string }[] = [];

  beforeAll(async () => {
    const cleaner = await newContractor(server.app, db(), { city: 'Edmonton', logIn: true });
    customer = await newActiveCustomer(server.app, db());
    french = await newActiveCustomer(server.app, db());
    await db().update(users).set({ locale: 'fr-CA' }).where(eq(users.email, french.email));
    const completed = await createBooking(db(), {
      status: 'completed',
      customerEmail: customer.email,
      contractorEmail: cleaner.email,
      now: new Date('2026-11-28T15:00:00Z'),
      startedMinutesAgo: 200,
    });
    completedNo = completed.bookingNo;
    completedId = completed.id;
    // Bookings that asked for this cleaner (book again, decision 120), still waiting for them.
    for (const who of [customer, french]) {
      const asked = await createBooking(db(), {
        status: 'authorized',
        customerEmail: who.email,
        startsInHours: 72,
        now: clock(),
      });
      await db()
        .update(bookings)
        .set({
          requestedContractorId: cleaner.id,
          requestedAnyone: true,
          requestedUntil: new Date(clock().getTime() + 60 * 60 * 1000),
        })
        .where(eq(bookings.id, asked.id));
      requested.push({ customer: who, bookingNo: asked.bookingNo });
    }
    await close(cleaner, DEMO_PASSWORD);
  });

  it('is "Former cleaner" on the booking page, in English and in French', async () => {
    type Page = { cleaner: { firstName: string } | null; requestedCleanerText: string | null };
    const english = await ask<Page>(customer, '/api/customer/booking', { vBookingNo: completedNo });
    expect(english.status).toBe(200);
    expect(english.body.data?.cleaner?.firstName).toBe('Former cleaner');
    const inFrench = await ask<Page>(
      customer,
      '/api/customer/booking',
      { vBookingNo: completedNo },
      true,
    );
    expect(inFrench.body.data?.cleaner?.firstName).toBe('Ancien(ne) préposé(e)');
  });

  it('names them whole in the requested-cleaner line and in the notice when their time passed', async () => {
    type Page = { requestedCleanerText: string | null };
    const [english, inFrench] = requested;
    const line = await ask<Page>(english!.customer, '/api/customer/booking', {
      vBookingNo: english!.bookingNo,
    });
    expect(line.body.data?.requestedCleanerText).toMatch(/^Former cleaner has this booking first/);
    const ligne = await ask<Page>(
      inFrench!.customer,
      '/api/customer/booking',
      { vBookingNo: inFrench!.bookingNo },
      true,
    );
    expect(ligne.body.data?.requestedCleanerText).toMatch(/^Ancien\(ne\) préposé\(e\) /);

    await runRequestedCleanerLapses({ db: db() }, new Date(clock().getTime() + 2 * 60 * 60 * 1000));
    const noticeOf = async (who: Customer) => {
      const rows = await db()
        .select({ title: notifications.title, message: notifications.message })
        .from(notifications)
        .where(eq(notifications.customerId, await customerIdOf(db(), who.email)));
      return rows.map((row) => `${row.title} ${row.message}`).join('\n');
    };
    const englishNotice = await noticeOf(english!.customer);
    expect(englishNotice).toContain('Former cleaner');
    expect(englishNotice).not.toMatch(/Former(?! cleaner)/);
    const frenchNotice = await noticeOf(inFrench!.customer);
    expect(frenchNotice).toContain('Ancien(ne) préposé(e)');
    expect(frenchNotice).not.toContain('Former');
  });

  it('names them in the book-again offer, when it lists them', async () => {
    type Offer = { cleaner: { vFirstName: string } | null };
    const english = await ask<Offer>(customer, '/api/customer/book_again', {
      iBookingId: completedId,
    });
    expect(english.status).toBe(200);
    const inFrench = await ask<Offer>(
      customer,
      '/api/customer/book_again',
      { iBookingId: completedId },
      true,
    );
    expect(english.body.data?.cleaner?.vFirstName).toBe('Former cleaner');
    expect(inFrench.body.data?.cleaner?.vFirstName).toBe('Ancien(ne) préposé(e)');
  });
});
