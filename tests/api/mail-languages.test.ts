import { and, asc, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as frNews from '#shared/catalogue/fr-CA/mail-booking-news.ts';
import * as enJobs from '#shared/catalogue/en-CA/mail-jobs.ts';
import * as frJobs from '#shared/catalogue/fr-CA/mail-jobs.ts';
import * as frAccounts from '#shared/catalogue/fr-CA/mail-accounts.ts';
import * as enPayments from '#shared/catalogue/en-CA/mail-payments.ts';
import * as frPayments from '#shared/catalogue/fr-CA/mail-payments.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { plainSpaces } from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { Database } from '#server/db/database.ts';
import { bookings, notifications, outbox, users } from '#server/db/schema.ts';
import { insertUser } from '#server/db/shared-queries/accounts.ts';
import { insertCustomer } from '#server/db/shared-queries/profiles.ts';
import { newGuestLoginEmail } from '#server/domain/guest-logins.ts';
import { recordCode } from '#server/domain/codes.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import { receiptAttachment } from '#server/receipts/index.ts';
import { call, manualClock, newActiveCustomer } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor } from '../support/contractors.ts';
import { bookingById, insertContractor, pay } from '../support/payments.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Each person in their own language (decision 105): one booking with a French-speaking customer
 * (an account, then a guest) and an English-speaking cleaner sends each their own e-mails and
 * notifications through the lifecycle, every outbox row records its language, links in French
 * mail open French pages, and the receipt is printed in the customer's language.
 */

const ACCEPT = '/api/cleaning/accept_job';
const START = '/api/contractor/start_booking';
const COMPLETE = '/api/contractor/complete_booking';
const CANCEL = '/api/customer/cancel_booking';
const BOOK_SAME_DAY = '/api/cleaning/book-same-day';
const FORGOT_PASSWORD = '/api/auth/forgot-password';
const HOUR_MS = 60 * 60 * 1000;

// 15:00 UTC on 22 November 2026 is 8:00AM in Edmonton.
const clock = manualClock(new Date('2026-11-22T15:00:00Z'));
const gateway = testGateway(clock);

let server: TestApp;
let db: Database;
beforeAll(async () => {
  server = await startTestApp({ clock, payments: gateway });
  db = server.database.db;
});
afterAll(() => server.close());

const fr = (message: string, values: Record<string, string | number> = {}) =>
  formatMessage('fr-CA', message, values);
const en = (message: string, values: Record<string, string | number> = {}) =>
  formatMessage('en-CA', message, values);

async function setUserLocale(email: string, locale: Locale) {
  await db.update(users).set({ locale }).where(eq(users.email, email));
}

/** A registered, active customer who reads French. */
async function frenchAccount() {
  const customer = await newActiveCustomer(server.app, db);
  await setUserLocale(customer.email, 'fr-CA');
  return { email: customer.email, cookie: customer.cookie, account: true };
}

/** A guest booking's login (decision 087): English by default, its booking made in French. */
async function frenchGuest() {
  const email = newGuestLoginEmail();
  const userId = await insertUser(db, { email, passwordHash: '', activatedAt: null });
  await insertCustomer(db, {
    userId,
    uniqueCode: recordCode('cus'),
    firstName: 'Léa',
    lastName: 'Gagnon',
    mobile: '7805550199',
  });
  return { email, cookie: undefined, account: false };
}

async function withLiveHold(bookingId: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) throw new Error('no booking');
  const hold = await gateway.authorize({
    amountCents: row.totalCents ?? 0,
    paymentMethodId: 'pm_card_visa',
    idempotencyKey: `booking-${row.uniqueCode}-authorize`,
    description: row.bookingNo,
    customerEmail: row.email,
  });
  await db
    .update(bookings)
    .set({
      paymentStatus: 'authorized',
      gatewayPaymentId: hold.paymentId,
      authorizationExpiresAt: hold.expiresAt,
    })
    .where(eq(bookings.id, bookingId));
}

async function mailTo(to: string) {
  return db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(asc(outbox.id));
}

async function noticesOf(bookingId: number, recipient: 'Customer' | 'Contractor') {
  return db
    .select({ title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.bookingId, bookingId), eq(notifications.recipient, recipient)))
    .orderBy(asc(notifications.id));
}

async function pdfText(base64: string): Promise<string> {
  const { text } = await extractText(new Uint8Array(Buffer.from(base64, 'base64')), {
    mergePages: true,
  });
  return plainSpaces(text).replace(/\s+/g, ' ');
}

describe('one booking, a French-speaking customer and an English-speaking cleaner', () => {
  it.each([
    ['an account', frenchAccount, 'en-CA'],
    ['a guest', frenchGuest, 'fr-CA'],
  ] as const)(
    'sends %s their own French and the cleaner English through accept, start and complete',
    async (_kind, customerOf, bookedIn) => {
      const customer = await customerOf();
      const cleaner = await newContractor(server.app, db, { fullName: 'Liam Walker', logIn: true });
      const job = await createBooking(db, {
        now: clock(),
        customerEmail: customer.email,
        startsInHours: 1,
      });
      // An account's mail follows the account, whatever the booking was made in; a guest's follows
      // the language the booking was made in.
      await db.update(bookings).set({ contactLocale: bookedIn }).where(eq(bookings.id, job.id));
      await withLiveHold(job.id);

      expect((await call(server.app, ACCEPT, { iBookingId: job.id }, cleaner)).status).toBe(200);
      expect((await call(server.app, START, { iBookingId: job.id }, cleaner)).status).toBe(200);
      clock.advance(3 * HOUR_MS);
      try {
        expect((await call(server.app, COMPLETE, { iBookingId: job.id }, cleaner)).status).toBe(
          200,
        );
      } finally {
        clock.advance(-3 * HOUR_MS);
      }

      const values = { cleaner: 'Liam', bookingNo: job.bookingNo };
      // The account's activation e-mail came before, in English: it was registered in English.
      const customerMail = (await mailTo(customer.email)).filter((row) =>
        row.subject.includes(job.bookingNo),
      );
      expect(customerMail.map((row) => [row.locale, row.subject])).toEqual([
        ['fr-CA', fr(frNews.accepted.subject, values)],
        ['fr-CA', fr(frNews.started.subject, values)],
        ['fr-CA', fr(frNews.completed.subject, values)],
      ]);
      for (const row of customerMail) {
        expect(row.textBody.startsWith(fr(frNews.parts.greeting, { name: job.fullName }))).toBe(
          true,
        );
        // The booking's link opens its French page.
        expect(row.textBody).toMatch(
          /Voir votre réservation\u00a0: http:\/\/localhost:3000\/fr\/booking-link\/[A-Za-z0-9_-]{20,}/,
        );
        expect(row.textBody).not.toContain('See your booking');
      }
      expect(customerMail[0]?.textBody).toContain(
        `Bonne nouvelle\u00a0: Liam a accepté votre réservation ${job.bookingNo} (`,
      );
      expect(customerMail[2]?.textBody).toContain(frNews.completed.review);
      // The booking's service by its French name (decision 116), the cleaner's by its English one.
      for (const row of customerMail) expect(row.textBody).not.toContain('Deep Cleaning');
      expect(customerMail[0]?.textBody).toContain(`${job.bookingNo} (Grand ménage le `);

      // The receipt rides along, printed in French.
      const receipt = customerMail[2]?.attachments[0];
      expect(receipt?.contentType).toBe('application/pdf');
      const text = await pdfText(receipt?.content ?? '');
      expect(text).toContain('Reçu');
      expect(text).toMatch(/Numéro du reçu : \d{4}-\d{6}/);
      expect(text).toMatch(/Total \d+,\d\d \$/);
      expect(text).toContain('Payé avec : Visa se terminant par 4242');
      expect(text).not.toContain('Receipt number');
      expect(text).toContain('Grand ménage');
      expect(text).toContain('Intérieur du four');
      expect(text).not.toContain('Deep Cleaning');
      expect(text).not.toContain('Inside Oven');

      const cleanerMail = await mailTo(cleaner.email);
      expect(cleanerMail.map((row) => [row.locale, row.subject])).toEqual([
        ['en-CA', en(enJobs.jobAccepted.subject, values)],
        ['en-CA', en(enJobs.jobCompleted.subject, values)],
      ]);
      expect(cleanerMail[0]?.textBody).toContain(enJobs.jobPay.paidWithin);
      for (const row of cleanerMail) {
        expect(row.textBody).toContain(en(enJobs.jobLines.service, { service: 'Deep Cleaning' }));
      }

      const customerNotices = await noticesOf(job.id, 'Customer');
      expect(customerNotices.map((notice) => notice.title)).toEqual(
        customer.account
          ? [frNews.accepted.noticeTitle, frNews.started.noticeTitle, frNews.completed.noticeTitle]
          : [],
      );
    },
  );

  it('keeps a receipt in the language it was issued in when the customer changes theirs', async () => {
    const customer = await frenchAccount();
    const cleaner = await newContractor(server.app, db, { logIn: true });
    const job = await createBooking(db, {
      now: clock(),
      customerEmail: customer.email,
      status: 'assigned',
      contractorEmail: cleaner.email,
      startsInHours: 1,
    });
    await withLiveHold(job.id);
    expect((await call(server.app, START, { iBookingId: job.id }, cleaner)).status).toBe(200);
    clock.advance(3 * HOUR_MS);
    try {
      expect((await call(server.app, COMPLETE, { iBookingId: job.id }, cleaner)).status).toBe(200);
    } finally {
      clock.advance(-3 * HOUR_MS);
    }
    const issued = await receiptAttachment(db, job.id);
    await setUserLocale(customer.email, 'en-CA');

    const again = await receiptAttachment(db, job.id);
    expect(again?.content).toBe(issued?.content);
    expect(await pdfText(again?.content ?? '')).toContain('Numéro du reçu');
  });

  it("tells the cleaner of a French customer's cancel in the cleaner's own language", async () => {
    for (const cleanerLocale of ['en-CA', 'fr-CA'] as const) {
      const customer = await frenchAccount();
      const cleaner = await newContractor(server.app, db, { logIn: true });
      await setUserLocale(cleaner.email, cleanerLocale);
      const job = await createBooking(db, {
        now: clock(),
        customerEmail: customer.email,
        status: 'assigned',
        contractorEmail: cleaner.email,
        startsInHours: 30,
      });

      const answer = await call(server.app, CANCEL, { iBookingId: job.id }, customer);

      expect(answer.status).toBe(200);
      const [cancelled] = await mailTo(customer.email).then((rows) =>
        rows.filter((row) => row.subject.includes(job.bookingNo)),
      );
      expect(cancelled?.locale).toBe('fr-CA');
      expect(cancelled?.subject).toBe(fr(frNews.cancelled.subject, { bookingNo: job.bookingNo }));
      const jobs = cleanerLocale === 'fr-CA' ? frJobs.jobNotices : enJobs.jobNotices;
      const [notice, ...more] = await noticesOf(job.id, 'Contractor');
      expect(more).toEqual([]);
      expect(notice?.title).toBe(jobs.cancelledTitle);
      expect(notice?.message).toContain(
        cleanerLocale === 'fr-CA'
          ? `Le client a annulé le travail ${job.bookingNo} (Grand ménage `
          : `The customer cancelled job ${job.bookingNo} (Deep Cleaning `,
      );
      expect(cancelled?.textBody).toContain('Grand ménage');
      expect(cancelled?.textBody).not.toContain('Deep Cleaning');
    }
  });
});

describe('the names of the service, its extras and the city (decision 116)', () => {
  it("are French in a French customer's confirmation and notice, English in an English one's", async () => {
    await insertContractor(db, 'Edmonton');
    for (const locale of ['fr-CA', 'en-CA'] as const) {
      const customer = await newActiveCustomer(server.app, db);
      await setUserLocale(customer.email, locale);
      const quoted = await createBooking(db, {
        now: clock(),
        customerEmail: customer.email,
        status: 'quoted',
        startsInHours: locale === 'fr-CA' ? 50 : 56,
      });

      const answer = await pay(server.app, await bookingById(db, quoted.id));

      expect(answer.status).toBe(200);
      const [confirmation] = (await mailTo(customer.email)).filter((row) =>
        row.subject.includes(quoted.bookingNo),
      );
      expect(confirmation?.locale).toBe(locale);
      const body = confirmation?.textBody ?? '';
      const [notice] = await noticesOf(quoted.id, 'Customer');
      if (locale === 'fr-CA') {
        expect(body).toContain(fr(frPayments.bookingSummary.service, { service: 'Grand ménage' }));
        expect(body).toContain(
          fr(frPayments.bookingSummary.extras, { extras: 'Intérieur du four' }),
        );
        expect(body).not.toMatch(/Deep Cleaning|Inside Oven/);
        expect(notice?.message).toMatch(/^Votre Grand ménage du /);
      } else {
        expect(body).toContain(en(enPayments.bookingSummary.service, { service: 'Deep Cleaning' }));
        expect(body).toContain(en(enPayments.bookingSummary.extras, { extras: 'Inside Oven' }));
        expect(body).toContain(en(enPayments.bookingSummary.city, { city: 'Edmonton' }));
        expect(notice?.message).toMatch(/^Your Deep Cleaning on /);
      }
    }
  });
});

describe('the language a booking is made in', () => {
  it('is the caller’s at the same-day start: kept on the booking and on the new lead', async () => {
    const email = `lead.fr.${Date.now()}@example.ca`;
    const answer = await server.app.inject({
      method: 'POST',
      url: BOOK_SAME_DAY,
      payload: { vFullName: 'Léa Gagnon', vEmail: email, vMobile: '6135550123' },
      headers: { 'x-mapleshine-locale': 'fr-CA' },
    });

    expect(answer.statusCode).toBe(200);
    const [row] = await db.select().from(bookings).where(eq(bookings.email, email));
    expect(row?.contactLocale).toBe('fr-CA');
    const [lead] = await db.select().from(users).where(eq(users.email, email));
    expect(lead?.locale).toBe('fr-CA');
  });

  it('falls back to Accept-Language, then English', async () => {
    const french = `lead.accept.${Date.now()}@example.ca`;
    const english = `lead.none.${Date.now()}@example.ca`;
    for (const [email, headers] of [
      [french, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' }],
      [english, {}],
    ] as const) {
      const answer = await server.app.inject({
        method: 'POST',
        url: BOOK_SAME_DAY,
        payload: { vFullName: 'Sam Lee', vEmail: email, vMobile: '6135550124' },
        headers,
      });
      expect(answer.statusCode).toBe(200);
    }
    const locales = await db
      .select({ email: bookings.email, locale: bookings.contactLocale })
      .from(bookings)
      .where(eq(bookings.fullName, 'Sam Lee'));
    expect(Object.fromEntries(locales.map((row) => [row.email, row.locale]))).toEqual({
      [french]: 'fr-CA',
      [english]: 'en-CA',
    });
  });

  it("writes the known-address notice in the account owner's language, not the caller's", async () => {
    const owner = await frenchAccount();
    const answer = await server.app.inject({
      method: 'POST',
      url: BOOK_SAME_DAY,
      payload: { vFullName: 'Someone Else', vEmail: owner.email, vMobile: '6135550125' },
      headers: { 'x-mapleshine-locale': 'en-CA' },
    });

    expect(answer.statusCode).toBe(200);
    const notice = (await mailTo(owner.email)).at(-1);
    expect(notice?.locale).toBe('fr-CA');
    expect(notice?.subject).toBe(frAccounts.bookingWithYourAddress.subject);
    expect(notice?.textBody).toContain('http://localhost:3000/fr/login');
  });
});

describe('account e-mails', () => {
  it('sends a French account its reset link to the French page', async () => {
    const customer = await frenchAccount();
    const answer = await call(server.app, FORGOT_PASSWORD, { vEmail: customer.email });

    expect(answer.status).toBe(200);
    const reset = (await mailTo(customer.email)).at(-1);
    expect(reset?.locale).toBe('fr-CA');
    expect(reset?.subject).toBe(frAccounts.passwordReset.subject);
    expect(reset?.textBody).toMatch(/http:\/\/localhost:3000\/fr\/reset-password\/\S+/);
  });
});
