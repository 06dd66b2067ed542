import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger } from 'fastify';

/** TRUST_PROXY as Fastify's `trustProxy` option takes it (app.ts). */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * The client's address as Fastify's `request.ip` reads it under the same `trustProxy`: the
 * socket's, or the nearest untrusted one of X-Forwarded-For.
 */
function clientAddress(trust: TrustProxy): (request: IncomingMessage) => string | undefined {
  if (trust === false) return (request) => request.socket.remoteAddress;
  const trusted =
    trust === true
      ? () => true
      : typeof trust === 'string'
        ? proxyAddr.compile(trust.split(',').map((address) => address.trim()))
        : trust;
  return (request) => proxyAddr(request, trusted);
}

/**
 * The line Fastify logs when it has answered a request ("request completed", with the request
 * as request-log.ts shows it), for a read the replay answered in front of Fastify (decision 153):
 * at a level that logs every request, a replayed one is logged too.
 */
export function replayedReadLog(logger: () => FastifyBaseLogger, trust: TrustProxy) {
  const addressOf = clientAddress(trust);
  return (request: IncomingMessage, status: number, seconds: number) => {
    logger().info(
      {
        // What request-log.ts's serializer reads of a Fastify request.
        req: {
          method: request.method,
          url: request.url,
          headers: request.headers,
          host: request.headers.host,
          ip: addressOf(request),
          socket: request.socket,
        },
        res: { statusCode: status },
        responseTime: seconds * 1000,
        replayed: true,
      },
      'request completed',
    );
  };
}
