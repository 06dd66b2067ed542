import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorActions, operators, outbox, users } from '#server/db/schema.ts';
import { call } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { DEMO_OPERATOR_EMAIL, logInAsDemoOperator, newOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Decision 086: opening a customer's booking in the console is audited (once per operator and
// booking in ten minutes), and the page shows no live account link.

const GET = '/api/admin/bookings/get';

type Page = { booking: { bookingNo: string }; emails: { subject: string; text: string }[] };

let server: TestApp;
let cookie: string;
beforeAll(async () => {
  server = await startTestApp();
  cookie = (await logInAsDemoOperator(server.app)).cookie;
});
afterAll(() => server.close());

const open = (bookingId: number, as = cookie) =>
  call<Page>(server.app, GET, { bookingId }, { cookie: as });

function viewsOf(bookingNo: string) {
  return server.database.db
    .select({
      operatorEmail: users.email,
      action: operatorActions.action,
      before: operatorActions.before,
      after: operatorActions.after,
      at: operatorActions.createdAt,
    })
    .from(operatorActions)
    .innerJoin(operators, eq(operators.id, operatorActions.operatorId))
    .innerJoin(users, eq(users.id, operators.userId))
    .where(
      and(eq(operatorActions.subjectType, 'booking'), eq(operatorActions.subjectId, bookingNo)),
    )
    .orderBy(operatorActions.id);
}

describe('reading a booking in the console', () => {
  it('writes "viewed booking" with the operator and the time, and not again within ten minutes', async () => {
    const booking = await createBooking(server.database.db);

    expect((await open(booking.id)).status).toBe(200);
    expect((await open(booking.id)).status).toBe(200);

    const views = await viewsOf(booking.bookingNo);
    expect(views).toEqual([
      {
        operatorEmail: DEMO_OPERATOR_EMAIL,
        action: 'booking.view',
        before: null,
        after: null,
        at: expect.any(Date),
      },
    ]);
    expect(Math.abs(views[0]!.at.getTime() - Date.now())).toBeLessThan(60_000);
    const log = await call<{ items: { action: string; subjectId: string }[] }>(
      server.app,
      '/api/admin/audit-log/list',
      { action: 'booking.view', subjectId: booking.bookingNo },
      { cookie },
    );
    expect(log.body.data?.items).toEqual([
      expect.objectContaining({ action: 'booking.view', subjectId: booking.bookingNo }),
    ]);
  });

  it('writes again once ten minutes have passed since the last entry', async () => {
    const booking = await createBooking(server.database.db);
    const [demo] = await server.database.db
      .select({ id: operators.id })
      .from(operators)
      .innerJoin(users, eq(users.id, operators.userId))
      .where(eq(users.email, DEMO_OPERATOR_EMAIL));
    // An entry of eleven minutes ago, as the log would hold from an earlier visit.
    await server.database.db.insert(operatorActions).values({
      operatorId: demo!.id,
      action: 'booking.view',
      subjectType: 'booking',
      subjectId: booking.bookingNo,
      before: null,
      after: null,
      createdAt: sql`now() - interval '11 minutes'`,
    });

    await open(booking.id);

    expect(await viewsOf(booking.bookingNo)).toHaveLength(2);
  });

  it("counts each operator's reads apart", async () => {
    const booking = await createBooking(server.database.db);
    const other = await newOperator(server.app, server.database.db, 'Priya Sandhu');

    await open(booking.id);
    await open(booking.id, other.cookie);
    await open(booking.id, other.cookie);

    expect((await viewsOf(booking.bookingNo)).map((view) => view.operatorEmail)).toEqual([
      DEMO_OPERATOR_EMAIL,
      other.email,
    ]);
  });

  it('writes nothing for a booking that does not exist', async () => {
    const before = await server.database.db
      .select({ id: operatorActions.id })
      .from(operatorActions);

    expect((await open(987_654)).status).toBe(404);

    expect(
      await server.database.db.select({ id: operatorActions.id }).from(operatorActions),
    ).toHaveLength(before.length);
  });
});

describe("the booking's e-mails", () => {
  it('show every account link with [token], whether the mail was sent before decision 077 or not yet', async () => {
    const booking = await createBooking(server.database.db);
    const resetToken = 'Ab3_kLm9-QrStUvWxYz0123456789abcdefGHIJKLmno';
    const activationToken = 'Zz9_yX8-wV7uT6sR5qP4oN3mL2kJ1iH0gF9eD8cB7aZ';
    await server.database.db.insert(outbox).values([
      {
        // Sent before decision 077: its body kept the live link.
        toAddress: booking.email,
        subject: `Your MapleShine booking ${booking.bookingNo} is confirmed`,
        textBody: `Booking number: ${booking.bookingNo}\n\nSet a password to see your bookings:\n\nhttp://localhost:3000/reset-password/${resetToken}\n`,
        status: 'sent',
        sentAt: new Date(),
      },
      {
        // Not sent yet: a pending mail keeps its links so it can still be sent.
        toAddress: booking.email,
        subject: `Activate your account (booking ${booking.bookingNo}) http://localhost:3000/Account-Activation/${activationToken}`,
        textBody: `About ${booking.bookingNo}: http://localhost:3000/account-activation/${activationToken}?from=mail`,
        status: 'pending',
      },
    ]);

    const answer = await open(booking.id);

    expect(answer.status).toBe(200);
    const shown = JSON.stringify(answer.body.data);
    expect(shown).not.toContain(resetToken);
    expect(shown).not.toContain(activationToken);
    expect(answer.body.data?.emails.map((email) => email.text)).toEqual([
      `Booking number: ${booking.bookingNo}\n\nSet a password to see your bookings:\n\nhttp://localhost:3000/reset-password/[token]\n`,
      `About ${booking.bookingNo}: http://localhost:3000/account-activation/[token]?from=mail`,
    ]);
    expect(answer.body.data?.emails[1]?.subject).toBe(
      `Activate your account (booking ${booking.bookingNo}) http://localhost:3000/Account-Activation/[token]`,
    );
  });
});
