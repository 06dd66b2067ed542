import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ledgerEntries,
  operatorActions,
  outbox,
  payoutAccounts,
  payoutItems,
} from '#server/db/schema.ts';
import type { AppContext } from '#server/context.ts';
import { stripePayoutGateway } from '#server/payouts/stripe-gateway.ts';
import { testPayoutGateway } from '#server/payouts/test-gateway.ts';
import {
  CLAIM_MS,
  MAX_TRANSFER_ATTEMPTS,
  retryDelayMs,
  sendDuePayouts,
} from '#server/payouts/transfers.ts';
import { call, DEMO_CUSTOMER_EMAIL, logIn, manualClock } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor, type TestContractor } from '../support/contractors.ts';
import { DEMO_OPERATOR_EMAIL, logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Cleaner payouts (issue 43, decision 133): a cleaner sets up payouts on the test stand-in's
 * onboarding page (only the last four digits kept), and the transfer job sends their payable
 * items once each, whatever crashes, with retries, failure told to operators and an operator's
 * Retry.
 */

const ACCOUNT = '/api/contractor/payout_account';
const SETUP = '/api/contractor/payout_account/setup';
const REFRESH = '/api/contractor/payout_account/refresh';
const ONBOARD = '/api/contractor/payout_account/test_onboarding';
const LIST = '/api/admin/payouts/list';
const RETRY = '/api/admin/payouts/retry';
const ACCOUNT_OF = '/api/admin/payouts/account';
const PUBLIC_URL = 'http://localhost:5173';
const HOUR_MS = 60 * 60 * 1000;

const GOOD_BANK = {
  vInstitutionNumber: '004',
  vTransitNumber: '12345',
  vAccountNumber: '1234 56789',
};

type Account = {
  eState: 'none' | 'incomplete' | 'enabled';
  vBankLast4: string | null;
  fWaiting: number;
  iWaitingItems: number;
};

const clock = manualClock(new Date('2026-11-22T15:00:00Z'));
const gateway = testPayoutGateway();

let server: TestApp;
let context: AppContext;
let customerCookie: string;
let operatorCookie: string;

beforeAll(async () => {
  server = await startTestApp({ clock, payouts: gateway, publicUrl: PUBLIC_URL });
  context = server.app.appContext;
  customerCookie = (await logIn(server.app, DEMO_CUSTOMER_EMAIL)).cookie;
  operatorCookie = (await logInAsDemoOperator(server.app)).cookie;
});
afterAll(() => server.close());

async function accountRow(contractorId: number) {
  const [row] = await server.database.db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.contractorId, contractorId));
  return row ?? null;
}

/** A cleaner whose payouts are set up on the stand-in, paid to the account ending 6789. */
async function onboardedCleaner(): Promise<TestContractor> {
  const cleaner = await newContractor(server.app, server.database.db, { city: 'Toronto' });
  expect((await call(server.app, SETUP, {}, { cookie: cleaner.cookie })).status).toBe(200);
  const done = await call<Account>(server.app, ONBOARD, GOOD_BANK, { cookie: cleaner.cookie });
  expect(done.status).toBe(200);
  return cleaner;
}

let charges = 0;

/** A completed booking of the cleaner and its payable item, captured `hoursAgo` before now. */
async function payableItem(cleaner: TestContractor, amountCents = 9_000, hoursAgo = 1) {
  const db = server.database.db;
  const booking = await createBooking(db, {
    status: 'completed',
    city: 'Toronto',
    contractorEmail: cleaner.email,
    now: clock(),
    startsInHours: -5,
  });
  charges += 1;
  const payableAt = new Date(clock().getTime() - hoursAgo * HOUR_MS);
  const [item] = await db
    .insert(payoutItems)
    .values({
      contractorId: cleaner.id,
      bookingId: booking.id,
      kind: 'service',
      amountCents,
      sourcePaymentId: `pi_test_capture_${charges}`,
      payableAt,
      dueBy: new Date(payableAt.getTime() + 48 * HOUR_MS),
    })
    .returning();
  if (!item) throw new Error('item not written');
  return { item, booking };
}

async function itemById(id: number) {
  const [row] = await server.database.db.select().from(payoutItems).where(eq(payoutItems.id, id));
  if (!row) throw new Error('item vanished');
  return row;
}

async function transferRows(itemId: number) {
  return server.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'transfer'), eq(ledgerEntries.entryKey, `payout-${itemId}`)));
}

const transfersFor = (itemId: number) =>
  gateway.transfers().filter((transfer) => transfer.idempotencyKey === `payout-${itemId}`);
const transferCallsFor = (itemId: number) =>
  gateway.calls.filter(
    (step) => step.operation === 'transfer' && step.idempotencyKey === `payout-${itemId}`,
  );

describe('setting up payouts', () => {
  it('shows a new cleaner no payout account, and the earnings waiting', async () => {
    const cleaner = await newContractor(server.app, server.database.db, { city: 'Toronto' });
    await payableItem(cleaner, 12_345);
    const answer = await call<Account>(server.app, ACCOUNT, {}, { cookie: cleaner.cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.data).toEqual({
      eState: 'none',
      vBankLast4: null,
      fWaiting: 123.45,
      iWaitingItems: 1,
    });
  });

  it('opens an account at the gateway and sends the cleaner to the stand-in’s page', async () => {
    const cleaner = await newContractor(server.app, server.database.db, { city: 'Toronto' });
    const answer = await call<{ vUrl: string }>(server.app, SETUP, {}, { cookie: cleaner.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.vUrl).toBe(`${PUBLIC_URL}/payouts/test-onboarding`);
    const row = await accountRow(cleaner.id);
    expect(row).toMatchObject({
      gateway: 'test',
      detailsSubmitted: false,
      payoutsEnabled: false,
      bankLast4: null,
    });
    expect(row?.accountId).toMatch(/^acct_test_/);
    // A second press keeps the one account.
    const again = await call(server.app, SETUP, {}, { cookie: cleaner.cookie });
    expect(again.status).toBe(200);
    expect((await accountRow(cleaner.id))?.accountId).toBe(row?.accountId);
    const state = await call<Account>(server.app, ACCOUNT, {}, { cookie: cleaner.cookie });
    expect(state.body.data?.eState).toBe('incomplete');
  });

  it('sends a French cleaner to the French page', async () => {
    const cleaner = await newContractor(server.app, server.database.db, { city: 'Toronto' });
    const answer = await call<{ vUrl: string }>(
      server.app,
      SETUP,
      {},
      { cookie: cleaner.cookie, headers: { 'x-mapleshine-locale': 'fr-CA' } },
    );
    expect(answer.body.data?.vUrl).toBe(`${PUBLIC_URL}/fr/payouts/test-onboarding`);
  });

  it('completes the account with a Canadian bank account and keeps only its last four digits', async () => {
    const cleaner = await newContractor(server.app, server.database.db, { city: 'Toronto' });
    await call(server.app, SETUP, {}, { cookie: cleaner.cookie });
    const answer = await call<Account>(server.app, ONBOARD, GOOD_BANK, {
      cookie: cleaner.cookie,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Payouts are set up: they go to the account ending 6789.');
    expect(answer.body.data).toMatchObject({ eState: 'enabled', vBankLast4: '6789' });
    const row = await accountRow(cleaner.id);
    expect(row).toMatchObject({ detailsSubmitted: true, payoutsEnabled: true, bankLast4: '6789' });
    // MapleShine never stores bank numbers: nothing of the institution, transit or account.
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('123456789');
    expect(stored).not.toContain('12345');
    expect(stored).not.toContain('004');
    // Back from onboarding, the gateway's answer is read again and kept.
    const refreshed = await call<Account>(server.app, REFRESH, {}, { cookie: cleaner.cookie });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data).toMatchObject({ eState: 'enabled', vBankLast4: '6789' });
    // An update is a new onboarding link.
    const update = await call<{ vUrl: string }>(server.app, SETUP, {}, { cookie: cleaner.cookie });
    expect(update.body.data?.vUrl).toBe(`${PUBLIC_URL}/payouts/test-onboarding`);
  });

  it.each([
    [{ ...GOOD_BANK, vInstitutionNumber: '04' }, 'The institution number has 3 digits.'],
    [{ ...GOOD_BANK, vInstitutionNumber: 'abc' }, 'The institution number has 3 digits.'],
    [{ ...GOOD_BANK, vTransitNumber: '1234' }, 'The transit number has 5 digits.'],
    [{ ...GOOD_BANK, vAccountNumber: '123456' }, 'The account number has 7 to 12 digits.'],
    [{ ...GOOD_BANK, vAccountNumber: '1234567890123' }, 'The account number has 7 to 12 digits.'],
  ])('refuses %o with "%s" and writes nothing', async (bank, message) => {
    const cleaner = await newContractor(server.app, server.database.db, { city: 'Toronto' });
    await call(server.app, SETUP, {}, { cookie: cleaner.cookie });
    const before = await accountRow(cleaner.id);
    const answer = await call(server.app, ONBOARD, bank, { cookie: cleaner.cookie });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await accountRow(cleaner.id)).toEqual(before);
  });

  it('says the bank checks in French to a French caller', async () => {
    const cleaner = await newContractor(server.app, server.database.db, { city: 'Toronto' });
    await call(server.app, SETUP, {}, { cookie: cleaner.cookie });
    const answer = await call(
      server.app,
      ONBOARD,
      { ...GOOD_BANK, vTransitNumber: '1' },
      { cookie: cleaner.cookie, headers: { 'x-mapleshine-locale': 'fr-CA' } },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Le numéro de transit doit avoir 5 chiffres.');
  });

  it('refuses the test onboarding before set-up, with 404, writing nothing', async () => {
    const cleaner = await newContractor(server.app, server.database.db, { city: 'Toronto' });
    const answer = await call(server.app, ONBOARD, GOOD_BANK, { cookie: cleaner.cookie });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Please set up payouts from your dashboard first.');
    expect(await accountRow(cleaner.id)).toBeNull();
  });

  it('acts on the caller’s own account only: another cleaner’s stays as it was', async () => {
    const first = await newContractor(server.app, server.database.db, { city: 'Toronto' });
    const second = await newContractor(server.app, server.database.db, { city: 'Toronto' });
    await call(server.app, SETUP, {}, { cookie: first.cookie });
    const answer = await call(server.app, ONBOARD, GOOD_BANK, { cookie: second.cookie });
    expect(answer.status).toBe(404);
    expect(await accountRow(first.id)).toMatchObject({ payoutsEnabled: false, bankLast4: null });
    expect(await accountRow(second.id)).toBeNull();
  });

  it.each([ACCOUNT, SETUP, REFRESH, ONBOARD])(
    'refuses %s to anonymous (401) and to a customer (403)',
    async (path) => {
      const body = path === ONBOARD ? GOOD_BANK : {};
      const anonymous = await call(server.app, path, body);
      expect(anonymous.status).toBe(401);
      const customer = await call(server.app, path, body, { cookie: customerCookie });
      expect(customer.status).toBe(403);
      const operator = await call(server.app, path, body, { cookie: operatorCookie });
      expect(operator.status).toBe(403);
    },
  );

  it('refuses unknown fields with 400', async () => {
    const cleaner = await newContractor(server.app, server.database.db, { city: 'Toronto' });
    const answer = await call(
      server.app,
      ONBOARD,
      { ...GOOD_BANK, vSin: '123456789' },
      { cookie: cleaner.cookie },
    );
    expect(answer.status).toBe(400);
  });

  it('has no test onboarding when payouts go through Stripe (404)', async () => {
    const stripe = stripePayoutGateway({
      secretKey: 'sk_test_payouts',
      fetch: () => Promise.reject(new Error('no network in this test')),
    });
    const stripeServer = await startTestApp({ clock, payouts: stripe, publicUrl: PUBLIC_URL });
    try {
      const cleaner = await newContractor(stripeServer.app, stripeServer.database.db, {
        city: 'Toronto',
      });
      const answer = await call(stripeServer.app, ONBOARD, GOOD_BANK, { cookie: cleaner.cookie });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(
        'There is no test onboarding here: payouts are set up on Stripe.',
      );
      // Stripe out of reach: a clear refusal, nothing written.
      const setup = await call(stripeServer.app, SETUP, {}, { cookie: cleaner.cookie });
      expect(setup.status).toBe(400);
      expect(setup.body.message).toBe(
        'We could not reach our payment provider. Please try again in a moment.',
      );
    } finally {
      await stripeServer.close();
    }
  });
});

describe('the transfer job', () => {
  it('sends a payable item once, marks it sent and writes the ledger’s transfer row', async () => {
    const cleaner = await onboardedCleaner();
    const { item, booking } = await payableItem(cleaner, 9_000);
    const report = await sendDuePayouts(context);
    expect(report.sent).toContain(item.id);
    const sent = await itemById(item.id);
    expect(sent.state).toBe('sent');
    expect(sent.sentAt).toEqual(clock());
    expect(sent.gatewayTransferId).toBe(transfersFor(item.id)[0]?.transferId);
    const account = await accountRow(cleaner.id);
    expect(transfersFor(item.id)).toEqual([
      expect.objectContaining({
        accountId: account?.accountId,
        amountCents: 9_000,
        sourcePaymentId: item.sourcePaymentId,
        transferGroup: booking.bookingNo,
      }),
    ]);
    const ledger = await transferRows(item.id);
    expect(ledger).toEqual([
      expect.objectContaining({
        bookingId: booking.id,
        contractorId: cleaner.id,
        paidOutCents: 9_000,
        customerCents: 0,
        gatewayRef: sent.gatewayTransferId,
      }),
    ]);
    // The next run has nothing of it to send.
    await sendDuePayouts(context);
    expect(transferCallsFor(item.id)).toHaveLength(1);
  });

  it('keeps the earnings of a cleaner without a complete account waiting', async () => {
    const unset = await newContractor(server.app, server.database.db, { city: 'Toronto' });
    const incomplete = await newContractor(server.app, server.database.db, { city: 'Toronto' });
    await call(server.app, SETUP, {}, { cookie: incomplete.cookie });
    const waiting = [(await payableItem(unset)).item, (await payableItem(incomplete)).item];
    await sendDuePayouts(context);
    for (const item of waiting) {
      expect((await itemById(item.id)).state).toBe('pending');
      expect(transferCallsFor(item.id)).toHaveLength(0);
    }
    // Once the cleaner finishes onboarding, the next run sends it.
    await call(server.app, ONBOARD, GOOD_BANK, { cookie: incomplete.cookie });
    await sendDuePayouts(context);
    expect((await itemById(waiting[1]!.id)).state).toBe('sent');
  });

  it('sends an item exactly once when the worker dies between the transfer and its record', async () => {
    const cleaner = await onboardedCleaner();
    const { item } = await payableItem(cleaner, 7_500);
    const crash = new Error('the worker died');
    await expect(
      sendDuePayouts(context, {
        afterTransfer: (id) => {
          if (id === item.id) throw crash;
        },
      }),
    ).rejects.toBe(crash);
    // The money left, nothing was written: the item is still claimed.
    expect(transfersFor(item.id)).toHaveLength(1);
    const claimed = await itemById(item.id);
    expect(claimed.state).toBe('sending');
    expect(await transferRows(item.id)).toHaveLength(0);

    // Another run while the claim holds leaves it alone.
    await sendDuePayouts(context);
    expect(transferCallsFor(item.id)).toHaveLength(1);

    // Once the dead worker's claim lapses, the item is sent again under the same key: the
    // gateway answers the transfer it made, and the item and the ledger are written once.
    clock.advance(CLAIM_MS + 1000);
    const report = await sendDuePayouts(context);
    expect(report.sent).toContain(item.id);
    expect(transferCallsFor(item.id)).toHaveLength(2);
    expect(transfersFor(item.id)).toHaveLength(1);
    const sent = await itemById(item.id);
    expect(sent.state).toBe('sent');
    expect(sent.gatewayTransferId).toBe(transfersFor(item.id)[0]?.transferId);
    expect(await transferRows(item.id)).toHaveLength(1);
  });

  it('retries a refused transfer with backoff, fails it after its last attempt and tells the operators', async () => {
    const cleaner = await onboardedCleaner();
    const { item, booking } = await payableItem(cleaner, 6_000);
    gateway.failNextTransfers(MAX_TRANSFER_ATTEMPTS);
    const mailBefore = await server.database.db.select({ id: outbox.id }).from(outbox);

    await sendDuePayouts(context);
    let row = await itemById(item.id);
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row.lastError).toBe(
      'The test payout gateway refused this transfer, as asked (development tools).',
    );
    expect(row.nextAttemptAt).toEqual(new Date(clock().getTime() + retryDelayMs(1)));
    // Not again before its wait is over.
    await sendDuePayouts(context);
    expect(transferCallsFor(item.id)).toHaveLength(1);

    for (let attempt = 2; attempt <= MAX_TRANSFER_ATTEMPTS; attempt += 1) {
      clock.advance(retryDelayMs(attempt - 1));
      await sendDuePayouts(context);
    }
    row = await itemById(item.id);
    expect(row).toMatchObject({ state: 'failed', attempts: MAX_TRANSFER_ATTEMPTS });
    expect(row.nextAttemptAt).toBeNull();
    // All five attempts fell within the 48 hours the payout is due by.
    expect(clock().getTime()).toBeLessThan(row.dueBy.getTime());
    expect(transfersFor(item.id)).toHaveLength(0);
    expect(await transferRows(item.id)).toHaveLength(0);

    const mail = await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, DEMO_OPERATOR_EMAIL))
      .orderBy(asc(outbox.id));
    const told = mail.filter((message) => !mailBefore.some((earlier) => earlier.id === message.id));
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toMatch(/^A payout of \$60\.00 to Test Cleaner \d+ failed$/);
    expect(told[0]?.textBody).toContain(`for booking ${booking.bookingNo} failed after 5 attempts`);
    expect(told[0]?.textBody).toContain(`${PUBLIC_URL}/admin/payouts?state=failed`);

    // No more runs send it until an operator retries it.
    clock.advance(24 * HOUR_MS);
    await sendDuePayouts(context);
    expect((await itemById(item.id)).state).toBe('failed');

    // The clock moved on past the operator's short session: they sign in again.
    operatorCookie = (await logInAsDemoOperator(server.app)).cookie;
    const retried = await call(
      server.app,
      RETRY,
      { id: item.id, reason: 'The cleaner fixed their bank account.' },
      { cookie: operatorCookie },
    );
    expect(retried.status).toBe(200);
    expect(retried.body.message).toBe('The payout will be sent again within a few minutes.');
    expect(await itemById(item.id)).toMatchObject({ state: 'pending', attempts: 0 });
    const [audit] = await server.database.db
      .select()
      .from(operatorActions)
      .where(
        and(
          eq(operatorActions.action, 'payout.retry'),
          eq(operatorActions.subjectId, `${item.id}`),
        ),
      );
    expect(audit?.after).toMatchObject({
      state: 'pending',
      reason: 'The cleaner fixed their bank account.',
    });

    await sendDuePayouts(context);
    expect(await itemById(item.id)).toMatchObject({ state: 'sent' });
    expect(transfersFor(item.id)).toHaveLength(1);
    expect(await transferRows(item.id)).toHaveLength(1);

    // A payout that has not failed cannot be retried.
    const again = await call(
      server.app,
      RETRY,
      { id: item.id, reason: 'Again.' },
      { cookie: operatorCookie },
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only a failed payout can be tried again.');
  });
});

describe('the console’s payouts', () => {
  beforeAll(async () => {
    // Sessions from before the transfer job's clock moved on have lapsed.
    customerCookie = (await logIn(server.app, DEMO_CUSTOMER_EMAIL)).cookie;
    operatorCookie = (await logInAsDemoOperator(server.app)).cookie;
  });

  it('lists items by state with cleaner, booking, amount, deadline, attempts and account', async () => {
    const cleaner = await onboardedCleaner();
    const { item, booking } = await payableItem(cleaner, 4_250);
    const answer = await call<{
      items: Record<string, unknown>[];
      total: number;
      counts: Record<string, number>;
    }>(server.app, LIST, { state: 'pending', perPage: 100 }, { cookie: operatorCookie });
    expect(answer.status).toBe(200);
    const listed = answer.body.data?.items.find((entry) => entry.id === item.id);
    expect(listed).toMatchObject({
      state: 'pending',
      kind: 'service',
      amount: 42.5,
      dueBy: item.dueBy.toISOString(),
      attempts: 0,
      lastError: null,
      cleanerName: cleaner.fullName,
      bookingNo: booking.bookingNo,
      account: 'enabled',
      bankLast4: '6789',
    });
    expect(answer.body.data?.items.every((entry) => entry.state === 'pending')).toBe(true);
    expect(answer.body.data?.counts.pending).toBeGreaterThanOrEqual(1);
  });

  it('shows one cleaner’s payout account and what waits to be sent', async () => {
    const cleaner = await onboardedCleaner();
    await payableItem(cleaner, 3_000);
    await payableItem(cleaner, 2_500);
    const answer = await call(
      server.app,
      ACCOUNT_OF,
      { contractorId: cleaner.id },
      { cookie: operatorCookie },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      state: 'enabled',
      bankLast4: '6789',
      waiting: 55,
      waitingItems: 2,
      failedItems: 0,
    });
    const unset = await newContractor(server.app, server.database.db, { city: 'Toronto' });
    const none = await call(
      server.app,
      ACCOUNT_OF,
      { contractorId: unset.id },
      { cookie: operatorCookie },
    );
    expect(none.body.data).toMatchObject({ state: 'none', bankLast4: null, waitingItems: 0 });
    const missing = await call(
      server.app,
      ACCOUNT_OF,
      { contractorId: 999_999 },
      { cookie: operatorCookie },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('There is no such cleaner.');
    const bad = await call(
      server.app,
      ACCOUNT_OF,
      { contractorId: 'x' },
      { cookie: operatorCookie },
    );
    expect(bad.status).toBe(400);
  });

  it('refuses the list, the retry and an account to anonymous (401), a customer and a cleaner (403)', async () => {
    const cleaner = await newContractor(server.app, server.database.db, { city: 'Toronto' });
    for (const [path, body] of [
      [LIST, {}],
      [RETRY, { id: 1, reason: 'Test.' }],
      [ACCOUNT_OF, { contractorId: cleaner.id }],
    ] as const) {
      expect((await call(server.app, path, body)).status).toBe(401);
      expect((await call(server.app, path, body, { cookie: customerCookie })).status).toBe(403);
      expect((await call(server.app, path, body, { cookie: cleaner.cookie })).status).toBe(403);
    }
  });

  it('refuses a retry without a reason (400) or of no such payout (404)', async () => {
    const blank = await call(server.app, RETRY, { id: 1, reason: ' ' }, { cookie: operatorCookie });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Please write a reason.');
    const missing = await call(
      server.app,
      RETRY,
      { id: 999_999, reason: 'Test.' },
      { cookie: operatorCookie },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('There is no such payout.');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two servers sending at once on PostgreSQL', () => {
  it('transfers each item once when two runs claim at the same moment', async () => {
    const cleaners = [await onboardedCleaner(), await onboardedCleaner()];
    const items = [];
    for (let index = 0; index < 12; index += 1) {
      items.push((await payableItem(cleaners[index % 2]!, 1_000 + index)).item);
    }
    const reports = await Promise.all([sendDuePayouts(context), sendDuePayouts(context)]);
    const sentIds = reports.flatMap((report) => report.sent);
    for (const item of items) {
      expect(sentIds.filter((id) => id === item.id)).toHaveLength(1);
      expect(transferCallsFor(item.id)).toHaveLength(1);
      expect(await itemById(item.id)).toMatchObject({ state: 'sent' });
      expect(await transferRows(item.id)).toHaveLength(1);
    }
  });
});
