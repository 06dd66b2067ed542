/**
 * The plans' development tool (DEV_TOOLS only): the visit writer's run (queue `plans.visits`),
 * now, instead of at its hourly schedule. A paid plan asks the queue for a run at once; a server
 * without the queue (the UI tests') writes its plans' visits with this. app.ts registers it
 * beside the others (server/platform/dev-tools.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { writeDueVisits } from './visit-writer.ts';

export function registerPlanDevTools(app: FastifyInstance, context: AppContext) {
  app.post('/dev/plans/visits/run', async () => {
    const report = await writeDueVisits(context, context.clock());
    return {
      code: 200,
      data: {
        written: report.written,
        resumed: report.resumed,
        failed: report.failed.map((failure) => failure.planId),
      },
    };
  });
}
