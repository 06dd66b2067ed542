import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

function refusalOf(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, message: 'The request headers are too large.' };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, message: 'The request took too long to arrive.' };
  }
  return { status: 400, message: 'The request is malformed.' };
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (an oversized header, a
 * malformed request line or chunk, Content-Length beside chunked): Fastify's default answer is
 * `{ error, message, statusCode }`. This one writes the contract's envelope, with the API's
 * security headers, and closes the connection, whose remaining bytes cannot be trusted.
 */
export function clientErrorAnswerer(securityHeaders: [string, string][]) {
  return (error: Error & { code?: string }, socket: Socket) => {
    // A reset connection is gone: there is no one to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      const { status, message } = refusalOf(error.code);
      const body = JSON.stringify({ code: status, message });
      const lines = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'connection: close',
        ...securityHeaders.map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}

/**
 * Fastify's own refusals before routing (a URL that does not decode, an over-long parameter):
 * its default answer is `{ error, code, message, statusCode }`; this one is the envelope.
 */
export function frameworkErrorAnswerer(securityHeaders: [string, string][]) {
  return (
    error: Error & { statusCode?: number },
    _request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    const message =
      status < 500
        ? 'The request is malformed.'
        : 'Something went wrong on our side. Please try again.';
    for (const [name, value] of securityHeaders) reply.header(name, value);
    return reply.status(status).type('application/json').send({ code: status, message });
  };
}

/**
 * HTTP/1.1 makes Host mandatory (RFC 9112 §3.2). Node refuses a request without it in a bare
 * answer of its own, so the server turns that check off and makes it here, in the envelope.
 * Run first by the one onRequest hook (request-guards.ts).
 */
export function lacksHost(request: FastifyRequest): boolean {
  return request.raw.httpVersion === '1.1' && request.headers.host === undefined;
}

/** The envelope's refusal of a request without Host; the connection closes after it. */
export function refuseWithoutHost(reply: FastifyReply, securityHeaders: [string, string][]) {
  for (const [name, value] of securityHeaders) reply.header(name, value);
  reply
    .status(400)
    .type('application/json; charset=utf-8')
    .header('connection', 'close')
    .send({ code: 400, message: 'The request is malformed.' });
}
