import { eq, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { formatMoney, plainSpaces } from '#shared/i18n/format.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { issueBookingLink, revokeBookingLinks } from '#server/db/shared-queries/booking-links.ts';
import { bookingDocuments, bookings, cities, taxRates } from '#server/db/schema.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import { priceWithTaxes } from '#server/quote/index.ts';
import { issueReceipt, receiptAttachment } from '#server/receipts/index.ts';
import { inTransaction } from '#server/platform/transaction.ts';
import {
  call,
  DEMO_CUSTOMER_EMAIL,
  logIn,
  manualClock,
  newActiveCustomer,
} from '../support/accounts.ts';
import { createBooking, serviceWithSlug } from '../support/bookings.ts';
import { newContractor } from '../support/contractors.ts';
import { demoOperatorCode, logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const COMPLETE = '/api/contractor/complete_booking';
const REFUND = '/api/admin/bookings/refund';
const MY_DOCUMENTS = '/api/customer/booking_documents';
const MY_DOCUMENT = '/api/customer/booking_document';
const LINK_DOCUMENTS = '/api/booking-link/documents';
const LINK_DOCUMENT = '/api/booking-link/document';
const ADMIN_DOCUMENTS = '/api/admin/bookings/documents';
const ADMIN_DOCUMENT = '/api/admin/bookings/document';

type Listed = {
  vNumber: string;
  eKind: 'receipt' | 'creditNote';
  dIssuedOn: string;
  vIssuedOn: string;
  vAmount: string;
  vCites: string | null;
  vFileName: string;
};

// 15:00 UTC on 22 November 2026: 9:00AM in Edmonton (UTC−6 all year since 2026: decision 137),
// 10:00AM in Toronto and Montreal.
const clock = manualClock(new Date('2026-11-22T15:00:00Z'));
const gateway = testGateway(clock);

let server: TestApp;
let customerCookie: string;
/** The cleaner who holds each job: one per job, so no two of one cleaner's jobs overlap. */
const cleanerOf = new Map<number, string>();

beforeAll(async () => {
  server = await startTestApp({ clock, payments: gateway });
  customerCookie = (await logIn(server.app, DEMO_CUSTOMER_EMAIL)).cookie;
  // No Quebec city is seeded: Montreal is added.
  await server.database.db
    .insert(cities)
    .values({ name: 'Montreal', provinceCode: 'QC', timeZone: 'America/Toronto' });
});
afterAll(() => server.close());

/** After the clock jumps, sessions have ended: the customer signs in again. */
async function signInAgain() {
  customerCookie = (await logIn(server.app, DEMO_CUSTOMER_EMAIL)).cookie;
}

const provinceOf: Record<string, string> = { Toronto: 'ON', Edmonton: 'AB', Montreal: 'QC' };

/**
 * A job in progress priced as the quote prices it in its city (the fixture's own tax is GST),
 * holding a live hold on the test gateway: completing it captures.
 */
async function jobInProgress(
  city: string,
  options: { discountCents?: number; card?: string; customerEmail?: string } = {},
) {
  const db = server.database.db;
  const cleaner = await newContractor(server.app, db, { city, logIn: true });
  const job = await createBooking(db, {
    status: 'inProgress',
    city,
    now: clock(),
    startedMinutesAgo: 200,
    estimatedMinutes: 180,
    contractorEmail: cleaner.email,
    ...(options.customerEmail ? { customerEmail: options.customerEmail } : {}),
  });
  cleanerOf.set(job.id, cleaner.cookie);
  const service = await serviceWithSlug(db, 'deep-cleaning');
  const price = await priceWithTaxes(db, {
    provinceCode: provinceOf[city] ?? 'AB',
    serviceSlug: service.slug,
    date: job.localDate ?? '',
    estimatedMinutes: job.estimatedMinutes ?? 0,
    hourlyRateCents: job.hourlyRateCents ?? 0,
    discountCents: options.discountCents ?? 0,
  });
  const hold = await gateway.authorize({
    amountCents: price.totalCents,
    paymentMethodId: options.card ?? 'pm_card_visa',
    idempotencyKey: `booking-${job.uniqueCode}-authorize`,
    description: job.bookingNo,
    customerEmail: job.email,
  });
  const [row] = await db
    .update(bookings)
    .set({
      subtotalCents: price.subtotalCents,
      discountCents: price.discountCents,
      taxCents: price.taxCents,
      taxName: price.taxName,
      totalCents: price.totalCents,
      unit: '1203',
      postalCode: city === 'Toronto' ? 'M5V 2T6' : city === 'Montreal' ? 'H2X 1Y4' : 'T5J 1W4',
      paymentStatus: 'authorized',
      gatewayPaymentId: hold.paymentId,
      authorizedAt: clock(),
      authorizationExpiresAt: hold.expiresAt,
    })
    .where(eq(bookings.id, job.id))
    .returning();
  if (!row) throw new Error('booking not priced');
  return { job: row, city };
}

/** The job's cleaner completes it: the card is charged. */
function complete(job: { id: number }) {
  return call(server.app, COMPLETE, { iBookingId: job.id }, { cookie: cleanerOf.get(job.id) });
}

/** A booking completed and charged: its receipt was issued. */
async function chargedBooking(city: string, options: Parameters<typeof jobInProgress>[1] = {}) {
  const { job } = await jobInProgress(city, options);
  const answer = await complete(job);
  expect(answer.status).toBe(200);
  return job;
}

async function documentsOf(bookingId: number, cookie = customerCookie) {
  return call<Listed[]>(server.app, MY_DOCUMENTS, { iBookingId: bookingId }, { cookie });
}

async function receiptNumberOf(bookingId: number, cookie = customerCookie): Promise<string> {
  const answer = await documentsOf(bookingId, cookie);
  const receipt = answer.body.data?.find((document) => document.eKind === 'receipt');
  if (!receipt) throw new Error(`booking ${bookingId} has no receipt`);
  return receipt.vNumber;
}

async function download(url: string, body: Record<string, unknown>, cookie?: string) {
  return server.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: cookie ? { cookie } : {},
  });
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function myReceiptText(bookingId: number) {
  const number = await receiptNumberOf(bookingId);
  const response = await download(
    MY_DOCUMENT,
    { iBookingId: bookingId, vNumber: number },
    customerCookie,
  );
  expect(response.statusCode).toBe(200);
  return { number, text: await pdfText(response.rawPayload), bytes: response.rawPayload };
}

function money(cents: number) {
  return `$${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`;
}

const RECEIPT_NUMBER = /^\d{4}-\d{6}$/;

describe('the receipt issued when the card is charged', () => {
  it('prints every required field of an Ontario booking, with HST at 13% and the discount', async () => {
    const job = await chargedBooking('Toronto', { discountCents: 1000 });
    const { number, text } = await myReceiptText(job.id);

    expect(number).toMatch(RECEIPT_NUMBER);
    expect(number.startsWith('2026-')).toBe(true);
    const taxable = (job.subtotalCents ?? 0) - 1000;
    const hst = Math.round((taxable * 13) / 100);
    for (const expected of [
      'Receipt',
      `Receipt number: ${number}`,
      `Booking: ${job.bookingNo}`,
      // Completed at 10:00AM in Toronto on November 22: the day of service and of the charge.
      'Date of service: November 22, 2026',
      'Date charged: November 22, 2026',
      'Amelia Tremblay',
      '10150 Jasper Ave NW, Unit 1203',
      'Toronto, ON M5V 2T6',
      'Service: Deep Cleaning',
      'Hours: 3 hours',
      'Hourly rate: $50.00 per hour',
      'Extras: Inside Oven',
      `Subtotal ${money(job.subtotalCents ?? 0)}`,
      'Discount -$10.00',
      `HST (13%) ${money(hst)}`,
      `Total ${money(taxable + hst)}`,
      'Paid with: Visa ending in 4242',
      'MapleShine Cleaning Inc.',
      'GST/HST registration number: 123456789 RT0001',
    ]) {
      expect(text).toContain(expected);
    }
    expect(job.totalCents).toBe(taxable + hst);
    expect(text).not.toContain('GST (5%)');
    expect(text).not.toContain('QST (');
    expect(text).not.toContain('QST registration number');
    // The offline default numbers are examples, and the receipt says so.
    expect(text).toContain('the business numbers above are examples');
  });

  it('prints GST at 5% alone for an Alberta booking, and the card the gateway named', async () => {
    const job = await chargedBooking('Edmonton', { card: 'pm_card_mastercard' });
    const { text } = await myReceiptText(job.id);

    const gst = Math.round(((job.subtotalCents ?? 0) * 5) / 100);
    expect(text).toContain(`GST (5%) ${money(gst)}`);
    expect(text).toContain(`Total ${money((job.subtotalCents ?? 0) + gst)}`);
    expect(text).toContain('Edmonton, AB T5J 1W4');
    expect(text).toContain('Paid with: Mastercard ending in 4444');
    expect(text).not.toContain('HST (');
    expect(text).not.toContain('QST registration number');
    expect(text).not.toContain('Discount');
  });

  it('prints GST and QST, and the QST number, for a Quebec address, in French and English', async () => {
    const job = await chargedBooking('Montreal');
    const { text } = await myReceiptText(job.id);

    const subtotal = job.subtotalCents ?? 0;
    const gst = Math.round((subtotal * 50_000) / 1_000_000);
    const qst = Math.round((subtotal * 99_750) / 1_000_000);
    // A Quebec receipt is bilingual, French first (decision 105), its amounts written in French.
    const frenchMoney = (cents: number) => plainSpaces(formatMoney(cents / 100, 'fr-CA'));
    expect(text).toContain('Reçu / Receipt');
    expect(text).toContain(`TPS / GST (5 %) ${frenchMoney(gst)}`);
    expect(text).toContain(`TVQ / QST (9,975 %) ${frenchMoney(qst)}`);
    expect(text).toContain(`Total ${frenchMoney(subtotal + gst + qst)}`);
    expect(text).toContain(
      'Numéro d’inscription à la TVQ / QST registration number : 1234567890 TQ0001',
    );
    expect(text).toContain('Montreal, QC H2X 1Y4');
    // Its values in French, the service and its extras named so too (decision 116).
    expect(text).toContain('Grand ménage');
    expect(text).not.toContain('Deep Cleaning');
  });

  it('numbers receipts one after another across bookings', async () => {
    const first = await chargedBooking('Edmonton');
    const second = await chargedBooking('Toronto');
    const third = await chargedBooking('Edmonton');

    const numbers = await Promise.all([first, second, third].map((job) => receiptNumberOf(job.id)));
    const sequences = numbers.map((number) => Number(number.slice(5)));
    expect(sequences[1]).toBe((sequences[0] ?? 0) + 1);
    expect(sequences[2]).toBe((sequences[0] ?? 0) + 2);
  });

  it('gives completions at the same moment consecutive numbers, each its own', async () => {
    const jobs = [];
    for (const city of ['Edmonton', 'Toronto', 'Edmonton']) jobs.push(await jobInProgress(city));
    const answers = await Promise.all(jobs.map(({ job }) => complete(job)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);

    const sequences = (await Promise.all(jobs.map(({ job }) => receiptNumberOf(job.id))))
      .map((number) => Number(number.slice(5)))
      .sort((a, b) => a - b);
    expect(sequences[1]).toBe((sequences[0] ?? 0) + 1);
    expect(sequences[2]).toBe((sequences[0] ?? 0) + 2);
  });

  it('issues one receipt however often the capture is asked', async () => {
    const job = await chargedBooking('Edmonton');
    const again = await complete(job);
    expect(again.status).toBe(409);

    const db = server.database.db;
    const [before] = await db
      .select()
      .from(bookingDocuments)
      .where(eq(bookingDocuments.bookingId, job.id));
    // Asked directly, in a transaction of its own, it answers the receipt that exists.
    const answered = await inTransaction(db, (tx) =>
      issueReceipt(server.app.appContext, tx, job.id, {
        card: null,
        chargedAt: clock(),
      }),
    );
    expect(answered.number).toBe(before?.number);
    const rows = await db
      .select()
      .from(bookingDocuments)
      .where(eq(bookingDocuments.bookingId, job.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.pdf.equals(before?.pdf ?? Buffer.alloc(0))).toBe(true);
  });

  it('leaves no gap when the capture’s transaction is rolled back', async () => {
    const db = server.database.db;
    const before = await chargedBooking('Edmonton');
    const beforeNumber = await receiptNumberOf(before.id);
    const { job: failing } = await jobInProgress('Edmonton');
    // The document's row is refused, after its number was taken: the whole completion rolls back.
    await db.execute(sql`
      create function refuse_receipt() returns trigger language plpgsql as $$
      begin raise exception 'receipt refused by the test'; end $$`);
    await db.execute(
      sql.raw(`
      create trigger refuse_receipt before insert on booking_documents
      for each row when (new.booking_id = ${failing.id}) execute function refuse_receipt()`),
    );
    const refused = await complete(failing);
    expect(refused.status).toBe(500);
    expect((await db.select().from(bookings).where(eq(bookings.id, failing.id)))[0]?.status).toBe(
      'inProgress',
    );
    await db.execute(sql`drop trigger refuse_receipt on booking_documents`);
    await db.execute(sql`drop function refuse_receipt`);

    const next = await chargedBooking('Edmonton');
    expect(await receiptNumberOf(next.id)).toBe(
      `2026-${String(Number(beforeNumber.slice(5)) + 1).padStart(6, '0')}`,
    );
    // Completed again, the booking gets the number after that.
    expect((await complete(failing)).status).toBe(200);
    expect(await receiptNumberOf(failing.id)).toBe(
      `2026-${String(Number(beforeNumber.slice(5)) + 2).padStart(6, '0')}`,
    );
  });

  it('keeps the stored bytes when the tax rates, the booking and the issuer change', async () => {
    const db = server.database.db;
    const job = await chargedBooking('Toronto');
    const first = await myReceiptText(job.id);

    await db.update(taxRates).set({ ratePpm: 150_000 }).where(eq(taxRates.provinceCode, 'ON'));
    await db.update(bookings).set({ fullName: 'Someone Else' }).where(eq(bookings.id, job.id));
    const again = await myReceiptText(job.id);
    expect(again.bytes.equals(first.bytes)).toBe(true);

    // Another server on the same database with other settings serves the same bytes, and prints
    // its own issuer only on what it issues.
    const other = await buildApp({
      db,
      clock,
      payments: gateway,
      receiptIssuer: {
        legalName: 'MapleShine Renamed Ltd.',
        gstHstNumber: '987654321 RT0002',
        qstNumber: null,
        exampleNumbers: false,
      },
    });
    try {
      await other.ready();
      const response = await other.inject({
        method: 'POST',
        url: MY_DOCUMENT,
        payload: { iBookingId: job.id, vNumber: first.number },
        headers: { cookie: customerCookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(first.bytes)).toBe(true);
      const { job: later } = await jobInProgress('Edmonton');
      const completed = await other.inject({
        method: 'POST',
        url: COMPLETE,
        payload: { iBookingId: later.id },
        headers: { cookie: cleanerOf.get(later.id) ?? '' },
      });
      expect(completed.statusCode).toBe(200);
      const { text } = await myReceiptText(later.id);
      expect(text).toContain('MapleShine Renamed Ltd.');
      expect(text).toContain('GST/HST registration number: 987654321 RT0002');
      expect(text).not.toContain('examples');
    } finally {
      await other.close();
      await db.update(taxRates).set({ ratePpm: 130_000 }).where(eq(taxRates.provinceCode, 'ON'));
    }
  });

  it('carries the stored receipt as a base64 PDF attachment for the completion e-mail', async () => {
    const job = await chargedBooking('Edmonton');
    const { number, bytes } = await myReceiptText(job.id);

    const attachment = await receiptAttachment(server.database.db, job.id);
    expect(attachment).toEqual({
      filename: `MapleShine-receipt-${number}.pdf`,
      contentType: 'application/pdf',
      content: bytes.toString('base64'),
      encoding: 'base64',
    });
    const { job: uncharged } = await jobInProgress('Edmonton');
    expect(await receiptAttachment(server.database.db, uncharged.id)).toBeNull();
  });
});

describe('receipt numbers by year', () => {
  it('starts the series again at 1 in a new year, in the city’s time zone', async () => {
    // 05:30 UTC on January 1, 2027 is still December 31 in Edmonton (UTC−6 all year since 2026:
    // decision 137): the 2026 series.
    clock.advance(new Date('2027-01-01T05:30:00Z').getTime() - clock().getTime());
    await signInAgain();
    const lastOf2026 = await chargedBooking('Edmonton');
    expect((await receiptNumberOf(lastOf2026.id)).startsWith('2026-')).toBe(true);

    clock.advance(new Date('2027-01-04T16:00:00Z').getTime() - clock().getTime());
    await signInAgain();
    const first = await chargedBooking('Edmonton');
    const second = await chargedBooking('Toronto');
    expect(await receiptNumberOf(first.id)).toBe('2027-000001');
    expect(await receiptNumberOf(second.id)).toBe('2027-000002');
  });
});

describe('credit notes', () => {
  it('issues one per refund, in its own series, citing the receipt with the tax share', async () => {
    const job = await chargedBooking('Toronto');
    const receiptNumber = await receiptNumberOf(job.id);
    const operator = (await logInAsDemoOperator(server.app)).cookie;

    const refund = async (amount: string) =>
      call(
        server.app,
        REFUND,
        {
          bookingId: job.id,
          amount,
          reason: 'The oven was missed.',
          code: await demoOperatorCode(server.app),
        },
        { cookie: operator },
      );
    expect((await refund('22.60')).status).toBe(200);
    clock.advance(31 * 1000);
    expect((await refund('11.30')).status).toBe(200);

    const listed = (await documentsOf(job.id)).body.data ?? [];
    expect(listed.map((document) => document.eKind)).toEqual([
      'receipt',
      'creditNote',
      'creditNote',
    ]);
    const [, firstNote, secondNote] = listed;
    expect(firstNote?.vNumber).toMatch(/^CN-2027-\d{6}$/);
    expect(Number(secondNote?.vNumber.slice(8))).toBe(Number(firstNote?.vNumber.slice(8)) + 1);
    expect(firstNote).toMatchObject({ vCites: receiptNumber, vAmount: '$22.60' });

    const response = await download(
      MY_DOCUMENT,
      { iBookingId: job.id, vNumber: firstNote?.vNumber },
      customerCookie,
    );
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    // $22.60 with 13% HST in it: $20.00 before tax and $2.60 of HST.
    for (const expected of [
      'Credit note',
      `Credit note number: ${firstNote?.vNumber}`,
      `For receipt: ${receiptNumber}`,
      'Amount before tax $20.00',
      'HST (13%) $2.60',
      'Total refunded $22.60',
      'Refunded to: Visa ending in 4242',
      'GST/HST registration number: 123456789 RT0001',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('who may download receipts', () => {
  let job: Awaited<ReturnType<typeof chargedBooking>>;
  let number: string;
  beforeAll(async () => {
    job = await chargedBooking('Edmonton');
    number = await receiptNumberOf(job.id);
  });

  it('gives the owner the PDF as a download', async () => {
    const response = await download(
      MY_DOCUMENT,
      { iBookingId: job.id, vNumber: number },
      customerCookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="MapleShine-receipt-${number}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 to another customer, for the list and the file', async () => {
    const other = await newActiveCustomer(server.app, server.database.db);
    const listed = await documentsOf(job.id, other.cookie);
    expect(listed.status).toBe(404);
    expect(listed.body).toEqual({ code: 404, message: 'Booking not found.' });
    const file = await download(MY_DOCUMENT, { iBookingId: job.id, vNumber: number }, other.cookie);
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual({ code: 404, message: 'Booking not found.' });
  });

  it('answers 401 to nobody signed in and 403 to a cleaner', async () => {
    for (const [url, body] of [
      [MY_DOCUMENTS, { iBookingId: job.id }],
      [MY_DOCUMENT, { iBookingId: job.id, vNumber: number }],
    ] as const) {
      const anonymous = await download(url, body);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ code: 401, message: 'Please log in to continue.' });
      const cleaner = await download(url, body, cleanerOf.get(job.id));
      expect(cleaner.statusCode).toBe(403);
    }
  });

  it('answers 404 for a number of another booking, and 400 for one that is no number', async () => {
    const otherJob = await chargedBooking('Edmonton');
    const otherNumber = await receiptNumberOf(otherJob.id);
    const mixed = await download(
      MY_DOCUMENT,
      { iBookingId: job.id, vNumber: otherNumber },
      customerCookie,
    );
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json()).toEqual({ code: 404, message: 'Receipt not found.' });

    const bad = await download(MY_DOCUMENT, { iBookingId: job.id, vNumber: 'abc' }, customerCookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 400, message: 'Please choose a receipt or credit note.' });
  });

  it('lists nothing for a booking not yet charged', async () => {
    const { job: open } = await jobInProgress('Edmonton');
    const listed = await documentsOf(open.id);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([]);
  });

  it('opens with the booking link’s token in the body; a wrong or revoked one is 404', async () => {
    const db = server.database.db;
    const url = await inTransaction(db, (tx) => issueBookingLink(tx, job.id, 'http://localhost'));
    const token = url.split('/').pop() ?? '';

    const listed = await call<Listed[]>(server.app, LINK_DOCUMENTS, { token: token });
    expect(listed.status).toBe(200);
    expect(listed.body.data?.map((document) => document.vNumber)).toEqual([number]);
    const file = await download(LINK_DOCUMENT, { token: token, vNumber: number });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');

    const wrong = `${token.slice(0, -2)}xx`;
    expect((await call(server.app, LINK_DOCUMENTS, { token: wrong })).status).toBe(404);
    const wrongFile = await download(LINK_DOCUMENT, { token: wrong, vNumber: number });
    expect(wrongFile.statusCode).toBe(404);
    expect(wrongFile.json()).toEqual({ code: 404, message: 'Booking not found.' });
    expect((await call(server.app, LINK_DOCUMENTS, { token: '' })).status).toBe(400);

    await inTransaction(db, (tx) => revokeBookingLinks(tx, job.id, clock()));
    expect((await download(LINK_DOCUMENT, { token: token, vNumber: number })).statusCode).toBe(404);
  });

  it('gives an operator the list and the file; a customer is refused', async () => {
    const operator = (await logInAsDemoOperator(server.app)).cookie;
    const listed = await call<Listed[]>(
      server.app,
      ADMIN_DOCUMENTS,
      { bookingId: job.id },
      { cookie: operator },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data?.[0]?.vNumber).toBe(number);
    const file = await download(ADMIN_DOCUMENT, { bookingId: job.id, vNumber: number }, operator);
    expect(file.statusCode).toBe(200);
    expect(await pdfText(file.rawPayload)).toContain(`Receipt number: ${number}`);
    expect(
      (await call(server.app, ADMIN_DOCUMENTS, { bookingId: 2_000_000_000 }, { cookie: operator }))
        .status,
    ).toBe(404);

    expect(
      (await download(ADMIN_DOCUMENT, { bookingId: job.id, vNumber: number }, customerCookie))
        .statusCode,
    ).toBe(403);
    expect(
      (await download(ADMIN_DOCUMENT, { bookingId: job.id, vNumber: number })).statusCode,
    ).toBe(401);
  });
});
