/**
 * The consent's development tool (DEV_TOOLS only, decision 142): the book-again job's run as at a
 * moment of the caller's choosing. The queue runs it daily on the real clock; an end-to-end test,
 * which cannot wait four weeks after a cleaning, names the moment instead. app.ts registers it
 * beside the others (server/platform/dev-tools.ts).
 */
import type { FastifyInstance } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import type { AppContext } from '../context.ts';
import { sendBookAgainReminders } from './book-again-reminders.ts';

function instantOf(value: unknown): Date | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  try {
    return new Date(Temporal.Instant.from(value).epochMilliseconds);
  } catch {
    return null;
  }
}

export function registerConsentDevTools(
  app: FastifyInstance,
  context: Pick<AppContext, 'db' | 'publicUrl'>,
) {
  // Body { at }: an ISO-8601 date and time with its offset; the e-mails go to the outbox.
  app.post('/dev/marketing/book-again', async (request, reply) => {
    const body = request.body as { at?: unknown } | null;
    const at = typeof body === 'object' && body !== null ? instantOf(body.at) : null;
    if (!at) {
      return reply.code(400).send({
        code: 400,
        message: 'Send at, a date and time in ISO-8601 with its offset (2026-12-28T15:00:00Z).',
      });
    }
    const report = await sendBookAgainReminders({ ...context, clock: () => new Date(at) });
    for (const failure of report.failed) {
      app.log.error({ err: failure.error }, `Could not remind booking ${failure.bookingId}.`);
    }
    return reply.send({
      code: 200,
      message: `Book-again reminders written at ${at.toISOString()}: ${report.sent.length}.`,
      data: { sent: report.sent, failed: report.failed.map((failure) => failure.bookingId) },
    });
  });
}
