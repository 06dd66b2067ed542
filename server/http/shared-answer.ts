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

type KeptForms = Written & { identity: Buffer; served: number };
const serialized = new WeakMap<object, KeptForms>();

/**
 * An envelope kept for several callers (a kept list, decision 064), written once by the route's
 * own serializer (the bytes it would write, byte for byte) and then sent as they are. Compressed
 * for browsers that accept it only from its second sending on: an answer read for one caller
 * (nothing kept, or every call a change) costs no compression, one kept and asked again is
 * compressed once for all the calls of its second.
 */
export function keptAnswer<Body extends Record<string, unknown>>(
  reply: FastifyReply,
  envelope: Body,
): PreparedAnswer<Body> {
  let forms = serialized.get(envelope);
  if (!forms) {
    // The route's 200 serializer for JSON (openapi-glue keys responses by media type, which
    // reply.serialize() does not pass on).
    const written = String(reply.serializeInput(envelope, '200', 'application/json'));
    forms = { identity: Buffer.from(written, 'utf8'), served: 0 };
    serialized.set(envelope, forms);
  }
  forms.served += 1;
  const encoding =
    forms.served < 2 || forms.identity.length < SMALLEST_WORTH_COMPRESSING
      ? 'identity'
      : preferredEncoding(reply.request.headers['accept-encoding']);
  const answer = (forms[encoding] ??= encodeAs(forms.identity, encoding, 'onRequest'));
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return answer;
}
