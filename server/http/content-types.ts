import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import { httpRefusals } from '../domain/http-refusals.ts';

/**
 * Settles which body an operation takes before anything reads it. Fastify validates a body only
 * against the schema of its own media type, and the contract gives each operation one: any other
 * body would reach the handler unchecked. So an operation declared multipart takes
 * multipart/form-data alone, and every other one JSON alone (a plain HTML form on another site
 * can post multipart without a preflight). A POST without a body is read as an empty JSON one,
 * so list calls need none and the schema still judges it. Run by the one onRequest hook
 * (request-guards.ts).
 */
export function bodyKindRefusal(
  multipartPaths: Set<string>,
  formPaths: Set<string> = new Set(),
): (request: FastifyRequest) => HttpError | null {
  return (request) => {
    const path = request.url.split('?')[0] ?? '';
    const takesMultipart = multipartPaths.has(path);
    const type = request.headers['content-type'];
    // The one-click unsubscribe (decision 142) takes a form's body, as mail clients post it, or
    // none; every other operation refuses a form's body, which it has no schema for.
    const isForm = request.mediaType === 'application/x-www-form-urlencoded';
    if (formPaths.has(path)) {
      if (request.method === 'POST' && !isForm && !hasNoBody(request)) {
        return new HttpError(415, httpRefusals.jsonOnly);
      }
      return null;
    }
    // As Fastify answers a type it has no parser for (the one-click route's parser is the only one).
    if (isForm && !takesMultipart) return new HttpError(415, httpRefusals.jsonOrMultipart);
    if (takesMultipart) {
      // The very media type Fastify picks the parser and the schema by.
      if (request.method === 'POST' && request.mediaType !== 'multipart/form-data') {
        return new HttpError(415, httpRefusals.multipartOnly);
      }
    } else if (type?.toLowerCase().startsWith('multipart/')) {
      return new HttpError(415, httpRefusals.jsonOnly);
    } else if (type === undefined && request.method === 'POST' && hasNoBody(request)) {
      request.headers = { 'content-type': 'application/json' };
    }
    return null;
  };
}

function hasNoBody(request: FastifyRequest): boolean {
  const { 'content-length': length, 'transfer-encoding': encoding } = request.headers;
  return encoding === undefined && (length === undefined || length === '0');
}
