/**
 * A regular cleaning's money (issue 45, decision 148): bought through the API every 2 weeks, its
 * visits written by the visit writer, the first and a later visit completed (the later one held
 * 24 hours before on the saved card, both captured at completion); each visit's receipt names the
 * plan's discount as its own line, the confirmation e-mail too, the ledger reconciles to the cent
 * with the discount borne by MapleShine's margin, one booking starts one plan, and accepting the
 * whole plan tells the customer once and needs hours covering its whole window.
 */
import { and, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  notifications,
  outbox,
  payRates,
  regularPlans,
  services,
} from '#server/db/schema.ts';
import { authorizeDueBookings } from '#server/payments/scheduled-authorizations.ts';
import { writeDueVisits } from '#server/regular-plans/visit-writer.ts';
import { call, logIn, newActiveCustomer } from '../support/accounts.ts';
import { newContractor, type TestContractor } from '../support/contractors.ts';
import {
  HOUR_MS,
  MINUTE_MS,
  advanceTo,
  as,
  asOperator,
  forgetOperator,
  ledgerRows,
  ledgerWorld,
  payoutRows,
  type LedgerWorld,
} from '../support/ledger.ts';
import { pay } from '../support/payments.ts';
import { buyPlanThroughApi } from '../support/plan-fixtures.ts';
import {
  BOOK_NOW_EMAIL,
  bookingByCode,
  edmontonDeepClean,
  newContact,
  schedule,
  startBooking,
} from '../support/same-day.ts';

const ACCEPT_PLAN = '/api/cleaning/accept_plan';
const START = '/api/contractor/start_booking';
const COMPLETE = '/api/contractor/complete_booking';
const MY_DOCUMENTS = '/api/customer/booking_documents';
const MY_DOCUMENT = '/api/customer/booking_document';
const BOOKING_LEDGER = '/api/admin/bookings/ledger';

type Booking = typeof bookings.$inferSelect;
type Person = Awaited<ReturnType<typeof newActiveCustomer>>;

let world: LedgerWorld;
const db = () => world.server.database.db;
const app = () => world.server.app;

// Sunday, November 22, 2026, 15:00 UTC: the first visit on Tuesday the 24th at 9:00AM in
// Edmonton is held at payment; the plan's next visits are December 8 and 22. The tests run in
// order on one clock: the plans bought after December 8 start on Thursday, December 10.
beforeAll(async () => {
  forgetOperator();
  world = await ledgerWorld(new Date('2026-11-22T15:00:00Z'));
});
afterAll(() => world.server.close());

/** A signed-in customer buys a plan through the wizard's steps; answers them and its first visit. */
async function buyPlan(everyWeeks: number, overrides: Record<string, unknown> = {}) {
  const person = await newActiveCustomer(app(), db());
  const details = await edmontonDeepClean(db(), { iEveryWeeks: everyWeeks, ...overrides });
  const bought = await buyPlanThroughApi(app(), db(), details, {
    contact: newContact({ vFullName: 'Chloé Gagnon', vEmail: person.email }),
    cookie: person.cookie,
  });
  return { person, ...bought };
}

async function visitsOf(planId: number) {
  return db()
    .select()
    .from(bookings)
    .where(eq(bookings.planId, planId))
    .orderBy(bookings.planVisitDate);
}

async function row(id: number): Promise<Booking> {
  const [found] = await db().select().from(bookings).where(eq(bookings.id, id));
  if (!found) throw new Error(`no booking ${id}`);
  return found;
}

/** The cleaner starts the visit at its start and completes it when its estimate has passed. */
async function startAndComplete(cleaner: TestContractor, visit: Booking) {
  const startsAt = visit.startsAt ?? new Date(0);
  advanceTo(world, startsAt);
  const started = await as(world, cleaner, START, { iBookingId: visit.id });
  expect(started.status, started.body.message).toBe(200);
  advanceTo(world, startsAt.getTime() + (visit.estimatedMinutes ?? 0) * MINUTE_MS);
  const completed = await as(world, cleaner, COMPLETE, { iBookingId: visit.id });
  expect(completed.status, completed.body.message).toBe(200);
}

type Listed = { vNumber: string; eKind: 'receipt' | 'creditNote'; vAmount: string };

/** The visit's receipt as the signed-in customer downloads it, its text on one line. */
async function receiptText(person: Person, bookingId: number): Promise<string> {
  // The clock's jumps end sessions: the customer signs in again with their own password.
  person.cookie = (await logIn(app(), person.email, person.password)).cookie;
  const listed = await call<Listed[]>(
    app(),
    MY_DOCUMENTS,
    { iBookingId: bookingId },
    { cookie: person.cookie },
  );
  expect(listed.status, listed.body.message).toBe(200);
  const receipt = listed.body.data?.find((document) => document.eKind === 'receipt');
  if (!receipt) throw new Error(`booking ${bookingId} has no receipt`);
  const response = await app().inject({
    method: 'POST',
    url: MY_DOCUMENT,
    payload: { iBookingId: bookingId, vNumber: receipt.vNumber },
    headers: { cookie: person.cookie },
  });
  expect(response.statusCode).toBe(200);
  const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`;

/** The hourly pay of a deep cleaning in Edmonton, as a cleaner's pay is reckoned. */
async function edmontonDeepPayRate(cityId: number) {
  const [rate] = await db()
    .select({ cents: payRates.centsPerHour })
    .from(payRates)
    .innerJoin(services, eq(services.id, payRates.serviceId))
    .where(and(eq(payRates.cityId, cityId), eq(services.slug, 'deep-cleaning')));
  if (!rate) throw new Error('no pay rate');
  return rate.cents;
}

describe('a plan bought through the API, its visits completed', () => {
  let person: Person;
  let plan: typeof regularPlans.$inferSelect;
  let first: Booking;
  let later: Booking;
  let cleaner: TestContractor;

  beforeAll(async () => {
    ({ person, plan, first } = await buyPlan(2));
    const report = await writeDueVisits(app().appContext, world.clock());
    expect(report.failed).toEqual([]);
    cleaner = await newContractor(app(), db(), {
      city: 'Edmonton',
      logIn: true,
      fullName: 'Marie Tremblay',
    });
    const accepted = await as(world, cleaner, ACCEPT_PLAN, { iBookingId: first.id });
    expect(accepted.status, accepted.body.message).toBe(200);
  });

  it('writes the later visits with the plan’s discount, and gives them to the plan’s cleaner', async () => {
    const visits = await visitsOf(plan.id);
    expect(visits.map((visit) => visit.planVisitDate)).toEqual([
      '2026-11-24',
      '2026-12-08',
      '2026-12-22',
    ]);
    for (const visit of visits) {
      expect(visit.contractorId).toBe(cleaner.id);
      expect(visit.discountCents).toBe(Math.round(((visit.subtotalCents ?? 0) * 10) / 100));
    }
    later = visits[1] as Booking;
    expect(later.paymentStatus).toBe('cardSaved');
  });

  it('tells the customer once, naming the cleaner and every visit’s date (not one e-mail per visit)', async () => {
    const mails = await db().select().from(outbox).where(eq(outbox.toAddress, person.email));
    const perVisit = mails.filter((mail) => mail.subject.includes('will clean for your'));
    expect(perVisit).toEqual([]);
    const told = mails.filter((mail) => mail.subject === 'Marie will clean your regular cleaning');
    expect(told).toHaveLength(1);
    expect(told[0]?.textBody).toContain(
      'Marie accepted your regular cleaning (every 2 weeks) and will clean your visits on November 24, 2026; December 8, 2026; December 22, 2026.',
    );
    expect(told[0]?.textBody).toMatch(/booking-link\//);
    const notices = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, first.customerId));
    const accepted = notices.filter((notice) => notice.title.includes('will clean'));
    expect(accepted).toHaveLength(1);
    expect(accepted[0]?.message).toContain('December 22, 2026');
  });

  it('names the plan’s discount in the confirmation e-mail, not as a coupon', async () => {
    const mails = await db().select().from(outbox).where(eq(outbox.toAddress, person.email));
    const confirmation = mails.find((mail) => mail.subject.includes('is confirmed'));
    const discount = first.discountCents;
    expect(confirmation?.textBody).toContain(
      `Regular cleaning discount (10%): -${dollars(discount)}`,
    );
    expect(confirmation?.textBody).not.toMatch(/coupon/i);
  });

  it('gives the console the plan’s percent, so its booking page names the discount as the receipt does', async () => {
    const page = await asOperator<{
      booking: { discount: number; planDiscountPercent: number | null };
    }>(world, '/api/admin/bookings/get', { bookingId: first.id });
    expect(page.status, page.body.message).toBe(200);
    expect(page.body.data?.booking).toMatchObject({
      discount: first.discountCents / 100,
      planDiscountPercent: 10,
    });
  });

  it('captures the first visit at completion; its receipt shows the plan’s discount as its own line', async () => {
    await startAndComplete(cleaner, first);
    const charged = await row(first.id);
    expect(charged.paymentStatus).toBe('captured');
    const text = await receiptText(person, first.id);
    const subtotal = charged.subtotalCents ?? 0;
    const discount = Math.round(subtotal * 0.1);
    const gst = Math.round(((subtotal - discount) * 5) / 100);
    expect(charged).toMatchObject({ discountCents: discount, taxCents: gst });
    expect(charged.totalCents).toBe(subtotal - discount + gst);
    expect(text).toContain(`Subtotal ${dollars(subtotal)}`);
    expect(text).toContain(`Regular cleaning discount (10%) -${dollars(discount)}`);
    expect(text).toContain(`GST (5%) ${dollars(gst)}`);
    expect(text).toContain(`Total ${dollars(subtotal - discount + gst)}`);
    expect(text).not.toMatch(/coupon/i);
  });

  it('holds the later visit 24 hours before, captures it at completion, and its receipt shows the discount', async () => {
    const startsAt = later.startsAt ?? new Date(0);
    advanceTo(world, startsAt.getTime() - 23 * HOUR_MS);
    const report = await authorizeDueBookings(app().appContext, world.clock());
    expect(report.authorized).toContain(later.id);
    expect((await row(later.id)).paymentStatus).toBe('authorized');
    await startAndComplete(cleaner, await row(later.id));
    const charged = await row(later.id);
    expect(charged.paymentStatus).toBe('captured');
    const subtotal = charged.subtotalCents ?? 0;
    const discount = Math.round(subtotal * 0.1);
    const gst = Math.round(((subtotal - discount) * 5) / 100);
    expect(charged).toMatchObject({ discountCents: discount, taxCents: gst });
    const text = await receiptText(person, later.id);
    expect(text).toContain(`Regular cleaning discount (10%) -${dollars(discount)}`);
    expect(text).toContain(`GST (5%) ${dollars(gst)}`);
    expect(text).toContain(`Total ${dollars(subtotal - discount + gst)}`);
    expect(text).toContain('Date of service: December 8, 2026');
  });

  it('reconciles each captured visit to the cent: the discount comes out of MapleShine’s margin, never the cleaner’s pay', async () => {
    const rate = await edmontonDeepPayRate(first.cityId ?? 0);
    for (const id of [first.id, later.id]) {
      const charged = await row(id);
      const subtotal = charged.subtotalCents ?? 0;
      const discount = charged.discountCents;
      const tax = charged.taxCents ?? 0;
      const total = charged.totalCents ?? 0;
      // The cleaner's pay is their hours at their rate, as for a one-time booking.
      const pay = Math.round(((charged.estimatedMinutes ?? 0) * rate) / 60);
      expect(charged.contractorPayCents).toBe(pay);

      const rows = await ledgerRows(world, id);
      const capture = rows.find((entry) => entry.kind === 'capture');
      expect(capture).toMatchObject({
        customerCents: total,
        taxCents: tax,
        cleanerCents: pay,
        marginCents: subtotal - discount - pay,
        contractorId: cleaner.id,
      });
      // Without the discount the margin would be the subtotal less the pay: it is lower by the
      // discount exactly, and the holds net to nothing.
      expect((capture?.marginCents ?? 0) + discount).toBe(subtotal - pay);
      expect(rows.reduce((sum, entry) => sum + entry.heldCents, 0)).toBe(0);
      const [item] = await payoutRows(world, id);
      expect(item).toMatchObject({ kind: 'service', amountCents: pay, contractorId: cleaner.id });

      type Ledger = {
        totals: {
          customerCents: number;
          taxCents: number;
          cleanerCents: number;
          marginCents: number;
        };
        balanced: boolean;
      };
      const ledger = await asOperator<Ledger>(world, BOOKING_LEDGER, { bookingId: id });
      expect(ledger.status).toBe(200);
      expect(ledger.body.data?.balanced).toBe(true);
      expect(ledger.body.data?.totals).toMatchObject({
        customerCents: total,
        taxCents: tax,
        cleanerCents: pay,
        marginCents: total - tax - pay,
      });
    }
  });
});

describe('the quote e-mail of a plan', () => {
  it('names the plan’s discount with its percent, not as a coupon', async () => {
    const contact = newContact();
    const code = await startBooking(app(), contact);
    const quote = await schedule(
      app(),
      code,
      await edmontonDeepClean(db(), { iEveryWeeks: 1, vDate: '2026-12-11' }),
    );
    expect(quote.status, quote.body.message).toBe(200);
    const quoted = await bookingByCode(db(), code);
    const answer = await call(app(), BOOK_NOW_EMAIL, {
      vUniqueCode: code,
      total_price: (quoted.subtotalCents ?? 0) / 100,
    });
    expect(answer.status, answer.body.message).toBe(200);
    const [mail] = await db().select().from(outbox).where(eq(outbox.toAddress, contact.vEmail));
    expect(quoted.discountCents).toBe(Math.round(((quoted.subtotalCents ?? 0) * 15) / 100));
    expect(mail?.textBody).toContain(
      `Regular cleaning discount (15%): -${dollars(quoted.discountCents)}`,
    );
    expect(mail?.textBody).not.toMatch(/coupon/i);
  });
});

describe('one booking starts one plan', () => {
  it('answers a repeated payment as the first, and never writes a second plan', async () => {
    const { first, quoted } = await buyPlan(2, { vDate: '2026-12-11' });
    const again = await pay(app(), quoted);
    expect(again.status).toBe(200);
    expect(again.body.data?.oPlan).toEqual({ iEveryWeeks: 2, vNextDate: '2026-12-25' });
    const another = await pay(app(), quoted, { paymentMethodId: 'pm_card_mastercard' });
    expect(another.status).toBeGreaterThanOrEqual(400);
    expect(another.status).toBeLessThan(500);
    const plans = await db()
      .select()
      .from(regularPlans)
      .where(eq(regularPlans.firstBookingId, first.id));
    expect(plans).toHaveLength(1);
    const [plan] = plans;
    if (!plan) throw new Error('no plan');
    // The database itself refuses a second plan for the booking (migration 0051).
    await expect(
      db()
        .insert(regularPlans)
        .values({
          uniqueCode: `${plan.uniqueCode}x`,
          customerId: plan.customerId,
          everyWeeks: plan.everyWeeks,
          discountPercent: plan.discountPercent,
          firstBookingId: plan.firstBookingId,
          cityId: plan.cityId,
          anchorDate: plan.anchorDate,
          fromMinutes: plan.fromMinutes,
          untilMinutes: plan.untilMinutes,
        }),
    ).rejects.toThrow();
    expect(
      await db().select().from(regularPlans).where(eq(regularPlans.firstBookingId, first.id)),
    ).toHaveLength(1);
  });
});

describe('accepting a whole plan needs hours that cover its whole window', () => {
  it('refuses with 409 naming the weekday and window when hours cover the visit but not the window’s end, writing nothing', async () => {
    // Thursdays 9:00AM to 4:30PM: the visit fits, the plan's window to 5:00PM does not.
    const { plan, first } = await buyPlan(4, { vDate: '2026-12-10' });
    const short = await newContractor(app(), db(), {
      city: 'Edmonton',
      logIn: true,
      week: [{ weekday: 4, from: '09:00', until: '16:30' }],
    });
    expect((first.fromMinutes ?? 0) + (first.estimatedMinutes ?? 0)).toBeLessThanOrEqual(16.5 * 60);
    const before = await db().select().from(outbox).where(eq(outbox.toAddress, first.email));
    const answer = await as(world, short, ACCEPT_PLAN, { iBookingId: first.id });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'Your working hours don’t cover Thursdays 9:00AM – 5:00PM. Change your hours to accept every visit.',
    );
    expect(await row(first.id)).toMatchObject({ contractorId: null, contractorPayCents: null });
    const [after] = await db().select().from(regularPlans).where(eq(regularPlans.id, plan.id));
    expect(after?.contractorId).toBeNull();
    expect(await db().select().from(outbox).where(eq(outbox.toAddress, first.email))).toHaveLength(
      before.length,
    );
  });

  it('refuses when the hours cover the window’s end but start after its start', async () => {
    // Thursdays 10:00AM to 11:00PM: not the plan's 9:00AM start (nor the visit's).
    const { plan, first } = await buyPlan(4, { vDate: '2026-12-17' });
    const late = await newContractor(app(), db(), {
      city: 'Edmonton',
      logIn: true,
      week: [{ weekday: 4, from: '10:00', until: '23:00' }],
    });
    const answer = await as(world, late, ACCEPT_PLAN, { iBookingId: first.id });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect((await row(first.id)).contractorId).toBeNull();
    const [after] = await db().select().from(regularPlans).where(eq(regularPlans.id, plan.id));
    expect(after?.contractorId).toBeNull();
  });

  it('accepts when one range holds the whole window on its weekday', async () => {
    const { plan, first } = await buyPlan(4, { vDate: '2026-12-24' });
    const fits = await newContractor(app(), db(), {
      city: 'Edmonton',
      logIn: true,
      week: [{ weekday: 4, from: '09:00', until: '17:00' }],
    });
    const answer = await as(world, fits, ACCEPT_PLAN, { iBookingId: first.id });
    expect(answer.status, answer.body.message).toBe(200);
    const [after] = await db().select().from(regularPlans).where(eq(regularPlans.id, plan.id));
    expect(after?.contractorId).toBe(fits.id);
  });
});
