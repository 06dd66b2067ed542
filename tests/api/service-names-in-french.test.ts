import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, manualClock, newActiveCustomer, type Answer } from '../support/accounts.ts';
import { createBooking, type BookingFixture } from '../support/bookings.ts';
import { newContractor, type TestContractor } from '../support/contractors.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * A booking stores its service, residence type and extras by the English rows' names; a French
 * caller reads them in French wherever they show outside the booking wizard (decision 115): the
 * customer's bookings and booking page, the cleaner's jobs and the console. The fixture books
 * Deep Cleaning of a House with Inside Oven (tests/support/bookings.ts), seeded in French as
 * Grand ménage, Maison and Intérieur du four.
 */

type NamedJob = {
  iBookingId: number;
  service: { iServiceId: number; vServiceName: string };
  vResidence: string;
  vExtras: string[];
};

const FRENCH = { headers: { 'x-mapleshine-locale': 'fr-CA' } };
const ENGLISH = { headers: { 'x-mapleshine-locale': 'en-CA' } };

// 15:00 UTC on 22 November 2026: 8:00AM in Edmonton.
const clock = manualClock(new Date('2026-11-22T15:00:00Z'));

let server: TestApp;
let customer: { cookie: string; email: string };
let cleaner: TestContractor;
let operatorCookie: string;

beforeAll(async () => {
  server = await startTestApp({ clock });
  customer = await newActiveCustomer(server.app, server.database.db);
  cleaner = await newContractor(server.app, server.database.db, { city: 'Calgary' });
  operatorCookie = (await logInAsDemoOperator(server.app)).cookie;
});
afterAll(() => server.close());

let slot = 0;
function booking(fixture: BookingFixture = {}) {
  slot += 1;
  return createBooking(server.database.db, {
    now: clock(),
    city: 'Calgary',
    customerEmail: customer.email,
    startsInHours: 48 + slot * 6,
    ...fixture,
  });
}

function post<Data>(
  url: string,
  body: unknown,
  cookie: string,
  language: typeof FRENCH,
): Promise<Answer<Data>> {
  return call<Data>(server.app, url, body, { cookie, ...language });
}

describe('the customer’s bookings in French', () => {
  it('names the service, residence and extras in French, and in English for an English caller at once after', async () => {
    const booked = await booking();

    const french = await post<NamedJob[]>(
      '/api/customer/get_all_data',
      {},
      customer.cookie,
      FRENCH,
    );
    // Asked again within the second the list is kept (decision 064): the English answer is its own.
    const english = await post<NamedJob[]>(
      '/api/customer/get_all_data',
      {},
      customer.cookie,
      ENGLISH,
    );

    const inFrench = french.body.data?.find((job) => job.iBookingId === booked.id);
    expect(inFrench).toMatchObject({
      service: { vServiceName: 'Grand ménage' },
      vResidence: 'Maison',
      vExtras: ['Intérieur du four'],
    });
    expect(english.body.data?.find((job) => job.iBookingId === booked.id)).toMatchObject({
      service: { vServiceName: 'Deep Cleaning' },
      vResidence: 'House',
      vExtras: ['Inside Oven'],
    });
  });

  it('names the service and extras in French on the booking’s own page', async () => {
    const booked = await booking();
    const page = await post<{ serviceName: string; extras: string[] }>(
      '/api/customer/booking',
      { vBookingNo: booked.bookingNo },
      customer.cookie,
      FRENCH,
    );
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      serviceName: 'Grand ménage',
      extras: ['Intérieur du four'],
    });
  });
});

describe('the cleaner’s jobs in French', () => {
  it('lists an open job with its service in French, and in English for an English caller at once after', async () => {
    const open = await booking();

    const french = await post<NamedJob[]>(
      '/api/contractor/get_contractor_Job',
      { eStatus: 'Open' },
      cleaner.cookie,
      FRENCH,
    );
    const english = await post<NamedJob[]>(
      '/api/contractor/get_contractor_Job',
      { eStatus: 'Open' },
      cleaner.cookie,
      ENGLISH,
    );

    expect(french.body.data?.find((job) => job.iBookingId === open.id)).toMatchObject({
      service: { vServiceName: 'Grand ménage' },
      vResidence: 'Maison',
      vExtras: ['Intérieur du four'],
    });
    expect(english.body.data?.find((job) => job.iBookingId === open.id)).toMatchObject({
      service: { vServiceName: 'Deep Cleaning' },
    });
  });

  it('answers an accepted job with its service in French', async () => {
    const open = await booking();
    const accepted = await post<NamedJob>(
      '/api/cleaning/accept_job',
      { iBookingId: open.id },
      cleaner.cookie,
      FRENCH,
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.data?.service.vServiceName).toBe('Grand ménage');
  });
});

describe('the console in French', () => {
  it('names the service in French in the bookings list and on a booking’s page', async () => {
    const booked = await booking();

    const list = await post<{ items: { id: number; service: string }[] }>(
      '/api/admin/bookings/list',
      { bookingNo: booked.bookingNo },
      operatorCookie,
      FRENCH,
    );
    expect(list.body.data?.items.find((item) => item.id === booked.id)?.service).toBe(
      'Grand ménage',
    );

    const page = await post<{ booking: { service: string } }>(
      '/api/admin/bookings/get',
      { bookingId: booked.id },
      operatorCookie,
      FRENCH,
    );
    expect(page.body.data?.booking.service).toBe('Grand ménage');

    const english = await post<{ booking: { service: string } }>(
      '/api/admin/bookings/get',
      { bookingId: booked.id },
      operatorCookie,
      ENGLISH,
    );
    expect(english.body.data?.booking.service).toBe('Deep Cleaning');
  });
});
