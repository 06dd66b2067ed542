/**
 * The retention job's development tool (APP_ENV=development only): a run now, on the server's
 * clock, instead of waiting for 09:30 UTC. app.ts registers it beside the others
 * (server/platform/dev-tools.ts); the end-to-end tests use it before opening the console's
 * Data retention page.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { enforceRetention } from './retention.ts';

export function registerRetentionDevTools(
  app: FastifyInstance,
  context: Pick<AppContext, 'db' | 'clock' | 'storage'>,
) {
  app.post('/dev/retention/run', async () => ({ deleted: await enforceRetention(context) }));
}
