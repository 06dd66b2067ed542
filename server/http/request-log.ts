import type { FastifyRequest } from 'fastify';
import { withoutQueryValues } from '../db/errors.ts';
import { withoutLinkTokens } from '../domain/secret-links.ts';

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** An error as a log line shows it (pino's shape): its name, message and stack, at least. */
type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

function plainError(error: Error): LoggedError {
  return {
    ...Object.fromEntries(Object.entries(error)),
    type: error.name,
    message: error.message,
    stack: error.stack ?? '',
    cause: error.cause === undefined ? undefined : loggedError(error.cause),
  };
}

/** An error already written for the log (the error handler's, through withoutQueryValues). */
function isWritten(value: unknown): value is LoggedError {
  if (typeof value !== 'object' || value === null) return false;
  const { type, message } = value as { type?: unknown; message?: unknown };
  return typeof type === 'string' && typeof message === 'string';
}

/**
 * Every logged error (`err`), whoever logs it (a request's failure, a background job's, a page
 * that could not be rendered): a failed query without the values sent with it (issue 38).
 */
export function loggedError(error: unknown): LoggedError {
  if (error instanceof Error) {
    const safe = withoutQueryValues(error);
    return safe instanceof Error ? plainError(safe) : safe;
  }
  if (isWritten(error)) return error;
  return { type: typeof error, message: String(error), stack: '' };
}

/**
 * The request as a log line shows it: Fastify's own fields, with the token of an account link
 * (/reset-password/…, /account-activation/…) masked, so the logs hold no live link (issue 38),
 * and any error through `loggedError`.
 */
export const requestLogSerializers = {
  err: loggedError,
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
