import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingTermsAcceptances, users } from '#server/db/schema.ts';
import { testGateway, type TestGateway } from '#server/payments/test-gateway.ts';
import { gatineauCleanerNames, gatineauDemoCleaner } from '#server/db/seed/quebec.ts';
import { seededCleanerEmail } from '#server/db/seed/cleaner-weeks.ts';
import { demoContractorEmail } from '#server/db/seed/accounts.ts';
import { QUEBEC_TERMS_VERSION } from '#shared/quebec.ts';
import * as fr from '#shared/catalogue/fr-CA/quebec.ts';
import * as en from '#shared/catalogue/en-CA/quebec.ts';
import { call, manualClock } from '../support/accounts.ts';
import { cityNamed } from '../support/bookings.ts';
import {
  bookingById,
  insertContractor,
  paymentBody,
  type PaymentData,
} from '../support/payments.ts';
import {
  bookingByCode,
  edmontonDeepClean,
  quotedBooking,
  schedule,
  startBooking,
} from '../support/same-day.ts';
import { widenDemoCleaners } from '../support/working-hours.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Quebec-ready (issue 41, decision 110): Gatineau quotes GST and QST as two lines and accepts
 * only its own postal area, and the payment of a Quebec booking needs the record that the terms
 * were shown in French first (Charter of the French Language s. 55).
 */

const PAY = '/api/cleaning/payment_autorization';
const clock = manualClock(new Date('2026-11-22T15:00:00Z'));
const gateway: TestGateway = testGateway(clock);
let server: TestApp;

beforeAll(async () => {
  server = await startTestApp({ clock, payments: gateway });
  await widenDemoCleaners(server.database.db);
  for (let extra = 0; extra < 4; extra += 1) {
    await insertContractor(server.database.db, 'Gatineau');
  }
});
afterAll(() => server.close());

/** docs/pricing.md's first example (Deep Cleaning, house, 3 bd, 2 ba, oven), in Gatineau. */
async function gatineauDeepClean(overrides: Record<string, unknown> = {}) {
  const city = await cityNamed(server.database.db, 'Gatineau');
  return edmontonDeepClean(server.database.db, {
    iCityId: city.id,
    vAddress: '25 rue Laurier, Gatineau, QC J8X 4C8',
    vPostalCode: 'J8X 4C8',
    ...overrides,
  });
}

let day = 0;
/** A quoted Gatineau booking on its own day (1 to 4 days ahead, so the card is held now). */
async function quotedInGatineau() {
  day = (day % 4) + 1;
  const date = `2026-11-${String(22 + day).padStart(2, '0')}`;
  const from = ['7:00AM', '1:00PM'][Math.floor(Math.random() * 2)] ?? '7:00AM';
  const until = from === '7:00AM' ? '1:00PM' : '7:00PM';
  const { code, quote } = await quotedBooking(
    server.app,
    await gatineauDeepClean({ vDate: date, vFrom: from, vUntill: until }),
  );
  return { booking: await bookingByCode(server.database.db, code), quote };
}

function termsRecord(uniqueCode: string, overrides: Record<string, unknown> = {}) {
  return {
    vUniqueCode: uniqueCode,
    terms_version: QUEBEC_TERMS_VERSION,
    terms_shown_first: 'fr',
    terms_accepted_language: 'fr-CA',
    ...overrides,
  };
}

async function acceptanceOf(bookingId: number) {
  return server.database.db
    .select()
    .from(bookingTermsAcceptances)
    .where(eq(bookingTermsAcceptances.bookingId, bookingId));
}

function authorizeCalls(code: string) {
  return gateway.calls.filter((entry) => entry.idempotencyKey === `booking-${code}-authorize`);
}

describe('Gatineau, the first Quebec city', () => {
  it('is a city of Quebec on Eastern time, with three French-speaking cleaners and an English-speaking demo cleaner', async () => {
    const city = await cityNamed(server.database.db, 'Gatineau');
    expect(city.provinceCode).toBe('QC');
    expect(city.timeZone).toBe('America/Toronto');
    const localeOf = async (email: string) => {
      const [user] = await server.database.db
        .select({ locale: users.locale })
        .from(users)
        .where(eq(users.email, email));
      return user?.locale;
    };
    expect(await localeOf(demoContractorEmail('Gatineau'))).toBe('en-CA');
    expect(gatineauDemoCleaner.locale).toBe('en-CA');
    for (const key of ['days', 'evenings', 'sundays']) {
      expect(await localeOf(seededCleanerEmail(key, 'Gatineau'))).toBe('fr-CA');
    }
    expect(gatineauCleanerNames).toHaveLength(3);
    // Every other city's cleaners read English, as before.
    expect(await localeOf(demoContractorEmail('Ottawa'))).toBe('en-CA');
  });

  it('quotes GST and QST as two lines, each rounded on its own', async () => {
    const code = await startBooking(server.app);
    const answer = await schedule(server.app, code, await gatineauDeepClean());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      total_price: 275,
      tax_name: 'GST + QST',
      tax: 41.18,
      tax_lines: [
        { name: 'GST', rate: 5, amount: 13.75 },
        { name: 'QST', rate: 9.975, amount: 27.43 },
      ],
      final_price: 316.18,
    });
  });

  it('still quotes one line where one tax applies', async () => {
    const code = await startBooking(server.app);
    const answer = await schedule(server.app, code, await edmontonDeepClean(server.database.db));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      tax_name: 'GST',
      tax_lines: [{ name: 'GST', rate: 5, amount: 13.75 }],
    });
  });

  it.each([
    ['H2X 1Y4', 'a Montréal code'],
    ['G1R 4P5', 'a Québec City code'],
    ['J4K 1A1', 'a Longueuil code'],
    ['K1P 1J1', 'an Ottawa code'],
  ])('refuses %s (%s) for Gatineau, writing nothing', async (postalCode) => {
    const code = await startBooking(server.app);
    const answer = await schedule(
      server.app,
      code,
      await gatineauDeepClean({ vPostalCode: postalCode }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      `${postalCode} is not in Gatineau. Please check the city or the postal code.`,
    );
    expect((await bookingByCode(server.database.db, code)).status).toBe('draft');
  });

  it.each(['J8L 1A1', 'J9J 2B3', 'J8Y 6S5'])(
    'accepts %s, in Gatineau’s area',
    async (postalCode) => {
      const code = await startBooking(server.app);
      const answer = await schedule(
        server.app,
        code,
        await gatineauDeepClean({ vPostalCode: postalCode }),
      );
      expect(answer.status).toBe(200);
    },
  );
});

describe('the French-first terms of a Quebec booking', () => {
  it('refuses to pay without the record, in the caller’s language, writing nothing and holding nothing', async () => {
    const { booking } = await quotedInGatineau();
    const english = await call(server.app, PAY, paymentBody(booking));
    expect(english.status).toBe(400);
    expect(english.body.message).toBe(en.quebecApiMessages.TERMS_REQUIRED);

    const french = await call(server.app, PAY, paymentBody(booking), {
      headers: { 'x-mapleshine-locale': 'fr-CA' },
    });
    expect(french.status).toBe(400);
    expect(french.body.message).toBe(fr.quebecApiMessages.TERMS_REQUIRED);

    expect(await bookingById(server.database.db, booking.id)).toEqual(booking);
    expect(await acceptanceOf(booking.id)).toEqual([]);
    expect(authorizeCalls(booking.uniqueCode)).toHaveLength(0);
  });

  it('refuses a record made for another booking (forged), writing nothing', async () => {
    const { booking } = await quotedInGatineau();
    const { booking: other } = await quotedInGatineau();
    const answer = await call(
      server.app,
      PAY,
      paymentBody(booking, { quebec_terms: termsRecord(other.uniqueCode) }),
      { headers: { 'accept-language': 'fr-CA,fr;q=0.9' } },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(fr.quebecApiMessages.TERMS_OTHER_BOOKING);
    expect(await bookingById(server.database.db, booking.id)).toEqual(booking);
    expect(await acceptanceOf(booking.id)).toEqual([]);
    expect(await acceptanceOf(other.id)).toEqual([]);
    expect(authorizeCalls(booking.uniqueCode)).toHaveLength(0);
  });

  it('refuses a record of terms that are not the ones in force', async () => {
    const { booking } = await quotedInGatineau();
    const answer = await call(
      server.app,
      PAY,
      paymentBody(booking, {
        quebec_terms: termsRecord(booking.uniqueCode, { terms_version: '2025-01-01' }),
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(en.quebecApiMessages.TERMS_OUTDATED);
    expect(await acceptanceOf(booking.id)).toEqual([]);
  });

  it.each([
    ['terms_shown_first', 'en'],
    ['terms_accepted_language', 'de-DE'],
  ])('answers 400 to a record whose %s is %s, writing nothing', async (field, value) => {
    const { booking } = await quotedInGatineau();
    const answer = await call(
      server.app,
      PAY,
      paymentBody(booking, { quebec_terms: termsRecord(booking.uniqueCode, { [field]: value }) }),
    );
    expect(answer.status).toBe(400);
    expect(await bookingById(server.database.db, booking.id)).toEqual(booking);
    expect(await acceptanceOf(booking.id)).toEqual([]);
  });

  it('pays with the record and stores it with the time and the caller’s address', async () => {
    const { booking, quote } = await quotedInGatineau();
    const answer = await call<PaymentData>(
      server.app,
      PAY,
      paymentBody(booking, { quebec_terms: termsRecord(booking.uniqueCode) }),
      { ip: '127.41.0.7' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data?.final_price).toBe(quote.final_price);
    expect(await acceptanceOf(booking.id)).toEqual([
      {
        bookingId: booking.id,
        termsVersion: QUEBEC_TERMS_VERSION,
        termsShownFirst: 'fr',
        termsAcceptedLanguage: 'fr-CA',
        acceptedAt: clock(),
        acceptedIp: '127.41.0.7',
      },
    ]);
    expect((await bookingById(server.database.db, booking.id)).status).toBe('authorized');
  });

  it('stores the express choice of the English version', async () => {
    const { booking } = await quotedInGatineau();
    const answer = await call(
      server.app,
      PAY,
      paymentBody(booking, {
        quebec_terms: termsRecord(booking.uniqueCode, { terms_accepted_language: 'en-CA' }),
      }),
    );
    expect(answer.status).toBe(200);
    const [row] = await acceptanceOf(booking.id);
    expect(row?.termsAcceptedLanguage).toBe('en-CA');
    expect(row?.termsShownFirst).toBe('fr');
  });

  it('leaves a booking outside Quebec as it was: paid without a record, none stored', async () => {
    const { code } = await quotedBooking(
      server.app,
      await edmontonDeepClean(server.database.db, { vDate: '2026-11-25' }),
    );
    const booking = await bookingByCode(server.database.db, code);
    const answer = await call(server.app, PAY, paymentBody(booking));
    expect(answer.status).toBe(200);
    const [stored] = await server.database.db
      .select({ n: count() })
      .from(bookingTermsAcceptances)
      .where(eq(bookingTermsAcceptances.bookingId, booking.id));
    expect(stored?.n).toBe(0);
  });
});

describe('the console’s booking page', () => {
  it('shows a Quebec booking’s GST and QST lines and its terms record; an Edmonton booking its one line and none', async () => {
    const { cookie } = await logInAsDemoOperator(server.app);
    const { booking } = await quotedInGatineau();
    const paid = await call(
      server.app,
      PAY,
      paymentBody(booking, {
        quebec_terms: termsRecord(booking.uniqueCode, { terms_accepted_language: 'en-CA' }),
      }),
      { ip: '127.41.0.9' },
    );
    expect(paid.status).toBe(200);
    const page = await call<{ booking: Record<string, unknown> }>(
      server.app,
      '/api/admin/bookings/get',
      { bookingId: booking.id },
      { cookie },
    );
    expect(page.status).toBe(200);
    expect(page.body.data?.booking).toMatchObject({
      taxName: 'GST + QST',
      tax: 41.18,
      taxLines: [
        { name: 'GST', rate: 5, amount: 13.75 },
        { name: 'QST', rate: 9.975, amount: 27.43 },
      ],
      quebecTerms: {
        version: QUEBEC_TERMS_VERSION,
        shownFirst: 'fr',
        acceptedLanguage: 'en-CA',
        acceptedAt: clock().toISOString(),
        ip: '127.41.0.9',
      },
    });

    const { code } = await quotedBooking(
      server.app,
      await edmontonDeepClean(server.database.db, { vDate: '2026-11-26' }),
    );
    const edmonton = await bookingByCode(server.database.db, code);
    const other = await call<{ booking: Record<string, unknown> }>(
      server.app,
      '/api/admin/bookings/get',
      { bookingId: edmonton.id },
      { cookie },
    );
    expect(other.body.data?.booking).toMatchObject({
      taxLines: [{ name: 'GST', rate: 5, amount: 13.75 }],
      quebecTerms: null,
    });
  });
});
