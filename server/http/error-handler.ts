import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDataException, withoutQueryValues } from '../db/errors.ts';
import { DomainError, type DomainErrorKind } from '../domain/errors.ts';
import { HttpError } from './errors.ts';
import { loggedUrl } from './request-log.ts';
import { validationMessage } from './validation-message.ts';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

const frameworkMessages: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Send the request as application/json or multipart/form-data.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request is malformed.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'The photo must be 5 MB or smaller.' },
  FST_FILES_LIMIT: { status: 413, message: 'Send one photo at a time.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'The form has too many fields.' },
  FST_PARTS_LIMIT: { status: 413, message: 'The form has too many fields.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'The form could not be read.' },
  FST_PROTO_VIOLATION: { status: 400, message: 'The form could not be read.' },
};

/**
 * fastify-openapi-glue wraps a failed security handler in its own error; the handler's error is
 * the one to answer with (our 401, or a real failure that must end as a 500).
 */
function unwrapSecurityError(error: FastifyError): unknown {
  const wrapped = (error as FastifyError & { errors?: unknown[] }).errors;
  const first = Array.isArray(wrapped) ? wrapped[0] : undefined;
  return first instanceof Error ? first : error;
}

/** The one place a service's refusal becomes a status code. */
const domainStatus: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'rate-limited': 429,
  unavailable: 503,
};

function answer(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).type('application/json').send({ code: status, message });
}

/** Every failure leaves as the `{ code, message }` envelope; internals only reach the log. */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((raw: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const error = unwrapSecurityError(raw);
    if (error instanceof HttpError) {
      return answer(reply, error.statusCode, error.message);
    }
    if (error instanceof DomainError) {
      return answer(reply, domainStatus[error.kind], error.message);
    }
    return answerFrameworkError(
      error instanceof Error ? (error as FastifyError) : raw,
      request,
      reply,
    );
  });
}

function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    return answer(reply, 400, validationMessage(error.validation));
  }
  const known = error.code ? frameworkMessages[error.code] : undefined;
  if (known) return answer(reply, known.status, known.message);
  if (error instanceof SyntaxError) {
    return answer(reply, 400, 'The request body is not valid JSON.');
  }
  if (isDataException(error)) {
    return answer(reply, 400, 'A value in the request is out of range.');
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return answer(reply, status, error.message);

  request.log.error(
    { err: withoutQueryValues(error), method: request.method, url: loggedUrl(request) },
    'request failed',
  );
  return answer(reply, 500, INTERNAL_MESSAGE);
}

export function notFoundAnswer(reply: FastifyReply) {
  return answer(reply, 404, 'Not found.');
}
