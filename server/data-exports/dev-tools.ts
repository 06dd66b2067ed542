/**
 * The data export's development tool (DEV_TOOLS only): the background job's run, now, instead of
 * waiting for its schedule. app.ts registers it beside the others (server/platform/dev-tools.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { runDataExports } from './data-exports.ts';

export function registerDataExportDevTools(app: FastifyInstance, context: AppContext) {
  app.post('/dev/data-exports/run', async () =>
    runDataExports(context, { log: (message, error) => app.log.info({ err: error }, message) }),
  );
}
