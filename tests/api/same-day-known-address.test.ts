import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountTokens,
  bookings,
  contractors,
  customerAddresses,
  customers,
  operators,
  outbox,
  sessions,
  users,
} from '#server/db/schema.ts';
import { demoOperator } from '#server/db/seed/accounts.ts';
import { enforceRetention } from '#server/retention/retention.ts';
import {
  call,
  DEMO_CUSTOMER_EMAIL,
  demoContractorEmail,
  latestMail,
  manualClock,
  newActiveCustomer,
  randomIp,
} from '../support/accounts.ts';
import { newContractor } from '../support/contractors.ts';
import { insertContractor, pay } from '../support/payments.ts';
import {
  BOOK_SAME_DAY,
  bookingByCode,
  edmontonDeepClean,
  newContact,
  schedule,
  startBooking,
} from '../support/same-day.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * book-same-day must not tell whether a typed e-mail has an account, nor whose (issue 38,
 * decision 087): an unknown e-mail, a customer's, a cleaner's and an operator's get the same
 * status, body and (at least) the same even-answer floor. The e-mail of someone else's account
 * starts a guest booking that adds nothing to that account, and its owner is e-mailed.
 */

const STARTED = 'Thank you. Please tell us about the cleaning.';
const NOTICE_SUBJECT = 'A MapleShine booking was started with your e-mail address';
const FLOOR_MS = 300;
// Monday 2026-11-23, 8:00AM in Edmonton: the quotes below are for the next day.
const NOW = new Date('2026-11-23T15:00:00Z');

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ clock: manualClock(NOW), evenAnswerMs: FLOOR_MS });
});
afterAll(() => server.close());

const db = () => server.database.db;

async function userOf(email: string) {
  const [row] = await db().select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no login ${email}`);
  return row;
}

/** Everything of the account behind an e-mail that a booking start could touch. */
async function accountOf(email: string) {
  const user = await userOf(email);
  const customerRows = await db().select().from(customers).where(eq(customers.userId, user.id));
  const customerIds = customerRows.map((row) => row.id);
  return {
    user,
    customers: customerRows,
    contractors: await db().select().from(contractors).where(eq(contractors.userId, user.id)),
    operators: await db().select().from(operators).where(eq(operators.userId, user.id)),
    bookings:
      customerIds.length === 0
        ? []
        : await db().select().from(bookings).where(inArray(bookings.customerId, customerIds)),
    addresses:
      customerIds.length === 0
        ? []
        : await db()
            .select()
            .from(customerAddresses)
            .where(inArray(customerAddresses.customerId, customerIds)),
    tokens: await db().select().from(accountTokens).where(eq(accountTokens.userId, user.id)),
    sessions: await db().select().from(sessions).where(eq(sessions.userId, user.id)),
  };
}

async function mailsTo(email: string) {
  return db().select().from(outbox).where(eq(outbox.toAddress, email));
}

/** The booking's owning login and customer. */
async function ownerOf(bookingCode: string) {
  const booking = await bookingByCode(db(), bookingCode);
  const [row] = await db()
    .select({ customer: customers, user: users })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(eq(customers.id, booking.customerId));
  if (!row) throw new Error(`no owner of ${bookingCode}`);
  return { booking, ...row };
}

async function timedStart(email: string, cookie?: string) {
  const started = performance.now();
  const answer = await call(
    server.app,
    BOOK_SAME_DAY,
    { vFullName: 'Mallory Intruder', vEmail: email, vMobile: '7805550199' },
    { ip: randomIp(), cookie },
  );
  return { answer, ms: performance.now() - started };
}

describe('book-same-day with the e-mail of an account, not signed in as it (decision 087)', () => {
  it('answers an unknown, a customer’s, a cleaner’s and an operator’s e-mail alike and adds nothing to their accounts', async () => {
    const customer = await newActiveCustomer(server.app, db());
    const cleaner = await newContractor(server.app, db(), { logIn: false });
    const accounts = {
      customer: customer.email,
      // Typed as people do: addresses are compared lower-cased.
      'seeded customer': DEMO_CUSTOMER_EMAIL.toUpperCase(),
      cleaner: cleaner.email,
      'seeded cleaner': demoContractorEmail('Calgary'),
      operator: demoOperator.email,
    };
    const before = Object.fromEntries(
      await Promise.all(
        Object.entries(accounts).map(async ([kind, email]) => [
          kind,
          await accountOf(email.toLowerCase()),
        ]),
      ),
    );
    const unknownEmail = newContact().vEmail;

    const unknown = await timedStart(unknownEmail);
    const known = Object.fromEntries(
      await Promise.all(
        Object.entries(accounts).map(async ([kind, email]) => [kind, await timedStart(email)]),
      ),
    );

    const shape = (answer: typeof unknown.answer) => ({
      status: answer.status,
      body: { ...answer.body, id: typeof (answer.body as { id?: unknown }).id },
    });
    expect(shape(unknown.answer)).toEqual({
      status: 200,
      body: { code: 200, message: STARTED, id: 'string' },
    });
    expect(unknown.ms).toBeGreaterThanOrEqual(FLOOR_MS - 1);
    for (const [kind, email] of Object.entries(accounts)) {
      const { answer, ms } = known[kind]!;
      expect({ kind, ...shape(answer) }).toEqual({ kind, ...shape(unknown.answer) });
      expect(ms).toBeGreaterThanOrEqual(FLOOR_MS - 1);
      const account = await accountOf(email.toLowerCase());
      expect({ kind, account }).toEqual({ kind, account: before[kind] });

      // A guest booking, owned by a login of its own that nobody can log in with.
      const owner = await ownerOf((answer.body as { id?: string }).id ?? '');
      expect(owner.booking).toMatchObject({
        email: email.toLowerCase(),
        fullName: 'Mallory Intruder',
        status: 'draft',
      });
      expect(owner.user.email).toMatch(/^guest-[0-9a-f]{24}@guest-bookings\.mapleshine\.invalid$/);
      expect(owner.user).toMatchObject({ passwordHash: '', activatedAt: null });
      expect(owner.customer).toMatchObject({ firstName: 'Mallory', lastName: 'Intruder' });
      // None of the account's saved addresses are offered to whoever typed its e-mail.
      const guestAddresses = await db()
        .select()
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, owner.customer.id));
      expect(guestAddresses).toEqual([]);
    }
  });

  it('tells a customer, a cleaner and an operator that a booking was started with their address, and nobody at an unknown one', async () => {
    const customer = await newActiveCustomer(server.app, db());
    const cleaner = await newContractor(server.app, db(), { logIn: false });
    const unknownEmail = newContact().vEmail;

    for (const email of [customer.email, cleaner.email, demoOperator.email, unknownEmail]) {
      await startBooking(server.app, { ...newContact(), vEmail: email }, { ip: randomIp() });
    }

    for (const email of [customer.email, cleaner.email]) {
      const mail = await latestMail(db(), email);
      expect(mail?.subject).toBe(NOTICE_SUBJECT);
      expect(mail?.textBody).toContain('nothing was added to your account');
      expect(mail?.textBody).toContain('log in at http://localhost:3000/login before you book');
      expect(mail?.textBody).toContain('http://localhost:3000/forgot-password');
    }
    const operatorMail = await latestMail(db(), demoOperator.email);
    expect(operatorMail?.subject).toBe(NOTICE_SUBJECT);
    expect(operatorMail?.textBody).toContain('A console account cannot book a cleaning.');
    expect(operatorMail?.textBody).not.toContain('/login');
    expect(await mailsTo(unknownEmail)).toEqual([]);
  });

  it('lets the guest booking be quoted and paid; its e-mails go to the typed address, with no password link', async () => {
    await insertContractor(db(), 'Edmonton');
    const customer = await newActiveCustomer(server.app, db());
    const before = await accountOf(customer.email);
    const code = await startBooking(server.app, {
      vFullName: 'Chloé Martin',
      vEmail: customer.email,
      vMobile: '6135550110',
    });

    const quote = await schedule(server.app, code, await edmontonDeepClean(db()));
    expect(quote.status).toBe(200);
    const paid = await pay(server.app, await bookingByCode(db(), code));

    expect(paid.status).toBe(200);
    const { booking, user } = await ownerOf(code);
    expect(booking.status).toBe('authorized');
    const confirmation = await latestMail(db(), customer.email);
    expect(confirmation?.subject).toBe(`Your MapleShine booking ${booking.bookingNo} is confirmed`);
    expect(confirmation?.textBody).not.toContain('Set a password');
    expect(confirmation?.textBody).not.toContain('/reset-password/');
    expect(
      await db().select().from(accountTokens).where(eq(accountTokens.userId, user.id)),
    ).toEqual([]);
    expect(await accountOf(customer.email)).toEqual(before);
  });

  it('gives a guest login’s own address, typed, none of its bookings', async () => {
    const first = await ownerOf(
      await startBooking(server.app, { ...newContact(), vEmail: DEMO_CUSTOMER_EMAIL }),
    );
    const mailsBefore = (await mailsTo(first.user.email)).length;

    const second = await ownerOf(
      await startBooking(server.app, { ...newContact(), vEmail: first.user.email }),
    );

    expect(second.customer.id).not.toBe(first.customer.id);
    expect(second.user.email).not.toBe(first.user.email);
    expect((await mailsTo(first.user.email)).length).toBe(mailsBefore);
  });

  it('gives a guest booking to a signed-in cleaner who typed a customer’s e-mail', async () => {
    const cleaner = await newContractor(server.app, db());
    const before = await accountOf(DEMO_CUSTOMER_EMAIL);

    const { answer } = await timedStart(DEMO_CUSTOMER_EMAIL, cleaner.cookie);

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(STARTED);
    expect(await accountOf(DEMO_CUSTOMER_EMAIL)).toEqual(before);
    const owner = await ownerOf((answer.body as { id?: string }).id ?? '');
    expect(owner.user.email).toMatch(/@guest-bookings\.mapleshine\.invalid$/);
    expect(await customersOf(cleaner.email)).toEqual([]);
  });

  it('still gives a signed-in customer booking with their own e-mail the booking, and e-mails them no notice', async () => {
    const customer = await newActiveCustomer(server.app, db());

    const code = await startBooking(
      server.app,
      { vFullName: 'Chloé Martin', vEmail: customer.email, vMobile: '6135550110' },
      { cookie: customer.cookie },
    );

    expect((await bookingByCode(db(), code)).customerId).toBe(customer.data.iCustomerId);
    expect((await latestMail(db(), customer.email))?.subject).not.toBe(NOTICE_SUBJECT);
  });
});

describe('guest logins and the retention periods (decision 077)', () => {
  it('deletes an idle guest login with its unpaid booking after a year, as any lead', async () => {
    const code = await startBooking(server.app, { ...newContact(), vEmail: DEMO_CUSTOMER_EMAIL });
    const { user } = await ownerOf(code);
    const before = await accountOf(DEMO_CUSTOMER_EMAIL);

    const inTwoYears = new Date(Date.now() + 2 * 366 * 24 * 60 * 60 * 1000);
    await enforceRetention({
      db: db(),
      clock: () => inTwoYears,
      storage: server.app.appContext.storage,
    });

    expect(await db().select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db().select().from(bookings).where(eq(bookings.uniqueCode, code))).toEqual([]);
    expect(await accountOf(DEMO_CUSTOMER_EMAIL)).toEqual(before);
  });
});

async function customersOf(email: string) {
  const user = await userOf(email);
  return db().select().from(customers).where(eq(customers.userId, user.id));
}
