import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeOfHeaders, type Locale } from '#shared/i18n/locale.ts';
import { isDataException, withoutQueryValues } from '../db/errors.ts';
import { DomainError, type DomainErrorKind } from '../domain/errors.ts';
import { httpRefusals } from '../domain/http-refusals.ts';
import { isSaid, type Said } from '../domain/said.ts';
import { HttpError } from './errors.ts';
import { loggedUrl } from './request-log.ts';
import { validationMessage } from './validation-message.ts';

const frameworkRefusals: Record<string, { status: number; said: Said }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, said: httpRefusals.jsonOrMultipart },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, said: httpRefusals.tooLarge },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, said: httpRefusals.notJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, said: httpRefusals.emptyBody },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, said: httpRefusals.malformed },
  FST_REQ_FILE_TOO_LARGE: { status: 413, said: httpRefusals.photoTooLarge },
  FST_FILES_LIMIT: { status: 413, said: httpRefusals.onePhoto },
  FST_FIELDS_LIMIT: { status: 413, said: httpRefusals.tooManyFields },
  FST_PARTS_LIMIT: { status: 413, said: httpRefusals.tooManyFields },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, said: httpRefusals.formUnreadable },
  FST_PROTO_VIOLATION: { status: 400, said: httpRefusals.formUnreadable },
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

/**
 * The language the answer's message is written in: the web app's X-MapleShine-Locale, then
 * Accept-Language, then English (server/i18n/request-locale.ts reads it the same way; http/
 * imports no domain, so it asks shared/ directly).
 */
export function answerLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  return localeOfHeaders(request.headers);
}

function answer(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).type('application/json').send({ code: status, message });
}

function answerSaid(request: FastifyRequest, reply: FastifyReply, status: number, said: Said) {
  return answer(reply, status, said.in(answerLocale(request)));
}

/**
 * Every failure leaves as the `{ code, message }` envelope, its message in the caller's language;
 * internals only reach the log. A success's catalogue sentence (ok, done, created of
 * operation.ts) is written in the caller's language too.
 */
export function registerErrorHandlers(app: FastifyInstance) {
  // A callback, not an async hook: every JSON answer passes here, and an async hook costs each a
  // promise and a turn of the microtask queue (decision 055).
  app.addHook('preSerialization', (request: FastifyRequest, _reply, payload: unknown, done) => {
    if (typeof payload !== 'object' || payload === null || Buffer.isBuffer(payload)) {
      done(null, payload);
      return;
    }
    const { message } = payload as { message?: unknown };
    if (!isSaid(message)) {
      done(null, payload);
      return;
    }
    done(null, { ...payload, message: message.in(answerLocale(request)) });
  });
  app.setErrorHandler((raw: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const error = unwrapSecurityError(raw);
    if (error instanceof HttpError) {
      return answerSaid(request, reply, error.statusCode, error.said);
    }
    if (error instanceof DomainError) {
      return answerSaid(request, reply, domainStatus[error.kind], error.said);
    }
    return answerFrameworkError(
      error instanceof Error ? (error as FastifyError) : raw,
      request,
      reply,
    );
  });
}

function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = answerLocale(request);
  if (error.validation) {
    return answer(reply, 400, validationMessage(error.validation, locale));
  }
  const known = error.code ? frameworkRefusals[error.code] : undefined;
  if (known) return answerSaid(request, reply, known.status, known.said);
  if (error instanceof SyntaxError) {
    return answerSaid(request, reply, 400, httpRefusals.notJson);
  }
  if (isDataException(error)) {
    return answerSaid(request, reply, 400, httpRefusals.outOfRange);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // A refusal of the framework's we have no sentence for: its own words in English, and the
    // general one in French rather than English.
    const message = locale === 'en-CA' ? error.message : httpRefusals.malformed.in(locale);
    return answer(reply, status, message);
  }

  request.log.error(
    { err: withoutQueryValues(error), method: request.method, url: loggedUrl(request) },
    'request failed',
  );
  return answerSaid(request, reply, 500, httpRefusals.internal);
}

export function notFoundAnswer(request: Pick<FastifyRequest, 'headers'>, reply: FastifyReply) {
  return answer(reply, 404, httpRefusals.notFound.in(answerLocale(request)));
}
