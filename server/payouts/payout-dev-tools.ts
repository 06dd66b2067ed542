/**
 * The payouts' development tools (DEV_TOOLS and the test stand-in only, decision 133): make the
 * next transfers fail, run the transfer job now, and see the transfers the stand-in made. app.ts
 * registers them beside the others (server/platform/dev-tools.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { TestPayoutGateway } from './test-gateway.ts';
import { sendDuePayouts } from './transfers.ts';

export function registerPayoutDevTools(
  app: FastifyInstance,
  context: Pick<AppContext, 'db' | 'clock' | 'payouts' | 'publicUrl'>,
  gateway: TestPayoutGateway,
) {
  // Body { count }: that many of the next transfers are refused, as a bank would (0 stops it).
  app.post('/dev/payouts/fail-next', async (request) => {
    const body = (request.body ?? {}) as { count?: unknown };
    const count = typeof body.count === 'number' && body.count >= 0 ? Math.floor(body.count) : 1;
    gateway.failNextTransfers(count);
    return { failing: count };
  });
  // The transfer job's run, now, instead of waiting for its schedule.
  app.post('/dev/payouts/run', async () => sendDuePayouts(context));
  app.get('/dev/payouts/transfers', async () => ({
    transfers: gateway.transfers().map((transfer) => ({
      transferId: transfer.transferId,
      accountId: transfer.accountId,
      amountCents: transfer.amountCents,
      idempotencyKey: transfer.idempotencyKey,
      transferGroup: transfer.transferGroup,
    })),
  }));
}
