import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingCancellationFees,
  bookings,
  bookingTips,
  cancellationPolicies,
  contractors,
  payoutAccounts,
  payoutItems,
  users,
} from '#server/db/schema.ts';
import { call, logIn, DEMO_CUSTOMER_EMAIL, manualClock } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor, type TestContractor } from '../support/contractors.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * A cleaner's weekly pay statements (issue 43, decision 136): a Monday-to-Sunday week on the
 * city's clock; earnings by when they were earned, transfers by when they were sent.
 */

const WEEKS = '/api/contractor/statements';
const WEEK = '/api/contractor/statement';
const CSV = '/api/contractor/statement/csv';
const PDF = '/api/contractor/statement/pdf';

type Totals = {
  iJobs: number;
  fHours: number;
  fPay: number;
  fTips: number;
  fFees: number;
  fEarned: number;
  fPaidOut: number;
  fToBePaid: number;
};
type Statement = {
  dWeek: string;
  dWeekEnd: string;
  vCityName: string;
  vTimeZone: string;
  bWaitingForPayoutAccount: boolean;
  jobs: { dDate: string; vBookingNo: string; vServiceName: string; fHours: number; fPay: number }[];
  tips: { dDate: string; vBookingNo: string; fAmount: number }[];
  fees: { dDate: string; vBookingNo: string; fAmount: number }[];
  transfers: {
    dSentOn: string;
    tSentAt: string;
    vBookingNo: string;
    eFor: string;
    fAmount: number;
    vTransferId: string;
  }[];
  totals: Totals;
};
type Weeks = {
  vCityName: string;
  vTimeZone: string;
  bPayoutAccountReady: boolean;
  weeks: { dWeek: string; dWeekEnd: string; bWaitingForPayoutAccount: boolean; totals: Totals }[];
  vNextCursor: string | null;
};

// Wednesday 2 December 2026, 12:00PM in Calgary (UTC−6 all year since 2026, decision 137): this week is the one of Monday 30 November.
const clock = manualClock(new Date('2026-12-02T18:00:00Z'));

let server: TestApp;
let calgary: TestContractor;
let toronto: TestContractor;
let customerCookie: string;
const numbers: Record<string, string> = {};

const db = () => server.database.db;

/** A completed job of the cleaner, completed at the instant given, for the pay given. */
async function completedAt(cleaner: TestContractor, city: string, at: string, payCents: number) {
  const job = await createBooking(db(), {
    status: 'completed',
    city,
    now: new Date('2026-11-20T15:00:00Z'),
    contractorEmail: cleaner.email,
    estimatedMinutes: 180,
    contractorPayCents: payCents,
  });
  await db()
    .update(bookings)
    .set({ completedAt: new Date(at) })
    .where(eq(bookings.id, job.id));
  return job;
}

async function sentItem(
  cleaner: TestContractor,
  bookingId: number,
  kind: 'service' | 'tip' | 'cancellationFee',
  amountCents: number,
  sentAt: string | null,
) {
  await db()
    .insert(payoutItems)
    .values({
      contractorId: cleaner.id,
      bookingId,
      kind,
      amountCents,
      sourcePaymentId: `pi_statement_${bookingId}_${kind}`,
      payableAt: new Date('2026-11-24T00:00:00Z'),
      dueBy: new Date('2026-11-26T00:00:00Z'),
      state: sentAt === null ? 'pending' : 'sent',
      gatewayTransferId: sentAt === null ? null : `tr_statement_${bookingId}_${kind}`,
      sentAt: sentAt === null ? null : new Date(sentAt),
    });
}

beforeAll(async () => {
  server = await startTestApp({ clock });
  customerCookie = (await logIn(server.app, DEMO_CUSTOMER_EMAIL)).cookie;
  calgary = await newContractor(server.app, db(), { city: 'Calgary', fullName: 'Priya Nair' });
  toronto = await newContractor(server.app, db(), { city: 'Toronto', fullName: 'Luc Gagnon' });

  // Calgary (UTC−6 all year since 2026, decision 137): Sunday 29 November 11:30PM, then Monday
  // 30 November 12:30AM.
  const late = await completedAt(calgary, 'Calgary', '2026-11-30T05:30:00Z', 12345);
  const early = await completedAt(calgary, 'Calgary', '2026-11-30T06:30:00Z', 10000);
  numbers.late = late.bookingNo;
  numbers.early = early.bookingNo;
  await db()
    .insert(bookingTips)
    .values({
      bookingId: late.id,
      contractorId: calgary.id,
      amountCents: 1550,
      gatewayPaymentId: 'pi_statement_tip',
      createdAt: new Date('2026-11-24T18:00:00Z'),
    });
  const cancelled = await createBooking(db(), {
    status: 'cancelled',
    city: 'Calgary',
    now: new Date('2026-11-20T15:00:00Z'),
    contractorEmail: calgary.email,
  });
  numbers.cancelled = cancelled.bookingNo;
  const [policy] = await db()
    .select({ version: cancellationPolicies.version })
    .from(cancellationPolicies);
  await db()
    .insert(bookingCancellationFees)
    .values({
      bookingId: cancelled.id,
      policyVersion: policy!.version,
      amountCents: 2500,
      taxCents: 119,
      taxName: 'GST',
      cleanerCents: 2500,
      contractorId: calgary.id,
      takenFrom: 'hold',
      gatewayPaymentId: 'pi_statement_fee',
      createdAt: new Date('2026-11-25T12:00:00Z'),
    });
  // The late job's pay reached the cleaner on Monday; the tip waits.
  await sentItem(calgary, late.id, 'service', 12345, '2026-11-30T08:00:00Z');
  await sentItem(calgary, late.id, 'tip', 1550, null);

  // Toronto (UTC−5): 11:30PM on Sunday, 12:30AM on Monday, and 1:30AM on Monday (which is
  // still Sunday in Calgary).
  const tLate = await completedAt(toronto, 'Toronto', '2026-11-30T04:30:00Z', 9999);
  const tEarly = await completedAt(toronto, 'Toronto', '2026-11-30T05:30:00Z', 5001);
  const tLater = await completedAt(toronto, 'Toronto', '2026-11-30T06:30:00Z', 7000);
  numbers.tLate = tLate.bookingNo;
  numbers.tEarly = tEarly.bookingNo;
  numbers.tLater = tLater.bookingNo;
  await sentItem(toronto, tLate.id, 'service', 9999, '2026-11-30T14:00:00Z');
  await db()
    .insert(payoutAccounts)
    .values({
      contractorId: toronto.id,
      gateway: 'test',
      accountId: `acct_statement_${toronto.id}`,
      detailsSubmitted: true,
      payoutsEnabled: true,
    });
  // The Toronto cleaner reads French.
  const [row] = await db()
    .select({ userId: contractors.userId })
    .from(contractors)
    .where(eq(contractors.id, toronto.id));
  await db().update(users).set({ locale: 'fr-CA' }).where(eq(users.id, row!.userId));
});
afterAll(() => server.close());

const post = <Data>(url: string, body: unknown, cookie: string) =>
  call<Data>(server.app, url, body, { cookie });

/** A CSV as RFC 4180 reads it: rows of fields, quotes undone. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

describe('a week of the pay statement (decision 136)', () => {
  it('counts a job completed at 11:30PM on Sunday in Calgary in that week, and 12:30AM on Monday in the next', async () => {
    const answer = await post<Statement>(WEEK, { dWeek: '2026-11-23' }, calgary.cookie);
    expect(answer.status).toBe(200);
    const week = answer.body.data!;
    expect(week).toMatchObject({
      dWeek: '2026-11-23',
      dWeekEnd: '2026-11-29',
      vCityName: 'Calgary',
      vTimeZone: 'America/Edmonton',
      bWaitingForPayoutAccount: true,
    });
    expect(week.jobs).toEqual([
      {
        dDate: '2026-11-29',
        vBookingNo: numbers.late,
        vServiceName: 'Deep Cleaning',
        fHours: 3,
        fPay: 123.45,
      },
    ]);
    expect(week.tips).toEqual([{ dDate: '2026-11-24', vBookingNo: numbers.late, fAmount: 15.5 }]);
    expect(week.fees).toEqual([
      { dDate: '2026-11-25', vBookingNo: numbers.cancelled, fAmount: 25 },
    ]);
    // Its pay was sent on Monday: a transfer of the next week, but no longer to be paid.
    expect(week.transfers).toEqual([]);
    expect(week.totals).toEqual({
      iJobs: 1,
      fHours: 3,
      fPay: 123.45,
      fTips: 15.5,
      fFees: 25,
      fEarned: 163.95,
      fPaidOut: 0,
      fToBePaid: 40.5,
    });
    expect(answer.headers['cache-control']).toBe('private, no-store');

    const next = (await post<Statement>(WEEK, { dWeek: '2026-11-30' }, calgary.cookie)).body.data!;
    expect(next.jobs.map((job) => [job.dDate, job.vBookingNo])).toEqual([
      ['2026-11-30', numbers.early],
    ]);
    expect(next.transfers).toEqual([
      {
        dSentOn: '2026-11-30',
        tSentAt: '2026-11-30T08:00:00.000Z',
        vBookingNo: numbers.late,
        eFor: 'service',
        fAmount: 123.45,
        vTransferId: expect.stringMatching(/^tr_statement_/),
      },
    ]);
    expect(next.totals).toMatchObject({
      fPay: 100,
      fEarned: 100,
      fPaidOut: 123.45,
      fToBePaid: 100,
    });
  });

  it('draws the line at midnight on Toronto’s clock for a Toronto cleaner, whose account is ready', async () => {
    const week = (await post<Statement>(WEEK, { dWeek: '2026-11-23' }, toronto.cookie)).body.data!;
    expect(week.vTimeZone).toBe('America/Toronto');
    expect(week.jobs.map((job) => job.vBookingNo)).toEqual([numbers.tLate]);
    expect(week.totals).toMatchObject({ fPay: 99.99, fEarned: 99.99, fPaidOut: 0, fToBePaid: 0 });
    expect(week.bWaitingForPayoutAccount).toBe(false);
    const next = (await post<Statement>(WEEK, { dWeek: '2026-11-30' }, toronto.cookie)).body.data!;
    expect(next.jobs.map((job) => job.vBookingNo)).toEqual([numbers.tEarly, numbers.tLater]);
    expect(next.totals).toMatchObject({
      iJobs: 2,
      fHours: 6,
      fPay: 120.01,
      fPaidOut: 99.99,
      fToBePaid: 120.01,
    });
    // Ready to be paid: nothing waits for an account.
    expect(next.bWaitingForPayoutAccount).toBe(false);
  });

  it('lists the weeks newest first with their totals, a page at a time', async () => {
    const all = await post<Weeks>(WEEKS, {}, calgary.cookie);
    expect(all.status).toBe(200);
    expect(all.body.data!.bPayoutAccountReady).toBe(false);
    expect(all.body.data!.vCityName).toBe('Calgary');
    expect(all.body.data!.weeks.map((week) => [week.dWeek, week.totals.fEarned])).toEqual([
      ['2026-11-30', 100],
      ['2026-11-23', 163.95],
    ]);
    expect(all.body.data!.weeks[1]!.totals).toEqual({
      iJobs: 1,
      fHours: 3,
      fPay: 123.45,
      fTips: 15.5,
      fFees: 25,
      fEarned: 163.95,
      fPaidOut: 0,
      fToBePaid: 40.5,
    });
    expect(all.body.data!.vNextCursor).toBeNull();

    const first = (await post<Weeks>(WEEKS, { iLimit: 1 }, calgary.cookie)).body.data!;
    expect(first.weeks.map((week) => week.dWeek)).toEqual(['2026-11-30']);
    expect(first.vNextCursor).toBe('2026-11-30');
    const second = (
      await post<Weeks>(WEEKS, { iLimit: 1, vCursor: first.vNextCursor }, calgary.cookie)
    ).body.data!;
    expect(second.weeks.map((week) => week.dWeek)).toEqual(['2026-11-23']);
    expect(second.vNextCursor).toBeNull();

    const torontoWeeks = (await post<Weeks>(WEEKS, {}, toronto.cookie)).body.data!;
    expect(torontoWeeks.weeks.map((week) => [week.dWeek, week.totals.fPay])).toEqual([
      ['2026-11-30', 120.01],
      ['2026-11-23', 99.99],
    ]);
  });

  it('writes the week as CSV with a header row, ISO dates and decimal dollars', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: CSV,
      payload: { dWeek: '2026-11-23' },
      headers: { cookie: calgary.cookie },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="statement-2026-11-23.csv"',
    );
    const text = answer.rawPayload.toString('utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(['Type', 'Date', 'Booking', 'Description', 'Hours', 'Amount (CAD)']);
    expect(rows).toContainEqual([
      'Job',
      '2026-11-29',
      numbers.late,
      'Deep Cleaning',
      '3.00',
      '123.45',
    ]);
    expect(rows).toContainEqual(['Tip', '2026-11-24', numbers.late, '', '', '15.50']);
    expect(rows).toContainEqual([
      'Cancellation fee',
      '2026-11-25',
      numbers.cancelled,
      '',
      '',
      '25.00',
    ]);
    expect(rows).toContainEqual(['Total', '2026-11-23', '', 'Earned this week', '', '163.95']);
    expect(rows).toContainEqual([
      'Total',
      '2026-11-23',
      '',
      'Of this week’s earnings, still to be paid',
      '',
      '40.50',
    ]);
    expect(rows.every((row) => row.length === 6)).toBe(true);
  });

  it('quotes a field holding a comma or a quote in the CSV', async () => {
    const { csvField } = await import('#server/statements/statement-csv.ts');
    expect(csvField('Deep Cleaning, large')).toBe('"Deep Cleaning, large"');
    expect(csvField('the "big" one')).toBe('"the ""big"" one"');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('plain')).toBe('plain');
  });

  it('prints the PDF in the cleaner’s language: English, and French with « 1 234,56 $ »', async () => {
    const english = await server.app.inject({
      method: 'POST',
      url: PDF,
      payload: { dWeek: '2026-11-23' },
      headers: { cookie: calgary.cookie },
    });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.headers['content-disposition']).toBe(
      'attachment; filename="statement-2026-11-23.pdf"',
    );
    expect(english.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const englishText = await pdfText(english.rawPayload);
    expect(englishText).toContain('Pay statement');
    expect(englishText).toContain('Week of November 23, 2026 to November 29, 2026');
    expect(englishText).toContain('$123.45');
    expect(englishText).toContain('$163.95');
    expect(englishText).toContain('Waiting for your payout account');

    // The French cleaner's file is French whatever language the page asking is in.
    const french = await server.app.inject({
      method: 'POST',
      url: PDF,
      payload: { dWeek: '2026-11-30' },
      headers: { cookie: toronto.cookie, 'x-mapleshine-locale': 'en-CA' },
    });
    expect(french.statusCode).toBe(200);
    expect(french.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const frenchText = await pdfText(french.rawPayload);
    expect(frenchText).toContain('Relevé de paie');
    expect(frenchText).toContain('Semaine du 30 novembre 2026 au 6 décembre 2026');
    expect(frenchText).toContain('120,01 $');
    expect(frenchText).toContain('Virements à votre compte de versement');
    expect(frenchText).not.toContain('Pay statement');
  });
});

describe('the PDF’s French money', () => {
  it('writes « 1 234,56 $ » with its no-break spaces', async () => {
    const { statementPdf } = await import('#server/statements/statement-pdf.ts');
    const totals = {
      jobs: 1,
      minutes: 600,
      payCents: 123456,
      tipsCents: 0,
      feesCents: 0,
      earnedCents: 123456,
      paidOutCents: 0,
      toBePaidCents: 123456,
    };
    const pdf = await statementPdf(
      {
        monday: '2026-11-23',
        sunday: '2026-11-29',
        cleanerName: 'Luc Gagnon',
        cityName: 'Gatineau',
        timeZone: 'America/Toronto',
        waitingForPayoutAccount: false,
        jobs: [
          {
            date: '2026-11-24',
            bookingNo: 'MS-1',
            service: 'Grand ménage',
            minutes: 600,
            payCents: 123456,
          },
        ],
        tips: [],
        fees: [],
        transfers: [],
        totals,
      },
      'fr-CA',
    );
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(text).toMatch(/1[\u00a0\u202f ]234,56[\u00a0\u202f ]\$/);
    expect(text).toContain('Grand ménage');
    expect(text).toContain('Semaine du 23 novembre 2026 au 29 novembre 2026');
  });
});

describe('who may read a statement, and what is refused', () => {
  it('answers 404 for a week with nothing of the caller’s, as for another cleaner’s week', async () => {
    const other = await newContractor(server.app, db(), { city: 'Calgary' });
    for (const url of [WEEK, CSV, PDF]) {
      const answer = await post(url, { dWeek: '2026-11-23' }, other.cookie);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(
        'There is nothing on your pay statements for the week of 2026-11-23.',
      );
    }
    const weeks = await post<Weeks>(WEEKS, {}, other.cookie);
    expect(weeks.body.data!.weeks).toEqual([]);
  });

  it('refuses customers (403) and the anonymous (401)', async () => {
    for (const [url, body] of [
      [WEEKS, {}],
      [WEEK, { dWeek: '2026-11-23' }],
      [CSV, { dWeek: '2026-11-23' }],
      [PDF, { dWeek: '2026-11-23' }],
    ] as const) {
      expect((await post(url, body, customerCookie)).status).toBe(403);
      expect((await call(server.app, url, body)).status).toBe(401);
    }
  });

  it('refuses a malformed day, a day that is not a Monday and a week not started, in words', async () => {
    const cases: [unknown, string][] = [
      [{ dWeek: '2026-13-01' }, 'Please give the week as the date of its Monday, like 2026-11-23.'],
      [{ dWeek: '23/11/2026' }, 'Please give the week as the date of its Monday, like 2026-11-23.'],
      [
        { dWeek: '2026-11-24' },
        '2026-11-24 is not a Monday. Please give the week as the date of its Monday.',
      ],
      [
        { dWeek: '2026-12-07' },
        'The week of 2026-12-07 has not started yet. Please choose this week or an earlier one.',
      ],
      [{}, 'Enter the date as YYYY-MM-DD.'],
      [{ dWeek: 20261123 }, 'Enter the date as YYYY-MM-DD.'],
    ];
    for (const url of [WEEK, CSV, PDF]) {
      for (const [body, message] of cases) {
        const answer = await post(url, body, calgary.cookie);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.message).toBe(message);
      }
    }
    const french = await call(
      server.app,
      WEEK,
      { dWeek: '2026-11-24' },
      { cookie: calgary.cookie, headers: { 'x-mapleshine-locale': 'fr-CA' } },
    );
    expect(french.body.message).toBe(
      'Le 2026-11-24 n’est pas un lundi. Veuillez indiquer la semaine par la date de son lundi.',
    );
    const later = await call(
      server.app,
      WEEK,
      { dWeek: '2026-12-07' },
      { cookie: calgary.cookie, headers: { 'x-mapleshine-locale': 'fr-CA' } },
    );
    expect(later.body.message).toContain('n’est pas encore commencée');
  });

  it('refuses a bad cursor or page size for the weeks', async () => {
    for (const body of [{ vCursor: 'abc' }, { vCursor: '2026-11-24' }, { vCursor: '' }]) {
      const answer = await post(WEEKS, body, calgary.cookie);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        'This list cannot continue from there. Please load it again.',
      );
    }
    for (const iLimit of [0, 51, 'ten']) {
      const answer = await post(WEEKS, { iLimit }, calgary.cookie);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Please ask for between 1 and 50 items a page.');
    }
  });
});
