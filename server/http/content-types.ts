import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

const JSON_ONLY = 'Send this request as application/json.';

/**
 * A plain HTML form on another site can post multipart/form-data without a preflight, so only
 * the operations whose contract declares multipart accept it; every other one is JSON only.
 */
export function registerMultipartOnlyWhereDeclared(
  app: FastifyInstance,
  multipartPaths: Set<string>,
) {
  // A callback hook: an async one costs every request a promise and a turn of the microtask queue.
  app.addHook('onRequest', (request, _reply, done) => {
    done(isMisplacedMultipart(request) ? new HttpError(415, JSON_ONLY) : undefined);
  });

  function isMisplacedMultipart(request: FastifyRequest): boolean {
    const type = request.headers['content-type'] ?? '';
    if (!type.toLowerCase().startsWith('multipart/')) return false;
    return !multipartPaths.has(request.url.split('?')[0] ?? '');
  }
}
