import type { FastifyRequest } from 'fastify';
import { withoutLinkTokens } from '../domain/secret-links.ts';

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The request as a log line shows it: Fastify's own fields, with the token of an account link
 * (/reset-password/…, /account-activation/…) masked, so the logs hold no live link (issue 38).
 */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: withoutLinkTokens(request.url),
    version: headerText(request.headers['accept-version']),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/** The address of a request for a line written by hand (a failure's), masked the same way. */
export function loggedUrl(request: FastifyRequest): string {
  return withoutLinkTokens(request.url);
}
