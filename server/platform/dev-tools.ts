/**
 * The development tools (DEV_TOOLS, never in production): routes under /dev/ that let a person
 * or an end-to-end test see the mail, move a job's times, run the day-before reminders at a
 * moment of their choosing, hold the saved cards due now and see the test gateway's refunds.
 * app.ts registers them with registerDevTools.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { sendDayBeforeReminders } from '../booking-news/index.ts';
import { authorizeDueBookings } from '../payments/index.ts';
import type { Database } from '../db/database.ts';
import { isExclusionViolation } from '../db/errors.ts';
import { bookings, cities } from '../db/schema.ts';
import { failNewestMailTo, listOutbox, outboxMessage } from '../db/shared-queries/outbox.ts';
import { issueBookingLink } from '../db/shared-queries/booking-links.ts';
import { localNow } from '../domain/local-time.ts';

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function linkify(escaped: string) {
  return escaped.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
}

export const SIMULATED_FAILURE = '550 Mailbox unavailable (simulated in development)';

type OutboxRow = Awaited<ReturnType<typeof listOutbox>>[number];

const attemptsText = (attempts: number) => `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;

/**
 * Where the e-mail stands with the job queue (decision 051): waiting, sent, or given up, with
 * the last error of SMTP; a pending one whose attempts failed says so before it is retried.
 */
function deliveryStatus(message: OutboxRow): string {
  const error = message.lastError === null ? '' : ` Last error: ${escapeHtml(message.lastError)}`;
  if (message.status === 'sent') {
    const when = message.sentAt === null ? '' : ` on ${message.sentAt.toISOString()}`;
    return `<p class="status sent"><strong>Status:</strong> sent${when}.</p>`;
  }
  if (message.status === 'failed') {
    return `<p class="status failed"><strong>Status:</strong> failed after ${attemptsText(message.attempts)}.${error}</p>`;
  }
  const tried = message.attempts === 0 ? '' : `, ${attemptsText(message.attempts)} so far`;
  return `<p class="status pending"><strong>Status:</strong> pending${tried}.${error}</p>`;
}

type Attachment = OutboxRow['attachments'][number];

/** A text file shown as it is; a binary one (base64) as a link that downloads it. */
function attachmentHtml(messageId: number, index: number, file: Attachment): string {
  const summary = `Attachment: ${escapeHtml(file.filename)} (${escapeHtml(file.contentType)})`;
  if (file.encoding === 'base64') {
    const bytes = Buffer.from(file.content, 'base64').length;
    return `  <p>${summary}, ${bytes} bytes: <a href="/dev/outbox/${messageId}/attachments/${index}" download="${escapeHtml(file.filename)}">download</a></p>`;
  }
  return `  <details><summary>${summary}</summary>
  <pre>${escapeHtml(file.content)}</pre></details>`;
}

/** Development only: the mail that would have been sent, so activation and reset links can be followed. */
function registerDevOutbox(app: FastifyInstance, db: Database) {
  // A binary attachment (a receipt's PDF) as the file itself.
  app.get('/dev/outbox/:id/attachments/:index', async (request, reply) => {
    const params = request.params as { id: string; index: string };
    const id = Number(params.id);
    const index = Number(params.index);
    const file = Number.isSafeInteger(id)
      ? (await outboxMessage(db, id))?.attachments[index]
      : undefined;
    if (!file) return reply.code(404).send({ code: 404, message: 'No such attachment.' });
    const content =
      file.encoding === 'base64'
        ? Buffer.from(file.content, 'base64')
        : Buffer.from(file.content, 'utf8');
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename.replace(/"/g, '')}"`)
      .send(content);
  });

  // The console's "Send again" (decision 052) needs a failed e-mail; without SMTP none ever fails.
  app.post('/dev/outbox/fail', async (request, reply) => {
    const body = request.body as { to?: unknown } | null;
    if (typeof body !== 'object' || body === null || typeof body.to !== 'string') {
      return reply.code(400).send({ code: 400, message: 'Send `to`, an e-mail address.' });
    }
    const id = await failNewestMailTo(db, body.to, SIMULATED_FAILURE);
    if (id === null)
      return reply.code(404).send({ code: 404, message: 'No e-mail to that address.' });
    return reply.send({ code: 200, message: `E-mail #${id} marked failed.`, data: { id } });
  });

  app.get('/dev/outbox', async (_request, reply) => {
    const messages = await listOutbox(db);
    const items = messages
      .map(
        (message) => `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p><strong>To:</strong> ${escapeHtml(message.toAddress)} · ${message.createdAt.toISOString()}</p>
  ${deliveryStatus(message)}
  <pre>${linkify(escapeHtml(message.textBody))}</pre>
${message.attachments.map((file, index) => attachmentHtml(message.id, index, file)).join('\n')}
</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox | MapleShine</title><style>pre { white-space: pre-wrap; overflow-wrap: anywhere; }</style></head>
<body><h1>Outbox (development)</h1>
<p>Every e-mail of this database, newest first, with its delivery status. Without SMTP_URL none is sent and each stays pending.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`);
  });
}

const MINUTE = 60 * 1000;

type Status = (typeof bookings.$inferSelect)['status'];

async function bookingWithZone(db: Database, bookingId: number, status: Status) {
  const [found] = await db
    .select({ booking: bookings, timeZone: cities.timeZone })
    .from(bookings)
    .innerJoin(cities, eq(cities.id, bookings.cityId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, status)));
  return found ?? null;
}

/**
 * The booked time moved to start at `startsAt`, its length, the travel buffer and the city's
 * date and hour kept in step (read as the app reads them, domain/local-time.ts).
 */
function bookedTimeAt(
  booking: typeof bookings.$inferSelect,
  timeZone: string,
  startsAt: Date,
): Partial<typeof bookings.$inferInsert> | null {
  if (!booking.startsAt || !booking.endsAt || !booking.blockedUntil) return null;
  const shift = startsAt.getTime() - booking.startsAt.getTime();
  const local = localNow(timeZone, startsAt);
  const window = (booking.untilMinutes ?? 0) - (booking.fromMinutes ?? 0);
  return {
    startsAt,
    endsAt: new Date(booking.endsAt.getTime() + shift),
    blockedUntil: new Date(booking.blockedUntil.getTime() + shift),
    localDate: local.date,
    fromMinutes: local.minutes,
    untilMinutes: Math.min(1439, local.minutes + window),
  };
}

/**
 * Development only (server/platform/dev-jobs.ts): an assigned job's cleaning moved to start
 * `minutes` after `now`. False when the booking is not assigned.
 */
async function bringJobForward(
  db: Database,
  bookingId: number,
  minutes: number,
  now: Date,
): Promise<boolean> {
  const found = await bookingWithZone(db, bookingId, 'assigned');
  if (!found) return false;
  const startsAt = new Date(Math.floor(now.getTime() / MINUTE) * MINUTE + minutes * MINUTE);
  const times = bookedTimeAt(found.booking, found.timeZone, startsAt);
  if (!times) return false;
  const moved = await db
    .update(bookings)
    .set(times)
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'assigned')))
    .returning({ id: bookings.id });
  return moved.length > 0;
}

/**
 * Development only: a job in progress's Start moved `minutes` earlier, as if the cleaner had been
 * on site that much longer. Time on site counts from the later of the Start and the booked start
 * (server/jobs/completion.ts), so a booked start after the new Start moves back to it.
 * False when the booking is not in progress.
 */
async function backdateJobStart(
  db: Database,
  bookingId: number,
  minutes: number,
): Promise<boolean> {
  const found = await bookingWithZone(db, bookingId, 'inProgress');
  const startedAt = found?.booking.startedAt;
  if (!found || !startedAt) return false;
  const newStart = new Date(startedAt.getTime() - minutes * MINUTE);
  const { startsAt } = found.booking;
  const times =
    startsAt && startsAt > newStart
      ? bookedTimeAt(
          found.booking,
          found.timeZone,
          new Date(Math.floor(newStart.getTime() / MINUTE) * MINUTE),
        )
      : {};
  const moved = await db
    .update(bookings)
    .set({ ...times, startedAt: newStart })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'inProgress')))
    .returning({ id: bookings.id });
  return moved.length > 0;
}

const MAX_MINUTES = 24 * 60;

function isWholeNumber(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Development only: moves a job in progress's start `minutes` earlier, as if the cleaner had
 * been on site that long (the booked time moves back with it when it began later). A job can be
 * completed only half its estimate after the later of its Start and its booked start
 * (docs/decisions/034-complete-only-after-work.md); the UI and end-to-end tests, which run on
 * the real clock, use this to try the whole job without waiting an hour or more.
 */
function registerDevJobs(app: FastifyInstance, db: Database) {
  app.post('/dev/jobs/worked', async (request, reply) => {
    const body = request.body as { iBookingId?: unknown; minutes?: unknown } | null;
    if (
      typeof body !== 'object' ||
      body === null ||
      !isWholeNumber(body.iBookingId, 1, 2_147_483_647) ||
      !isWholeNumber(body.minutes, 1, MAX_MINUTES)
    ) {
      return reply.code(400).send({
        code: 400,
        message: `Send iBookingId and minutes (1 to ${MAX_MINUTES}) as whole numbers.`,
      });
    }
    try {
      const moved = await backdateJobStart(db, body.iBookingId, body.minutes);
      if (!moved)
        return reply.code(404).send({ code: 404, message: 'No job in progress by that id.' });
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      return reply
        .code(409)
        .send({ code: 409, message: 'The cleaner has another job at that time.' });
    }
    return reply.send({ code: 200, message: 'Start moved earlier.' });
  });

  // The same reason for a job not yet started: Start is allowed from an hour before its time,
  // so an end-to-end test that needs a done job (an operator's refund) brings its time forward.
  app.post('/dev/jobs/soon', async (request, reply) => {
    const body = request.body as { iBookingId?: unknown; minutes?: unknown } | null;
    if (
      typeof body !== 'object' ||
      body === null ||
      !isWholeNumber(body.iBookingId, 1, 2_147_483_647) ||
      !isWholeNumber(body.minutes, 1, 60)
    ) {
      return reply
        .code(400)
        .send({ code: 400, message: 'Send iBookingId and minutes (1 to 60) as whole numbers.' });
    }
    try {
      const moved = await bringJobForward(db, body.iBookingId, body.minutes, new Date());
      if (!moved)
        return reply.code(404).send({ code: 404, message: 'No assigned job by that id.' });
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      return reply
        .code(409)
        .send({ code: 409, message: 'The cleaner has another job at that time.' });
    }
    return reply.send({ code: 200, message: 'Job brought forward.' });
  });
}

/**
 * The instant an ISO-8601 date and time with its offset names ("2026-11-22T15:00:00Z",
 * "2026-11-22T08:00:00-07:00"), read by Temporal, which refuses a day not on the calendar; null
 * for anything else, a date alone or a time without its offset among it.
 */
function instantOf(value: unknown): Date | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  try {
    return new Date(Temporal.Instant.from(value).epochMilliseconds);
  } catch {
    return null;
  }
}

/**
 * Development only: the day-before reminders (server/booking-news/reminders.ts) as the queue's
 * run would send them at `at`, an ISO-8601 date and time with its offset. The queue runs them on
 * the real clock every ten minutes; an end-to-end test, which cannot wait for the day before,
 * names the moment instead. The e-mails go to the outbox as the queue's would.
 */
function registerDevReminders(app: FastifyInstance, db: Database) {
  app.post('/dev/jobs/reminders', async (request, reply) => {
    const body = request.body as { at?: unknown } | null;
    const at = typeof body === 'object' && body !== null ? instantOf(body.at) : null;
    if (!at) {
      return reply.code(400).send({
        code: 400,
        message: 'Send at, a date and time in ISO-8601 with its offset (2026-11-22T15:00:00Z).',
      });
    }
    const report = await sendDayBeforeReminders({
      db,
      publicUrl: app.appContext.publicUrl,
      catalog: app.appContext.catalog,
      clock: () => new Date(at.getTime()),
    });
    for (const failure of report.failed) {
      app.log.error({ err: failure.error }, `Could not remind booking ${failure.bookingId}.`);
    }
    const failed = report.failed.map((failure) => failure.bookingId);
    return reply.send({
      code: 200,
      message: `Reminders sent at ${at.toISOString()}: ${report.reminded.length}.`,
      data: { reminded: report.reminded, failed },
    });
  });
}

/**
 * Development only: a new link to a booking's own page, as an e-mail about it would carry (issue
 * 40), answered as its path. UI tests run against a server whose mail they cannot open; a person
 * trying the page can make one here too.
 */
function registerDevBookingLinks(app: FastifyInstance, db: Database) {
  app.post('/dev/booking-link', async (request, reply) => {
    const body = request.body as { vBookingNo?: unknown } | null;
    const bookingNo = typeof body === 'object' && body !== null ? body.vBookingNo : undefined;
    if (typeof bookingNo !== 'string' || bookingNo.length === 0 || bookingNo.length > 40) {
      return reply.code(400).send({ code: 400, message: 'Send vBookingNo, the booking number.' });
    }
    const [booking] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.bookingNo, bookingNo));
    if (!booking) return reply.code(404).send({ code: 404, message: 'No booking by that number.' });
    const path = await issueBookingLink(db, booking.id, '');
    return reply.send({ code: 200, message: 'Link made.', data: { path } });
  });
}

/**
 * Development only: a booking priced before a rate rise (decision 126). Its total is lowered by
 * `iLessCents` (its hold stays as it was), so every time its reschedule offers now costs more
 * ("Was $X, now $Y") and a test can press "Accept $Y and move" without changing a service's rate
 * under the other tests' feet.
 */
function registerDevOlderPrice(app: FastifyInstance, db: Database) {
  app.post('/dev/bookings/older-price', async (request, reply) => {
    const body = request.body as { vBookingNo?: unknown; iLessCents?: unknown } | null;
    const bookingNo = typeof body === 'object' && body !== null ? body.vBookingNo : undefined;
    const less = typeof body === 'object' && body !== null ? body.iLessCents : undefined;
    if (
      typeof bookingNo !== 'string' ||
      bookingNo.length === 0 ||
      bookingNo.length > 40 ||
      !isWholeNumber(less, 1, 100_000)
    ) {
      return reply.code(400).send({
        code: 400,
        message: 'Send vBookingNo, the booking number, and iLessCents (1 to 100000).',
      });
    }
    const [booking] = await db
      .update(bookings)
      .set({ totalCents: sql`${bookings.totalCents} - ${less}` })
      .where(and(eq(bookings.bookingNo, bookingNo), gt(bookings.totalCents, less)))
      .returning({ totalCents: bookings.totalCents });
    if (!booking) {
      return reply
        .code(404)
        .send({ code: 404, message: 'No booking by that number priced above that amount.' });
    }
    return reply.send({
      code: 200,
      message: 'Booking priced lower.',
      data: { iTotalCents: booking.totalCents },
    });
  });
}

/**
 * Development only: the saved-card holds (queue `payments.authorize-due`) run now instead of at
 * their ten-minute schedule: every saved card whose cleaning starts within 24 hours is held. An
 * end-to-end test that brought a visit of a regular cleaning near (/dev/jobs/soon) sees it held
 * at once, as the queue would within ten minutes.
 */
function registerDevHolds(app: FastifyInstance) {
  app.post('/dev/payments/authorize-due', async () => {
    const context = app.appContext;
    const report = await authorizeDueBookings(context, context.clock());
    for (const failure of report.failed) {
      app.log.error({ err: failure.error }, `Could not hold booking ${failure.bookingId}.`);
    }
    return {
      code: 200,
      message: `Saved cards held: ${report.authorized.length}.`,
      data: {
        authorized: report.authorized,
        cancelled: report.cancelled,
        customerAsked: report.customerAsked,
        failed: report.failed.map((failure) => failure.bookingId),
      },
    };
  });
}

export type GatewayRefundRecord = { refundId: string; paymentId: string; amountCents: number };

/**
 * Development only: the refunds the offline test gateway made, as Stripe's dashboard would list
 * them, so an end-to-end test (and a person trying the console) can see that an operator's refund
 * reached the gateway and not only the database. app.ts passes the test gateway's list; with
 * Stripe there is none (its dashboard has them) and the page does not exist.
 */
function registerDevPayments(
  app: FastifyInstance,
  refunds: (() => readonly GatewayRefundRecord[]) | null,
) {
  if (!refunds) return;
  app.get('/dev/payments/refunds', async () => ({
    code: 200,
    message: 'Refunds made through the test gateway.',
    data: refunds(),
  }));
}

/** Every development route; `refunds` is the test gateway's list, or null with Stripe. */
export function registerDevTools(
  app: FastifyInstance,
  db: Database,
  refunds: (() => readonly GatewayRefundRecord[]) | null,
) {
  registerDevOutbox(app, db);
  registerDevJobs(app, db);
  registerDevReminders(app, db);
  registerDevBookingLinks(app, db);
  registerDevOlderPrice(app, db);
  registerDevPayments(app, refunds);
  registerDevHolds(app);
}
