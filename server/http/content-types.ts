import type { FastifyInstance } from 'fastify';
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
  app.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'] ?? '';
    if (!type.toLowerCase().startsWith('multipart/')) return;
    const path = request.url.split('?')[0] ?? '';
    if (!multipartPaths.has(path)) throw new HttpError(415, JSON_ONLY);
  });
}
