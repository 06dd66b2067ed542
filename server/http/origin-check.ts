import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const FOREIGN_ORIGIN_MESSAGE = 'Requests from other sites are not allowed.';

/**
 * A page on another site cannot act for a signed-in user: a state-changing request whose Origin
 * is neither PUBLIC_URL's nor the requested host's is refused (as is one the browser marks as
 * cross-site). Requests without an Origin (curl, server-to-server) carry no cookie from a
 * browser and pass.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new HttpError(403, FOREIGN_ORIGIN_MESSAGE);
    }
    const origin = request.headers.origin;
    if (!origin) return;
    const sameHost = [`http://${request.host}`, `https://${request.host}`].includes(origin);
    if (origin !== publicOrigin && !sameHost) throw new HttpError(403, FOREIGN_ORIGIN_MESSAGE);
  });
}
