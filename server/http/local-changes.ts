import type { FastifyInstance } from 'fastify';
import { answeredFromSharedData } from './shared-answer.ts';

/**
 * POSTs in the contract that change nothing a kept session, list or window shows, so they leave
 * what is kept alone (decision 065):
 * - the two lists only read (they take their paging in a body);
 * - a booking's start writes a draft, and for a new customer their account, which has no session
 *   yet; a quote writes only a draft or quoted booking. No list shows a draft or a quote, and the
 *   database does not announce them either (migration 0024); it announces a new account itself.
 * Were every booking's start and quote to drop what is kept, nothing would stay kept while
 * customers book.
 */
const KEEP_WHAT_IS_KEPT = new Set([
  '/api/contractor/get_contractor_Job',
  '/api/customer/get_all_data',
  '/api/cleaning/book-same-day',
  '/api/cleaning/schedule-cleaning',
]);

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
      !KEEP_WHAT_IS_KEPT.has(request.routeOptions.url ?? '') &&
      // Catalog and label reads, POSTs in the contract, come from the cache and write nothing.
      !answeredFromSharedData(request)
    ) {
      changedHere();
    }
    done(null, payload);
  });
}
