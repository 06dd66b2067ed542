import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpRefusals } from '../domain/http-refusals.ts';
import { answerLocale } from './error-handler.ts';

/*
 * The refusals here come before any request is read, so no header says the caller's language:
 * they are said in English (decision 104), except the two answered with a request at hand.
 */
function refusalOf(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, message: httpRefusals.headersTooLarge.english };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, message: httpRefusals.tooSlow.english };
  }
  return { status: 400, message: httpRefusals.malformed.english };
}

/** The envelope's refusal as raw HTTP/1.1 bytes, for a socket no response object stands for. */
function rawRefusal(status: number, message: string, securityHeaders: [string, string][]): string {
  const body = JSON.stringify({ code: status, message });
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    ...securityHeaders.map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
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
      socket.write(rawRefusal(status, message, securityHeaders));
    }
    socket.destroy(error);
  };
}

/**
 * Two requests Node settles itself, outside Fastify, unless its server is told otherwise: an
 * `Expect` other than 100-continue (a bare 417) and a CONNECT (the socket closed without a
 * word). This is not a proxy and meets no other expectation, so both are refused in the
 * envelope (RFC 9110 §10.1.1 allows the 417).
 */
export function answerWhatNodeWouldRefuse(server: Server, securityHeaders: [string, string][]) {
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.stringify({ code: 417, message: httpRefusals.expectation.english });
    response.writeHead(417, [
      ['content-type', 'application/json; charset=utf-8'],
      ['content-length', String(Buffer.byteLength(body))],
      ...securityHeaders,
    ]);
    response.end(body);
  });
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    if (socket.writable)
      socket.end(rawRefusal(400, httpRefusals.malformed.english, securityHeaders));
    else socket.destroy();
  });
}

/**
 * Fastify's own refusals before routing (a URL that does not decode, an over-long parameter):
 * its default answer is `{ error, code, message, statusCode }`; this one is the envelope.
 */
export function frameworkErrorAnswerer(securityHeaders: [string, string][]) {
  return (error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    const said = status < 500 ? httpRefusals.malformed : httpRefusals.internal;
    const message = said.in(answerLocale(request));
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
export function refuseWithoutHost(
  request: FastifyRequest,
  reply: FastifyReply,
  securityHeaders: [string, string][],
) {
  for (const [name, value] of securityHeaders) reply.header(name, value);
  reply
    .status(400)
    .type('application/json; charset=utf-8')
    .header('connection', 'close')
    .send({ code: 400, message: httpRefusals.malformed.in(answerLocale(request)) });
}
