import type { AppContext } from '../context.ts';
import { done, type OperationHandlers } from '../http/operation.ts';
import { ALIVE, READY, readinessCheck } from './readiness.ts';

export function healthHandlers(
  context: AppContext,
  log: (problem: string) => void,
): OperationHandlers<'healthz' | 'readyz'> {
  const assertReady = readinessCheck(context.db, log);
  return {
    // A probe's answer is about this moment: no cache in between may keep it.
    healthz: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return done(ALIVE);
    },
    readyz: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      await assertReady();
      return done(READY);
    },
  };
}
