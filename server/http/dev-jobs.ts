import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { backdateJobStart, bringJobForward } from '../db/queries/dev-job-times.ts';
import { isExclusionViolation } from '../db/errors.ts';

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
export function registerDevJobs(app: FastifyInstance, db: Database) {
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
