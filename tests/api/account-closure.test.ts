import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountTokens,
  bookingCancellationFees,
  bookingDocuments,
  bookings,
  contractors,
  customerAddresses,
  customers,
  discardedUploads,
  emailConsents,
  notifications,
  operatorActions,
  outbox,
  reviews,
  sessions,
  users,
} from '#server/db/schema.ts';
import { DEMO_PASSWORD, call, logIn, newActiveCustomer } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor } from '../support/contractors.ts';
import {
  HOUR_MS,
  accept,
  asOperator,
  forgetOperator,
  ledgerRows,
  ledgerWorld,
  paidBooking,
  startAndComplete,
  type LedgerWorld,
} from '../support/ledger.ts';
import { newOperator } from '../support/operators.ts';

/*
 * Closing an account (issue 44, decision 139): the preview's cost is the cancellation policy's,
 * closing cancels under it (the fee charged, the ledger balanced) or hands a cleaner's jobs back
 * with the operators told, then the person's data is gone, they cannot sign in, and their address
 * registers again; what the law keeps (receipts) is still found by an operator.
 */

const PREVIEW = '/api/account/closure/preview';
const CLOSE = '/api/account/close';
const ADMIN_PREVIEW = '/api/admin/accounts/closure-preview';
const ADMIN_CLOSE = '/api/admin/accounts/close';
const WRONG_CREDENTIALS = 'The e-mail or password is incorrect.';

type Preview = {
  aBookings: { iBookingId: number; vBookingNo: string; iFeeCents: number; vFee: string }[];
  aJobs: { iBookingId: number; vBookingNo: string }[];
  iTotalFeeCents: number;
  vTotalFee: string;
  vBlocked: string | null;
  bSecondFactor: boolean;
  aKept: { vKey: string; vWhat: string; vWhy: string }[];
};

let world: LedgerWorld;
const db = () => world.server.database.db;
const app = () => world.server.app;

beforeAll(async () => {
  forgetOperator();
  world = await ledgerWorld();
});
afterAll(() => world.server.close());

type Person = Awaited<ReturnType<typeof newActiveCustomer>>;

function as<Data = unknown>(who: { cookie: string }, url: string, body: unknown) {
  return call<Data>(app(), url, body, { cookie: who.cookie });
}

async function customerRow(email: string) {
  const [row] = await db()
    .select({ customer: customers, user: users })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no customer ${email}`);
  return row;
}

/** A booking of the customer's, assigned to a cleaner of its own, with a live hold. */
async function heldBooking(person: Person, startsInHours: number) {
  const cleaner = await newContractor(app(), db(), { city: 'Edmonton', logIn: false });
  const row = await createBooking(db(), {
    status: 'assigned',
    customerEmail: person.email,
    contractorEmail: cleaner.email,
    startsInHours,
    now: world.clock(),
  });
  const placed = await world.gateway.authorize({
    amountCents: row.totalCents ?? 0,
    paymentMethodId: 'pm_card_visa',
    idempotencyKey: `booking-${row.uniqueCode}`,
    description: row.bookingNo,
    customerEmail: row.email,
  });
  const [held] = await db()
    .update(bookings)
    .set({
      paymentStatus: 'authorized',
      gatewayPaymentId: placed.paymentId,
      cancellationPolicyVersion: 1,
      confirmedAt: new Date(world.clock().getTime() - 7 * 24 * HOUR_MS),
      accessEntryCode: '4321#',
      accessPets: 'A shy cat',
    })
    .where(eq(bookings.id, row.id))
    .returning();
  return held!;
}

/** One hour of the cleaner's pay: the policy's fee from 24 hours before the start. */
function firstTierFee(row: typeof bookings.$inferSelect) {
  return Math.round(((row.contractorPayCents ?? 0) * 60) / (row.estimatedMinutes ?? 1));
}

describe('closing one’s own account', () => {
  it('answers 401 to the anonymous and never 500 on junk', async () => {
    expect((await call(app(), PREVIEW, {})).status).toBe(401);
    expect((await call(app(), CLOSE, { vCurrentPassword: 'x', iShownFeeCents: 0 })).status).toBe(
      401,
    );
    const person = await newActiveCustomer(app(), db());
    for (const junk of [
      null,
      [],
      'close',
      { vCurrentPassword: 12 },
      { vCurrentPassword: 'x', iShownFeeCents: -1 },
      { vCurrentPassword: 'x', iShownFeeCents: 'all' },
      { vCurrentPassword: '', iShownFeeCents: 0 },
      { vCurrentPassword: 'x', iShownFeeCents: 0, iUserId: 1 },
    ]) {
      const answer = await as(person, CLOSE, junk);
      expect(answer.status, JSON.stringify(junk)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(junk)).toBeLessThan(500);
    }
    expect((await customerRow(person.email)).user.closedAt).toBeNull();
  });

  it('refuses a wrong password with the clear message and writes nothing', async () => {
    const person = await newActiveCustomer(app(), db());
    const booking = await heldBooking(person, 72);
    const mailBefore = await db().select({ id: outbox.id }).from(outbox);

    const answer = await as(person, CLOSE, {
      vCurrentPassword: 'not-my-password',
      iShownFeeCents: 0,
    });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The current password is incorrect.');
    const { user, customer } = await customerRow(person.email);
    expect(user.closedAt).toBeNull();
    expect(customer.firstName).toBe('Chloé');
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('assigned');
    expect((await db().select({ id: outbox.id }).from(outbox)).length).toBe(mailBefore.length);
    // Still signed in: nothing ended.
    expect((await as(person, PREVIEW, {})).status).toBe(200);
  });

  it('previews each upcoming booking’s fee under the policy, and what is kept', async () => {
    const person = await newActiveCustomer(app(), db());
    const inside = await heldBooking(person, 10);
    const outside = await heldBooking(person, 72);

    const answer = await as<Preview>(person, PREVIEW, {});

    expect(answer.status).toBe(200);
    const preview = answer.body.data!;
    const fee = firstTierFee(inside);
    expect(fee).toBeGreaterThan(0);
    expect(preview.aBookings.map((each) => [each.vBookingNo, each.iFeeCents])).toEqual([
      [inside.bookingNo, fee],
      [outside.bookingNo, 0],
    ]);
    expect(preview.iTotalFeeCents).toBe(fee);
    expect(preview.vBlocked).toBeNull();
    expect(preview.bSecondFactor).toBe(false);
    expect(preview.aKept.map((line) => line.vKey)).toContain('receipts');
    // The person reads it of their own account.
    expect(preview.aKept.find((line) => line.vKey === 'receipts')?.vWhat).toMatch(
      /^Receipts and credit notes of your paid bookings/,
    );
  });

  it('refuses a cost other than the one shown (409) and changes nothing', async () => {
    const person = await newActiveCustomer(app(), db());
    const inside = await heldBooking(person, 10);

    const answer = await as(person, CLOSE, {
      vCurrentPassword: person.password,
      iShownFeeCents: 0,
    });

    expect(answer.status).toBe(409);
    expect((await customerRow(person.email)).user.closedAt).toBeNull();
    const [row] = await db().select().from(bookings).where(eq(bookings.id, inside.id));
    expect(row!.status).toBe('assigned');
  });

  it('cancels inside the fee window with exactly the policy’s fee and outside it free, then erases the person', async () => {
    const person = await newActiveCustomer(app(), db());
    const { customer, user } = await customerRow(person.email);
    await db()
      .update(customers)
      .set({ imagePath: '/uploads/closure-test-photo.jpg' })
      .where(eq(customers.id, customer.id));
    await db()
      .insert(customerAddresses)
      .values({
        uniqueCode: `addr_${customer.id}`,
        customerId: customer.id,
        address: '10 Jasper Ave',
        city: 'Edmonton',
        zipCode: 'T5J 1W4',
        state: 'AB',
        country: 'Canada',
        accessEntryCode: '1234',
      });
    await db().insert(emailConsents).values({
      userId: user.id,
      topic: 'offers',
      grantedAt: world.clock(),
      grantedVia: 'profile',
      grantedWording: 'Send me offers',
    });
    const inside = await heldBooking(person, 10);
    const outside = await heldBooking(person, 72);
    const fee = firstTierFee(inside);
    const second = await logIn(app(), person.email, person.password);

    const answer = await as(person, CLOSE, {
      vCurrentPassword: person.password,
      iShownFeeCents: fee,
    });

    expect(answer.status).toBe(200);
    expect(
      answer.cookies.some(
        (cookie) => cookie.includes('mapleshine_session=') && /max-age=0/i.test(cookie),
      ),
    ).toBe(true);
    // The fee: exactly the policy's, taken from the hold, the rest released; the ledger balanced.
    const [insideRow] = await db().select().from(bookings).where(eq(bookings.id, inside.id));
    const [outsideRow] = await db().select().from(bookings).where(eq(bookings.id, outside.id));
    expect(insideRow!.status).toBe('cancelled');
    expect(outsideRow!.status).toBe('cancelled');
    const fees = await db()
      .select()
      .from(bookingCancellationFees)
      .where(eq(bookingCancellationFees.bookingId, inside.id));
    expect(fees.map((row) => row.amountCents)).toEqual([fee]);
    expect(
      await db()
        .select()
        .from(bookingCancellationFees)
        .where(eq(bookingCancellationFees.bookingId, outside.id)),
    ).toEqual([]);
    expect(world.gateway.holdOf(inside.gatewayPaymentId!)).toMatchObject({ state: 'captured' });
    expect(world.gateway.holdOf(outside.gatewayPaymentId!)).toMatchObject({ state: 'released' });
    // The ledger: the customer charged exactly the fee, all of it the cleaner's, split to the cent.
    const ledger = await ledgerRows(world, inside.id);
    const feeRows = ledger.filter((row) => row.kind === 'cancellationFee');
    expect(feeRows).toHaveLength(1);
    expect(feeRows[0]).toMatchObject({ customerCents: fee, cleanerCents: fee });
    expect(feeRows[0]!.taxCents + feeRows[0]!.cleanerCents + feeRows[0]!.marginCents).toBe(fee);
    const freeRows = await ledgerRows(world, outside.id);
    expect(freeRows.reduce((sum, row) => sum + row.customerCents, 0)).toBe(0);

    // The person's data is gone.
    const after = await db().select().from(users).where(eq(users.id, user.id));
    expect(after[0]!.closedAt).not.toBeNull();
    expect(after[0]!.email).toBe(`closed-${user.id}@closed.invalid`);
    expect(after[0]!.passwordHash).not.toBe(user.passwordHash);
    const [anonymous] = await db().select().from(customers).where(eq(customers.id, customer.id));
    expect(anonymous).toMatchObject({
      firstName: 'Former customer',
      lastName: '',
      mobile: '',
      imagePath: null,
      address: '',
    });
    expect(
      await db()
        .select()
        .from(discardedUploads)
        .where(eq(discardedUploads.urlPath, '/uploads/closure-test-photo.jpg')),
    ).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customer.id)),
    ).toEqual([]);
    expect(
      await db().select().from(notifications).where(eq(notifications.customerId, customer.id)),
    ).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(
      await db().select().from(accountTokens).where(eq(accountTokens.userId, user.id)),
    ).toEqual([]);
    expect(await db().select().from(outbox).where(eq(outbox.userId, user.id))).toEqual([]);
    const consents = await db()
      .select()
      .from(emailConsents)
      .where(eq(emailConsents.userId, user.id));
    expect(consents.map((row) => [row.withdrawnVia, row.withdrawnAt !== null])).toEqual([
      ['closure', true],
    ]);
    for (const row of [insideRow!, outsideRow!]) {
      expect(row).toMatchObject({
        fullName: 'Former customer',
        email: `closed-${user.id}@closed.invalid`,
        mobile: '',
        accessEntryCode: '',
        accessPets: '',
        // No receipt printed the address: it goes too.
        address: '',
      });
      // The money stays.
      expect(row.totalCents).toBeGreaterThan(0);
    }
    // Both sessions ended; the closure's e-mail went to the address the account had.
    expect((await call(app(), PREVIEW, {}, { cookie: second.cookie })).status).toBe(401);
    const closedMail = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, person.email), sql`${outbox.subject} like '%closed%'`));
    expect(closedMail).toHaveLength(1);
  });

  it('lets no one sign in to a closed account, and its address registers again as a new one', async () => {
    const person = await newActiveCustomer(app(), db());
    const { user } = await customerRow(person.email);
    expect(
      (await as(person, CLOSE, { vCurrentPassword: person.password, iShownFeeCents: 0 })).status,
    ).toBe(200);

    const login = await call(app(), '/api/auth/login', {
      vEmail: person.email,
      vPassword: person.password,
    });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe(WRONG_CREDENTIALS);
    const wrong = await call(app(), '/api/auth/login', {
      vEmail: person.email,
      vPassword: 'not-the-password',
    });
    expect(wrong.body.message).toBe(login.body.message);
    const placeholder = await call(app(), '/api/auth/login', {
      vEmail: `closed-${user.id}@closed.invalid`,
      vPassword: person.password,
    });
    expect(placeholder.status).toBe(400);

    const again = await call(app(), '/api/auth/register', {
      vFirstName: 'Chloé',
      vLastName: 'Martin',
      vEmail: person.email,
      vMobile: '6135550110',
      vPassword: person.password,
    });
    expect(again.status).toBe(200);
    const fresh = await db().select().from(users).where(eq(users.email, person.email));
    expect(fresh).toHaveLength(1);
    expect(fresh[0]!.id).not.toBe(user.id);
    expect(fresh[0]!.closedAt).toBeNull();
  });

  it('shows a closed customer’s review as "Former customer", and the receipt is still found by an operator', async () => {
    const person = await newActiveCustomer(app(), db());
    const { customer } = await customerRow(person.email);
    const booking = await paidBooking(world);
    await db()
      .update(bookings)
      .set({ customerId: customer.id, email: person.email, fullName: 'Chloé Martin' })
      .where(eq(bookings.id, booking.id));
    expect((await accept(world, booking)).status).toBe(200);
    expect((await startAndComplete(world, booking)).status).toBe(200);
    // The clock moved past the session's idle time: signed in again.
    person.cookie = (await logIn(app(), person.email, person.password)).cookie;
    const review = await as(person, '/api/review/add_review', {
      iCustomerId: customer.id,
      iServiceId: (await db().select().from(bookings).where(eq(bookings.id, booking.id)))[0]!
        .serviceId,
      iBookingId: booking.id,
      vRole: 'Customer',
      eType: 'Customer',
      iRating: 5,
      tDescription:
        'Spotless from top to bottom, the kitchen has never looked this good. Thank you!',
    });
    expect(review.status).toBe(201);
    const [receipt] = await db()
      .select()
      .from(bookingDocuments)
      .where(and(eq(bookingDocuments.bookingId, booking.id), eq(bookingDocuments.kind, 'receipt')));
    expect(receipt).toBeDefined();
    const addressBefore = (
      await db().select().from(bookings).where(eq(bookings.id, booking.id))
    )[0]!.address;

    expect(
      (await as(person, CLOSE, { vCurrentPassword: person.password, iShownFeeCents: 0 })).status,
    ).toBe(200);

    const [stored] = await db().select().from(reviews).where(eq(reviews.bookingId, booking.id));
    expect(stored!.authorName).toBe('Former customer');
    const shown = await call<{ vName: string; tDescription: string }[]>(
      app(),
      '/api/review/get_all_data',
      { eType: 'Customer' },
    );
    const ours = shown.body.data!.find((each) => each.tDescription.startsWith('Spotless from top'));
    expect(ours?.vName).toBe('Former customer');
    // The receipt printed the address: the booking keeps it (a tax record), and operators find both.
    const [kept] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept!.address).toBe(addressBefore);
    const search = await asOperator<{ rows: { bookingNo: string }[] }>(
      world,
      '/api/admin/bookings/list',
      { bookingNo: booking.bookingNo },
    );
    expect(search.status).toBe(200);
    expect(JSON.stringify(search.body.data)).toContain(booking.bookingNo);
    const documents = await asOperator(world, '/api/admin/bookings/documents', {
      bookingId: booking.id,
    });
    expect(documents.status).toBe(200);
    expect(JSON.stringify(documents.body.data)).toContain(receipt!.number);
  });

  it('hands a closing cleaner’s accepted job back to the board and tells every operator', async () => {
    const cleaner = await newContractor(app(), db(), { city: 'Edmonton', logIn: true });
    const job = await paidBooking(world, { startsInHours: 50 });
    // The job is taken by the cleaner closing their account, not the booking's own test cleaner.
    const taken = await call(
      app(),
      '/api/cleaning/accept_job',
      { iBookingId: job.id },
      {
        cookie: cleaner.cookie,
      },
    );
    expect(taken.status).toBe(200);
    const preview = await as<Preview>(cleaner, PREVIEW, {});
    expect(preview.body.data!.aJobs.map((each) => each.vBookingNo)).toEqual([job.bookingNo]);
    const mailBefore = (await db().select({ id: outbox.id }).from(outbox)).length;

    // newContractor's cleaners sign in with the demo password.
    const closed = await as(cleaner, CLOSE, { vCurrentPassword: DEMO_PASSWORD, iShownFeeCents: 0 });
    expect(closed.status).toBe(200);

    const [row] = await db().select().from(bookings).where(eq(bookings.id, job.id));
    expect(row).toMatchObject({ status: 'authorized', contractorId: null });
    const [former] = await db().select().from(contractors).where(eq(contractors.id, cleaner.id));
    expect(former).toMatchObject({ fullName: 'Former cleaner', mobile: '', imagePath: null });
    expect(former!.pausedAt).not.toBeNull();
    const operatorMail = await db()
      .select()
      .from(outbox)
      .where(sql`${outbox.id} > 0 and ${outbox.subject} like '%back on the board%'`);
    expect(operatorMail.length).toBeGreaterThan(0);
    expect(operatorMail.some((mail) => mail.textBody.includes(job.bookingNo))).toBe(true);
    expect((await db().select({ id: outbox.id }).from(outbox)).length).toBeGreaterThan(mailBefore);
    // No hand-back was counted against a cap: a closure is not the cleaner's hand-back.
    const openAgain = await call(
      app(),
      '/api/cleaning/accept_job',
      { iBookingId: job.id },
      {
        cookie: job.cleaner.cookie,
      },
    );
    expect(openAgain.status).toBe(200);
  });
});

describe('closing an account in the console', () => {
  it('answers 401 to the anonymous, 403 to a customer, and 401 to an operator before their second factor', async () => {
    const person = await newActiveCustomer(app(), db());
    const { customer } = await customerRow(person.email);
    const body = { customerId: customer.id, note: 'Letter of November 20', shownFeeCents: 0 };
    expect((await call(app(), ADMIN_CLOSE, body)).status).toBe(401);
    expect((await as(person, ADMIN_CLOSE, body)).status).toBe(403);
    expect((await as(person, ADMIN_PREVIEW, { customerId: customer.id })).status).toBe(403);
    const operator = await newOperator(app(), db());
    const pending = await logIn(app(), operator.email, operator.password);
    expect((await call(app(), ADMIN_CLOSE, body, { cookie: pending.cookie })).status).toBe(401);
    expect((await customerRow(person.email)).user.closedAt).toBeNull();
  });

  it('asks an operator closing their own account for a code of their app as well', async () => {
    const operator = await newOperator(app(), db());
    const preview = await as<Preview>(operator, PREVIEW, {});
    expect(preview.body.data?.bSecondFactor).toBe(true);
    const withoutCode = await as(operator, CLOSE, {
      vCurrentPassword: operator.password,
      iShownFeeCents: 0,
    });
    expect(withoutCode.status).toBe(400);
    expect(withoutCode.body.message).toBe(
      'Please enter the 6-digit code from your authenticator app.',
    );
    const wrongCode = await as(operator, CLOSE, {
      vCurrentPassword: operator.password,
      vCode: '000000',
      iShownFeeCents: 0,
    });
    expect(wrongCode.status).toBe(400);
    const [row] = await db().select().from(users).where(eq(users.email, operator.email));
    expect(row!.closedAt).toBeNull();
  });

  it('closes a customer’s account on their written request, audited with the note', async () => {
    const person = await newActiveCustomer(app(), db());
    const { customer, user } = await customerRow(person.email);
    const booking = await heldBooking(person, 72);

    const preview = await asOperator<Preview>(world, ADMIN_PREVIEW, { customerId: customer.id });
    expect(preview.status).toBe(200);
    expect(preview.body.data!.aBookings.map((each) => each.vBookingNo)).toEqual([
      booking.bookingNo,
    ]);
    // An operator reads what is kept of the account in the third person, never "your".
    const kept = preview.body.data!.aKept;
    expect(kept.find((line) => line.vKey === 'receipts')?.vWhat).toMatch(
      /^Receipts and credit notes of the account’s paid bookings/,
    );
    for (const line of kept) expect(`${line.vWhat} ${line.vWhy}`).not.toMatch(/\byou(r)?\b/i);
    expect(
      (
        await asOperator(world, ADMIN_CLOSE, {
          customerId: customer.id,
          note: '   ',
          shownFeeCents: 0,
        })
      ).status,
    ).toBe(400);
    expect((await customerRow(person.email)).user.closedAt).toBeNull();

    const closed = await asOperator(world, ADMIN_CLOSE, {
      customerId: customer.id,
      note: 'Written request received by e-mail on November 28, 2026',
      shownFeeCents: 0,
    });

    expect(closed.status).toBe(200);
    const [after] = await db().select().from(users).where(eq(users.id, user.id));
    expect(after!.closedAt).not.toBeNull();
    const [entry] = await db()
      .select()
      .from(operatorActions)
      .where(
        and(
          eq(operatorActions.action, 'account.close'),
          eq(operatorActions.subjectId, String(user.id)),
        ),
      );
    expect(entry?.after).toMatchObject({
      note: 'Written request received by e-mail on November 28, 2026',
    });
    expect((await as(person, PREVIEW, {})).status).toBe(401);
    // A second closure of the same account: 409, and junk never 500.
    expect(
      (
        await asOperator(world, ADMIN_CLOSE, {
          customerId: customer.id,
          note: 'again',
          shownFeeCents: 0,
        })
      ).status,
    ).toBe(409);
    expect((await asOperator(world, ADMIN_PREVIEW, { customerId: 2147483647 })).status).toBe(404);
    for (const junk of [{}, { customerId: 'x' }, { customerId: 0 }, { note: 5 }]) {
      const answer = await asOperator(world, ADMIN_CLOSE, junk);
      expect(answer.status, JSON.stringify(junk)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(junk)).toBeLessThan(500);
    }
  });

  it('closes a cleaner’s account on their written request, and their console page says so', async () => {
    const cleaner = await newContractor(app(), db(), { city: 'Edmonton', logIn: true });
    const page = await asOperator<{ closed: boolean }>(world, '/api/admin/cleaners/get', {
      id: cleaner.id,
    });
    expect(page.body.data?.closed).toBe(false);

    const closed = await asOperator(world, ADMIN_CLOSE, {
      contractorId: cleaner.id,
      note: 'Written request received by e-mail on November 30, 2026',
      shownFeeCents: 0,
    });

    expect(closed.status).toBe(200);
    const after = await asOperator<{ closed: boolean; fullName: string }>(
      world,
      '/api/admin/cleaners/get',
      { id: cleaner.id },
    );
    expect(after.body.data).toMatchObject({ closed: true, fullName: 'Former cleaner' });
  });

  it('lets a customer close no one’s account but their own', async () => {
    const owner = await newActiveCustomer(app(), db());
    const other = await newActiveCustomer(app(), db());
    const { customer } = await customerRow(other.email);
    // The own closure takes no id: a smuggled one is refused, and the other account stays open.
    const answer = await as(owner, CLOSE, {
      vCurrentPassword: owner.password,
      iShownFeeCents: 0,
      customerId: customer.id,
    });
    expect(answer.status).toBe(400);
    expect((await customerRow(other.email)).user.closedAt).toBeNull();
    expect((await customerRow(owner.email)).user.closedAt).toBeNull();
  });
});
