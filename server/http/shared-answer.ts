import type { FastifyReply } from 'fastify';
import { encodeAs, preferredEncoding, type ContentEncoding } from './content-encoding.ts';
import { ok } from './operation.ts';

/** Below this, the headers of a compressed answer cost about what compression saves. */
const SMALLEST_WORTH_COMPRESSING = 1024;

/**
 * A success envelope already written as bytes (JSON, perhaps compressed). A handler may resolve
 * to one in place of the envelope itself: Fastify sends bytes as they are, without serializing.
 */
export type PreparedAnswer<Body> = Buffer & { readonly envelope?: Body };

type Written = Partial<Record<ContentEncoding, Buffer>>;
const written = new WeakMap<object, Written>();

/**
 * `ok(data)` for data shared between requests that never changes (a cached catalog table): its
 * JSON is written, and compressed for browsers that accept it, once, then reused, instead of
 * serializing (and sending uncompressed) the same rows on every request.
 */
export function okShared<Data extends object>(
  reply: FastifyReply,
  data: Data,
): PreparedAnswer<ReturnType<typeof ok<Data>>> {
  let forms = written.get(data);
  if (!forms) {
    forms = {};
    written.set(data, forms);
  }
  const identity = (forms.identity ??= Buffer.from(JSON.stringify(ok(data)), 'utf8'));
  const encoding =
    identity.length < SMALLEST_WORTH_COMPRESSING
      ? 'identity'
      : preferredEncoding(reply.request.headers['accept-encoding']);
  const answer = (forms[encoding] ??= encodeAs(identity, encoding));

  // Bytes carry no type of their own; this is the contract's JSON.
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return answer;
}

const serialized = new WeakMap<object, Buffer>();

/**
 * An envelope kept for several callers (a kept list, decision 064), written once by the route's
 * own serializer (the bytes it would write, byte for byte) and then sent as they are. Not
 * compressed: a list is kept for a second at most, and its uncached answer is not either.
 */
export function keptAnswer<Body extends Record<string, unknown>>(
  reply: FastifyReply,
  envelope: Body,
): PreparedAnswer<Body> {
  let bytes = serialized.get(envelope);
  if (!bytes) {
    // The route's 200 serializer for JSON (openapi-glue keys responses by media type, which
    // reply.serialize() does not pass on).
    bytes = Buffer.from(String(reply.serializeInput(envelope, '200', 'application/json')), 'utf8');
    serialized.set(envelope, bytes);
  }
  reply.type('application/json; charset=utf-8');
  return bytes;
}
