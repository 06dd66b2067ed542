import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
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
};

function answer(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).type('application/json').send({ code: status, message });
}

/** Every failure leaves as the `{ code, message }` envelope; internals only reach the log. */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.validation) {
      return answer(reply, 400, validationMessage(error.validation));
    }
    if (error instanceof HttpError) {
      return answer(reply, error.statusCode, error.message);
    }
    const known = error.code ? frameworkMessages[error.code] : undefined;
    if (known) return answer(reply, known.status, known.message);
    if (error instanceof SyntaxError) {
      return answer(reply, 400, 'The request body is not valid JSON.');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return answer(reply, status, error.message);

    request.log.error({ err: error }, 'request failed');
    return answer(reply, 500, INTERNAL_MESSAGE);
  });
}

export function notFoundAnswer(reply: FastifyReply) {
  return answer(reply, 404, 'Not found.');
}
