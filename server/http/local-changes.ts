import type { FastifyInstance } from 'fastify';
import { answeredFromSharedData } from './shared-answer.ts';

/**
 * Calls that only read, though the contract makes them POSTs (the lists take their paging in a
 * body): they leave what is kept alone.
 */
const READS = new Set(['/api/contractor/get_contractor_Job', '/api/customer/get_all_data']);

/**
 * Whatever this process changed is dropped from its sessions and lists before the answer leaves:
 * the database's announcement of the same commit arrives a moment later, and the caller's next
 * call could come first. Any call that may write counts, whether or not it did.
 */
export function registerLocalChanges(app: FastifyInstance, changedHere: () => void) {
  // A callback, not an async hook: catalog reads should not pay a promise for it (decision 055).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      !READS.has(request.routeOptions.url ?? '') &&
      // Catalog and label reads, POSTs in the contract, come from the cache and write nothing.
      !answeredFromSharedData(request)
    ) {
      changedHere();
    }
    done(null, payload);
  });
}
