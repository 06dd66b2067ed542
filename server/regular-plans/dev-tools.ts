/**
 * The plan changes' development tool (DEV_TOOLS only, decision 145): a paid booking made a plan's
 * first visit with its later visits written, for the UI and end-to-end tests of the plan's page
 * until issue 45's buying and writing parts are merged (plan-stand-in.queries.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { inTransaction } from '../platform/transaction.ts';
import { startPlanStandIn } from './plan-stand-in.queries.ts';

export function registerPlanChangeDevTools(app: FastifyInstance, context: AppContext) {
  app.post('/dev/plans/start', async (request, reply) => {
    const body = (request.body ?? {}) as { iBookingId?: unknown; iEveryWeeks?: unknown };
    const bookingId = Number(body.iBookingId);
    const everyWeeks = Number(body.iEveryWeeks ?? 2);
    if (!Number.isInteger(bookingId) || bookingId < 1 || bookingId > 2_147_483_647) {
      return reply.code(400).send({ code: 400 });
    }
    const code = await inTransaction(context.db, (tx) =>
      startPlanStandIn(tx, { bookingId, everyWeeks, at: context.clock() }),
    );
    if (!code) return reply.code(400).send({ code: 400 });
    return { code: 200, data: { vUniqueCode: code } };
  });
}
