/**
 * Development only (DEV_TOOLS): what an end-to-end test of cancellation fees (issue 42) needs on
 * the real clock. A booking is free to cancel for 10 minutes after it is made, so a test moves its
 * confirmation earlier; and the charge is checked on the test gateway's own record of the hold
 * (what a capture took), as Stripe's dashboard would show it.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { bookings } from '../db/schema.ts';

/* eslint-disable mapleshine/text-in-catalogue -- development-only answers, read by tests and developers (as dev-tools.ts's) */

export type GatewayHoldRecord = {
  paymentId: string;
  amountCents: number;
  capturedCents: number;
  state: string;
};

export function registerDevCancellation(
  app: FastifyInstance,
  db: Database,
  holdOf: ((paymentId: string) => GatewayHoldRecord | undefined) | null,
) {
  app.post('/dev/bookings/confirmed-earlier', async (request, reply) => {
    const body = request.body as { vBookingNo?: unknown; minutes?: unknown } | null;
    const bookingNo = typeof body === 'object' && body !== null ? body.vBookingNo : undefined;
    const minutes = typeof body === 'object' && body !== null ? body.minutes : undefined;
    if (
      typeof bookingNo !== 'string' ||
      bookingNo.length === 0 ||
      bookingNo.length > 40 ||
      typeof minutes !== 'number' ||
      !Number.isInteger(minutes) ||
      minutes < 1 ||
      minutes > 60 * 24 * 30
    ) {
      return reply
        .code(400)
        .send({ code: 400, message: 'Send vBookingNo and minutes (1 to 43200).' });
    }
    const moved = await db
      .update(bookings)
      .set({
        confirmedAt: sql`${bookings.confirmedAt} - make_interval(mins => ${minutes})`,
      })
      .where(eq(bookings.bookingNo, bookingNo))
      .returning({ id: bookings.id });
    if (moved.length === 0) {
      return reply.code(404).send({ code: 404, message: 'No booking by that number.' });
    }
    return reply.send({ code: 200, message: 'Confirmation moved earlier.' });
  });

  if (!holdOf) return;
  app.post('/dev/payments/hold', async (request, reply) => {
    const body = request.body as { vBookingNo?: unknown } | null;
    const bookingNo = typeof body === 'object' && body !== null ? body.vBookingNo : undefined;
    if (typeof bookingNo !== 'string' || bookingNo.length === 0 || bookingNo.length > 40) {
      return reply.code(400).send({ code: 400, message: 'Send vBookingNo, the booking number.' });
    }
    const [row] = await db
      .select({ paymentId: bookings.gatewayPaymentId })
      .from(bookings)
      .where(eq(bookings.bookingNo, bookingNo));
    const hold = row?.paymentId ? holdOf(row.paymentId) : undefined;
    if (!hold) return reply.code(404).send({ code: 404, message: 'No hold for that booking.' });
    return reply.send({
      code: 200,
      message: 'The hold on the test gateway.',
      data: {
        paymentId: hold.paymentId,
        amountCents: hold.amountCents,
        capturedCents: hold.capturedCents,
        state: hold.state,
      },
    });
  });
}
