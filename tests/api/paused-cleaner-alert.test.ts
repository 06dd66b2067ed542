import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema.ts';
import { call, manualClock, newActiveCustomer } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor } from '../support/contractors.ts';
import { DEMO_OPERATOR_EMAIL, logInAsDemoOperator, newOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Decision 061: pausing a cleaner who still holds accepted jobs ahead e-mails the other
// operators those jobs, through the outbox, in the pause's transaction.

const clock = manualClock(new Date('2026-11-22T15:00:00Z'));

let server: TestApp;
let pauser: string;
let colleague: { email: string; fullName: string };
beforeAll(async () => {
  server = await startTestApp({ clock });
  pauser = (await logInAsDemoOperator(server.app)).cookie;
  colleague = await newOperator(server.app, server.database.db, 'Priya Natarajan');
});
afterAll(() => server.close());

function pause(id: number, reason: string, cookie = pauser) {
  return call(server.app, '/api/admin/cleaners/pause', { id, reason }, { cookie });
}

function mailsTo(address: string) {
  return server.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, address))
    .orderBy(asc(outbox.id));
}

/** A new Ottawa cleaner holding an accepted job 3 days and one 1 day ahead, and a done one. */
async function cleanerHoldingJobs() {
  const { db } = server.database;
  const cleaner = await newContractor(server.app, db, { city: 'Ottawa' });
  const later = await createBooking(db, {
    now: clock(),
    city: 'Ottawa',
    status: 'assigned',
    contractorEmail: cleaner.email,
    startsInHours: 72,
  });
  const sooner = await createBooking(db, {
    now: clock(),
    city: 'Ottawa',
    status: 'assigned',
    contractorEmail: cleaner.email,
    startsInHours: 24,
    serviceSlug: 'routine-clean',
  });
  const done = await createBooking(db, {
    now: clock(),
    city: 'Ottawa',
    status: 'completed',
    contractorEmail: cleaner.email,
    startsInHours: -48,
  });
  return { cleaner, later, sooner, done };
}

describe('pausing a cleaner who holds accepted jobs', () => {
  it("e-mails the other operators the cleaner's jobs ahead, soonest first, and not the operator who paused", async () => {
    const { cleaner, later, sooner, done } = await cleanerHoldingJobs();
    const pauserBefore = (await mailsTo(DEMO_OPERATOR_EMAIL)).length;

    const answer = await pause(cleaner.id, 'Two no-shows this month.');

    expect(answer.status).toBe(200);
    const mails = await mailsTo(colleague.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`${cleaner.fullName} is paused and holds 2 accepted jobs in Ottawa`);
    expect(mail?.textBody).toContain(
      `Morgan Ouellette paused ${cleaner.fullName} (Ottawa). Reason: Two no-shows this month.`,
    );
    const text = mail?.textBody ?? '';
    expect(text).toMatch(/^- MS-\d+: Routine Clean on \w+day, November 23, 2026, /m);
    expect(text.indexOf(sooner.bookingNo)).toBeGreaterThan(-1);
    expect(text.indexOf(sooner.bookingNo)).toBeLessThan(text.indexOf(later.bookingNo));
    expect(text).not.toContain(done.bookingNo);
    expect(text).toContain(`http://localhost:3000/admin/cleaners/${cleaner.id}`);
    expect(await mailsTo(DEMO_OPERATOR_EMAIL)).toHaveLength(pauserBefore);
  });

  it('e-mails nobody for a cleaner holding no jobs ahead, nor on resume', async () => {
    const cleaner = await newContractor(server.app, server.database.db, { city: 'Ottawa' });
    const before = (await mailsTo(colleague.email)).length;

    expect((await pause(cleaner.id, 'Asked for a break.')).status).toBe(200);
    const resumed = await call(
      server.app,
      '/api/admin/cleaners/resume',
      { id: cleaner.id, reason: 'Back from the break.' },
      { cookie: pauser },
    );
    expect(resumed.status).toBe(200);

    expect(await mailsTo(colleague.email)).toHaveLength(before);
  });

  it('writes no e-mail when the pause is refused: a blank reason (400), a second pause (409)', async () => {
    const { cleaner } = await cleanerHoldingJobs();
    const before = (await mailsTo(colleague.email)).length;

    const blank = await pause(cleaner.id, '   ');
    expect([blank.status, blank.body.message]).toEqual([400, 'Please write a reason.']);
    expect(await mailsTo(colleague.email)).toHaveLength(before);

    expect((await pause(cleaner.id, 'Late twice.')).status).toBe(200);
    const twice = await pause(cleaner.id, 'Late twice.');
    expect([twice.status, twice.body.message]).toEqual([409, 'This cleaner is already paused.']);
    expect(await mailsTo(colleague.email)).toHaveLength(before + 1);
  });

  it('lets no customer or cleaner pause, and writes no e-mail for them', async () => {
    const { cleaner } = await cleanerHoldingJobs();
    const customer = await newActiveCustomer(server.app, server.database.db);
    const before = (await mailsTo(colleague.email)).length;

    expect((await pause(cleaner.id, 'Not mine to pause.', customer.cookie)).status).toBe(403);
    expect((await pause(cleaner.id, 'Not mine to pause.', cleaner.cookie)).status).toBe(403);
    expect((await pause(cleaner.id, 'Not mine to pause.', '')).status).toBe(401);

    expect(await mailsTo(colleague.email)).toHaveLength(before);
  });
});
