import { eq, sql } from 'drizzle-orm';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingCancellationFees,
  bookings,
  bookingTips,
  contractorTaxDetails,
  operatorActions,
} from '#server/db/schema.ts';
import { configuredTaxDataKeys, missingTaxDataKeys } from '#server/tax-reporting/tax-data-keys.ts';
import { seal, unseal } from '#server/tax-reporting/sealing.ts';
import * as en from '#shared/catalogue/en-CA/api-tax-details.ts';
import * as fr from '#shared/catalogue/fr-CA/api-tax-details.ts';
import { call, DEMO_CUSTOMER_EMAIL, logIn, manualClock } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor, type TestContractor } from '../support/contractors.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// A cleaner's tax details for the CRA's platform reporting rules (issue 43, decision 135): kept
// sealed, answered masked to the owner and to operators (audited), to nobody else; and the
// annual DPI report of a seeded year.

const clock = manualClock(new Date('2026-02-15T15:00:00Z'));
const SIN = '046454286';

/** An element of the parsed report. */
type Element = ReturnType<typeof DomUtils.findAll>[number];
const GET = '/api/contractor/get_tax_details';
const SAVE = '/api/contractor/save_tax_details';
const ADMIN_VIEW = '/api/admin/cleaners/tax-details';
const EXPORT = '/api/admin/tax-reporting/export';

const valid = {
  vLegalName: 'Amelia Jane Tremblay',
  vStreet: '10150 Jasper Ave NW',
  vCity: 'Edmonton',
  vProvince: 'AB',
  vPostalCode: 't5j1w4',
  dBirthDate: '1990-04-25',
  vNumberKind: 'sin',
  vNumber: '046 454 286',
  vGstHstNumber: '',
};

let server: TestApp;
let operator: string;
let customer: string;
beforeAll(async () => {
  server = await startTestApp({ clock });
  operator = (await logInAsDemoOperator(server.app)).cookie;
  customer = (await logIn(server.app, DEMO_CUSTOMER_EMAIL)).cookie;
});
afterAll(() => server.close());

const db = () => server.database.db;

async function rowsOf(contractorId: number) {
  return db()
    .select()
    .from(contractorTaxDetails)
    .where(eq(contractorTaxDetails.contractorId, contractorId));
}

async function cleaner(fullName?: string): Promise<TestContractor> {
  return newContractor(server.app, db(), { fullName, city: 'Edmonton' });
}

describe('a cleaner saving their tax details', () => {
  it('keeps them sealed and answers them masked, to the owner too', async () => {
    const me = await cleaner();
    expect((await call(server.app, GET, {}, { cookie: me.cookie })).body.data).toEqual({
      oDetails: null,
    });

    const saved = await call(server.app, SAVE, valid, { cookie: me.cookie });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.message).toBe(en.taxDetailsAnswers.saved);
    const masked = {
      vLegalName: 'Amelia Jane Tremblay',
      vCity: 'Edmonton',
      eProvince: 'AB',
      iBirthYear: 1990,
      eNumberKind: 'sin',
      vNumber: '••• ••• 286',
      bGstHstRegistered: false,
      vGstHstNumber: null,
      dtSavedAt: clock().toISOString(),
    };
    expect(saved.body.data).toEqual({ oDetails: masked });
    const again = await call(server.app, GET, {}, { cookie: me.cookie });
    expect(again.body.data).toEqual({ oDetails: masked });
    expect(JSON.stringify(again.body)).not.toContain(SIN);
    expect(again.headers['cache-control']).toBe('no-store');

    // The database row: ciphertext only; not the SIN, the birth date or the street in any form.
    const result: unknown = await db().execute(
      sql`select *, encode(ciphertext, 'escape') as plain from contractor_tax_details where contractor_id = ${me.id}`,
    );
    const raw = JSON.stringify(result);
    expect(raw).toContain('plain');
    for (const secret of [SIN, '046 454 286', '1990-04-25', 'Jasper']) {
      expect(raw).not.toContain(secret);
      expect(raw).not.toContain(Buffer.from(secret).toString('hex'));
    }
    const [kept] = await rowsOf(me.id);
    expect(kept?.iv).toHaveLength(12);
    expect(kept?.authTag).toHaveLength(16);
    expect(kept?.keyId).toMatch(/^k-[0-9a-f]{12}$/);
  });

  it('replaces them only with the whole form again, with a fresh IV', async () => {
    const me = await cleaner();
    await call(server.app, SAVE, valid, { cookie: me.cookie });
    const [first] = await rowsOf(me.id);
    const changed = await call(
      server.app,
      SAVE,
      {
        ...valid,
        vNumberKind: 'bn',
        vNumber: '123456782 RC0001',
        vGstHstNumber: '123456782RT0001',
      },
      { cookie: me.cookie },
    );
    expect(changed.status, changed.body.message).toBe(200);
    expect(changed.body.data).toMatchObject({
      oDetails: {
        eNumberKind: 'bn',
        vNumber: '••• ••• 782 RC0001',
        bGstHstRegistered: true,
        vGstHstNumber: '••• ••• 782 RT0001',
      },
    });
    const rows = await rowsOf(me.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.iv.equals(first?.iv ?? Buffer.alloc(0))).toBe(false);
  });

  const refusals: [string, Partial<typeof valid>, string][] = [
    ['an empty legal name', { vLegalName: ' ' }, en.taxDetailsRefusals.legalName],
    ['a street too short', { vStreet: 'A' }, en.taxDetailsRefusals.street],
    ['no city', { vCity: '' }, en.taxDetailsRefusals.city],
    ['an unknown province', { vProvince: 'XX' }, en.taxDetailsRefusals.province],
    ['a postal code of no form', { vPostalCode: '12345' }, en.taxDetailsRefusals.postalCode],
    [
      'a postal code of another province',
      { vPostalCode: 'M5V 2T6' },
      'M5V 2T6 is not a postal code of AB. Please check both.',
    ],
    [
      'a date that is not on the calendar',
      { dBirthDate: '1990-02-30' },
      en.taxDetailsRefusals.birthDate,
    ],
    ['a minor', { dBirthDate: '2008-02-16' }, en.taxDetailsRefusals.notAdult],
    ['no kind of number', { vNumberKind: 'nas' }, en.taxDetailsRefusals.numberKind],
    ['a SIN failing the Luhn check', { vNumber: '046 454 287' }, en.taxDetailsRefusals.sin],
    ['a SIN of 8 digits', { vNumber: '04645428' }, en.taxDetailsRefusals.sin],
    [
      'a business number of 8 digits',
      { vNumberKind: 'bn', vNumber: '12345678' },
      en.taxDetailsRefusals.businessNumber,
    ],
    ['a GST/HST number without RT', { vGstHstNumber: '123456789' }, en.taxDetailsRefusals.gstHst],
    [
      'a GST/HST number of another business',
      { vNumberKind: 'bn', vNumber: '123456782', vGstHstNumber: '987654321 RT0001' },
      en.taxDetailsRefusals.gstHstBusiness,
    ],
  ];
  it.each(refusals)('refuses %s with 400 and writes nothing', async (_case, change, message) => {
    const me = await cleaner();
    const answer = await call(server.app, SAVE, { ...valid, ...change }, { cookie: me.cookie });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it('is adult on their 18th birthday, by head office calendar', async () => {
    const me = await cleaner();
    const answer = await call(
      server.app,
      SAVE,
      { ...valid, dBirthDate: '2008-02-15' },
      { cookie: me.cookie },
    );
    expect(answer.status, answer.body.message).toBe(200);
  });

  it('says the refusal in French to a French cleaner', async () => {
    const me = await cleaner();
    const answer = await call(
      server.app,
      SAVE,
      { ...valid, vNumber: '046 454 287' },
      { cookie: me.cookie, headers: { 'x-mapleshine-locale': 'fr-CA' } },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(fr.taxDetailsRefusals.sin);
  });

  it('refuses visitors (401), customers and operators (403), writing nothing', async () => {
    const before = await db().select().from(contractorTaxDetails);
    for (const [path, body] of [
      [GET, {}],
      [SAVE, valid],
    ] as const) {
      expect((await call(server.app, path, body)).status).toBe(401);
      expect((await call(server.app, path, body, { cookie: customer })).status).toBe(403);
      expect((await call(server.app, path, body, { cookie: operator })).status).toBe(403);
    }
    expect(await db().select().from(contractorTaxDetails)).toHaveLength(before.length);
  });

  it('shows another cleaner nothing of them: each reads their own alone', async () => {
    const owner = await cleaner();
    const other = await cleaner();
    await call(server.app, SAVE, valid, { cookie: owner.cookie });
    const theirs = await call(server.app, GET, { id: owner.id }, { cookie: other.cookie });
    expect(theirs.status).toBe(400);
    const own = await call(server.app, GET, {}, { cookie: other.cookie });
    expect(own.body.data).toEqual({ oDetails: null });
  });
});

describe("an operator reading a cleaner's tax details", () => {
  it('sees them masked, and each read is in the audit log', async () => {
    const me = await cleaner();
    await call(server.app, SAVE, valid, { cookie: me.cookie });
    for (let read = 1; read <= 2; read += 1) {
      const answer = await call(server.app, ADMIN_VIEW, { id: me.id }, { cookie: operator });
      expect(answer.status, answer.body.message).toBe(200);
      expect(answer.body.message).toBe(en.taxDetailsAnswers.operatorView);
      expect(answer.body.data).toMatchObject({
        oDetails: { vLegalName: 'Amelia Jane Tremblay', iBirthYear: 1990, vNumber: '••• ••• 286' },
      });
      expect(JSON.stringify(answer.body)).not.toContain(SIN);
      expect(JSON.stringify(answer.body)).not.toContain('1990-04-25');
    }
    const entries = await db()
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.subjectId, String(me.id)));
    expect(entries.filter((entry) => entry.action === 'tax.view')).toHaveLength(2);
    expect(entries[0]).toMatchObject({ subjectType: 'cleaner', before: null, after: null });
  });

  it('learns when there are none, and 404 for no such cleaner', async () => {
    const me = await cleaner();
    const none = await call(server.app, ADMIN_VIEW, { id: me.id }, { cookie: operator });
    expect(none.body).toMatchObject({
      message: en.taxDetailsAnswers.operatorNone,
      data: { oDetails: null },
    });
    const missing = await call(server.app, ADMIN_VIEW, { id: 987654 }, { cookie: operator });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(en.taxDetailsRefusals.cleanerNotFound);
  });

  it('is refused to visitors, customers and cleaners, the owner too', async () => {
    const me = await cleaner();
    await call(server.app, SAVE, valid, { cookie: me.cookie });
    expect((await call(server.app, ADMIN_VIEW, { id: me.id })).status).toBe(401);
    for (const cookie of [customer, me.cookie]) {
      const answer = await call(server.app, ADMIN_VIEW, { id: me.id }, { cookie });
      expect(answer.status).toBe(403);
      expect(JSON.stringify(answer.body)).not.toContain('Tremblay');
    }
  });
});

describe('the keys', () => {
  const keyA = Buffer.alloc(32, 1).toString('base64');
  const keyB = Buffer.alloc(32, 2).toString('base64');

  it('open a record sealed before a rotation with the previous key, and not another row', async () => {
    const sealed = await seal(configuredTaxDataKeys(keyA), 7, { sin: SIN });
    const rotated = configuredTaxDataKeys(keyB, [keyA]);
    expect(await unseal(rotated, 7, sealed)).toEqual({ sin: SIN });
    await expect(unseal(rotated, 8, sealed)).rejects.toThrow();
    await expect(unseal(configuredTaxDataKeys(keyB), 7, sealed)).rejects.toThrow(
      en.taxDetailsRefusals.keyUnknown,
    );
  });

  it('without a key, the save answers 503 and writes nothing', async () => {
    const keyless = await startTestApp({ clock, taxKeys: missingTaxDataKeys() });
    try {
      const me = await newContractor(keyless.app, keyless.database.db, {});
      const answer = await call(keyless.app, SAVE, valid, { cookie: me.cookie });
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe(en.taxDetailsRefusals.keyMissing);
      expect(await keyless.database.db.select().from(contractorTaxDetails)).toEqual([]);
    } finally {
      await keyless.close();
    }
  });
});

describe('the annual report', () => {
  /** A job completed by the cleaner at `at`, paid `cents`. */
  async function completedJob(who: TestContractor, at: string, cents: number) {
    const booking = await createBooking(db(), {
      status: 'completed',
      contractorEmail: who.email,
      contractorPayCents: cents,
      now: new Date(at),
      startsInHours: -5,
    });
    await db()
      .update(bookings)
      .set({ completedAt: new Date(at) })
      .where(eq(bookings.id, booking.id));
    return booking.id;
  }

  function download(year: number, cookie = operator) {
    return server.app.inject({
      method: 'POST',
      url: EXPORT,
      payload: { iYear: year },
      headers: { cookie },
    });
  }

  /** The report's elements named `dpi:<name>` under `parent`. */
  const all = (parent: Element | Element[], name: string) =>
    DomUtils.findAll(
      (each) => each.name === `dpi:${name}`,
      Array.isArray(parent) ? parent : [parent],
    );
  const text = (parent: Element, name: string) => {
    const found = all(parent, name)[0];
    return found ? DomUtils.textContent(found) : null;
  };
  const isElement = (node: unknown): node is Element => (node as { type?: string }).type === 'tag';
  const parsed = (xml: string) => parseDocument(xml, { xmlMode: true }).children.filter(isElement);

  it('lists each cleaner paid in the year, with their money and jobs per quarter (DPI XML)', async () => {
    const ana = await cleaner('Ana Seeded');
    const ben = await cleaner('Ben Seeded');
    const cleo = await cleaner('Cleo Unpaid');
    await call(
      server.app,
      SAVE,
      { ...valid, vLegalName: 'Ana María Seeded' },
      { cookie: ana.cookie },
    );
    await call(
      server.app,
      SAVE,
      {
        ...valid,
        vLegalName: 'Ben Seeded Inc.',
        vNumberKind: 'bn',
        vNumber: '123456782',
        vGstHstNumber: '123456782 RT0001',
      },
      { cookie: ben.cookie },
    );
    await call(server.app, SAVE, valid, { cookie: cleo.cookie });
    // Ana: Q1 two jobs, Q3 one job plus a tip; and money of 2024 and 2026, not in 2025's report.
    await completedJob(ana, '2025-01-10T17:00:00Z', 9_000);
    const anaMarch = await completedJob(ana, '2025-03-31T18:00:00Z', 10_050);
    const anaAugust = await completedJob(ana, '2025-08-02T17:00:00Z', 12_000);
    await db()
      .insert(bookingTips)
      .values({
        bookingId: anaAugust,
        contractorId: ana.id,
        amountCents: 1_500,
        gatewayPaymentId: 'pi_seeded_tip',
        createdAt: new Date('2025-08-03T12:00:00Z'),
      });
    // A tip in April for March's job: Q2's money, no job counted again.
    await db()
      .insert(bookingTips)
      .values({
        bookingId: anaMarch,
        contractorId: ana.id,
        amountCents: 1_000,
        gatewayPaymentId: 'pi_seeded_tip_2',
        createdAt: new Date('2025-04-01T12:00:00Z'),
      });
    // Toronto's New Year: 04:30 UTC on 1 January 2025 is still 2024 in Toronto.
    await completedJob(ana, '2025-01-01T04:30:00Z', 50_000);
    await completedJob(ana, '2026-01-05T17:00:00Z', 70_000);
    // Ben: Q4 one job and a cancellation fee for another.
    await completedJob(ben, '2025-11-20T17:00:00Z', 20_000);
    const cancelled = await createBooking(db(), {
      status: 'cancelled',
      contractorEmail: ben.email,
      now: new Date('2025-12-01T12:00:00Z'),
    });
    await db()
      .insert(bookingCancellationFees)
      .values({
        bookingId: cancelled.id,
        policyVersion: 1,
        amountCents: 4_000,
        taxCents: 190,
        cleanerCents: 4_000,
        contractorId: ben.id,
        takenFrom: 'hold',
        gatewayPaymentId: 'pi_seeded_fee',
        createdAt: new Date('2025-12-02T12:00:00Z'),
      });

    const response = await download(2025);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="mapleshine-dpi-2025.xml"',
    );
    const [root] = parsed(response.body);
    if (!root) throw new Error('no root element');
    expect(root.name).toBe('dpi:DPI_OECD');
    expect(root.attribs['xmlns:dpi']).toBe('urn:oecd:ties:dpi:v1');
    expect(text(root, 'ReportingPeriod')).toBe('2025-12-31');
    expect(text(root, 'MessageTypeIndic')).toBe('DPI401');

    const sellers = all(root, 'ReportableSeller');
    const named = (needle: string) =>
      sellers.find((seller) => DomUtils.textContent(seller).includes(needle)) as Element;
    const quarterly = (seller: Element, group: string) =>
      all(seller, group)[0]!
        .children.filter(isElement)
        .map((each) => [DomUtils.textContent(each), each.attribs.currCode ?? null]);

    const anaXml = named('Ana María');
    expect(anaXml).toBeDefined();
    expect(text(anaXml, 'FirstName')).toBe('Ana María');
    expect(text(anaXml, 'LastName')).toBe('Seeded');
    expect(text(anaXml, 'TIN')).toBe(SIN);
    expect(text(anaXml, 'BirthDate')).toBe('1990-04-25');
    expect(text(anaXml, 'PostCode')).toBe('T5J 1W4');
    expect(text(anaXml, 'CountrySubentity')).toBe('AB');
    // Q1 90.00 + 100.50 = 190.50 → 191 dollars; Q2 the April tip; Q3 120 + 15.
    expect(quarterly(anaXml, 'Consideration')).toEqual([
      ['191', 'CAD'],
      ['10', 'CAD'],
      ['135', 'CAD'],
      ['0', 'CAD'],
    ]);
    expect(quarterly(anaXml, 'NumberOfActivities')).toEqual([
      ['2', null],
      ['0', null],
      ['1', null],
      ['0', null],
    ]);
    expect(quarterly(anaXml, 'Fees').map(([value]) => value)).toEqual(['0', '0', '0', '0']);

    const benXml = named('Ben Seeded Inc.');
    expect(all(benXml, 'EntitySeller')).toHaveLength(1);
    expect(text(benXml, 'TIN')).toBe('123456782');
    expect(text(benXml, 'VAT')).toBe('123456782RT0001');
    expect(quarterly(benXml, 'Consideration').map(([value]) => value)).toEqual([
      '0',
      '0',
      '0',
      '240',
    ]);
    expect(quarterly(benXml, 'NumberOfActivities').map(([value]) => value)).toEqual([
      '0',
      '0',
      '0',
      '2',
    ]);

    // Cleo was paid nothing in 2025; 2024's and 2026's money are in no quarter above.
    expect(sellers.some((seller) => DomUtils.textContent(seller).includes('Cleo'))).toBe(false);
    expect(response.body).not.toContain('>500<');
    expect(response.body).not.toContain('>700<');

    const [entry] = await db()
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.action, 'tax.export'));
    expect(entry).toMatchObject({ subjectType: 'taxYear', subjectId: '2025' });
  });

  it("reports the 2024 job of Toronto's New Year's Eve in 2024", async () => {
    const response = await download(2024);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('>500<');
  });

  it('reports a paid cleaner without details with an unknown TIN', async () => {
    const dee = await cleaner('Dee Nodetails');
    await completedJob(dee, '2025-06-10T17:00:00Z', 8_000);
    const response = await download(2025);
    const seller = all(parsed(response.body), 'ReportableSeller').find((each) =>
      DomUtils.textContent(each).includes('Nodetails'),
    ) as Element;
    const tin = all(seller, 'TIN')[0];
    expect(tin?.attribs.unknown).toBe('true');
  });

  it('refuses a year before 2024 or not yet begun, in words', async () => {
    const early = await download(2023);
    expect(early.statusCode).toBe(400);
    const late = await download(2027);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      message: 'Please choose a calendar year from 2024 to 2026.',
    });
  });

  it('is refused to visitors, customers and cleaners', async () => {
    const someone = await cleaner();
    expect((await download(2025, '')).statusCode).toBe(401);
    expect((await download(2025, customer)).statusCode).toBe(403);
    expect((await download(2025, someone.cookie)).statusCode).toBe(403);
  });
});
