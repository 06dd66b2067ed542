import type { FastifyInstance, FastifyReply } from 'fastify';
import { encodeAs, preferredEncoding, type ContentEncoding } from './content-encoding.ts';
import { ok } from './operation.ts';

/** Below this, the headers of a compressed answer cost about what compression saves. */
const SMALLEST_WORTH_COMPRESSING = 1024;

type Written = Partial<Record<ContentEncoding, Buffer>>;
const written = new WeakMap<object, Written>();
/** The bytes each shared answer sends, handed from the handler to the `onSend` hook below. */
const pending = new WeakMap<FastifyReply, Buffer>();

/** Sends a shared answer's prepared bytes in place of the serializer's empty string. */
export function registerSharedAnswers(app: FastifyInstance) {
  app.addHook('onSend', (_request, reply, payload, done) => {
    done(null, pending.get(reply) ?? payload);
  });
}

/**
 * `ok(data)` for data shared between requests that never changes (a cached catalog table): its
 * JSON is written, and compressed for browsers that accept it, once, then reused, instead of
 * serializing (and sending uncompressed) the same rows on every request. Needs
 * `registerSharedAnswers` on the app.
 */
export function okShared<Data extends object>(reply: FastifyReply, data: Data) {
  const body = ok(data);
  let forms = written.get(data);
  if (!forms) {
    forms = {};
    written.set(data, forms);
  }
  const identity = (forms.identity ??= Buffer.from(JSON.stringify(body), 'utf8'));
  const encoding =
    identity.length < SMALLEST_WORTH_COMPRESSING
      ? 'identity'
      : preferredEncoding(reply.request.headers['accept-encoding']);
  const answer = (forms[encoding] ??= encodeAs(identity, encoding));

  // A custom serializer leaves the content type to the route; it is the contract's JSON.
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  pending.set(reply, answer);
  // The bytes are ready; the registered onSend hook sends them (a serializer may only give text).
  reply.serializer(() => '');
  return body;
}
