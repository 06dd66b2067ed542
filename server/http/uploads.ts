import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { Readable } from 'node:stream';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart request, by field name; the body holds a marker string instead. */
    uploads: Map<string, Buffer>;
  }
}

/** Where served photos are read from: the storage service (disk or S3), or a test's stand-in. */
export type StoredFiles = {
  read(
    name: string,
  ): Promise<{ body: Readable; contentType: string; size: number | undefined } | null>;
};

/** The only multipart field that may carry a file. */
export const PHOTO_FIELD = 'vImage';

/** What a form that cannot be parsed (cut off, no boundary, broken part) is answered. */
export const FORM_UNREADABLE = 'The form could not be read.';

/**
 * Multipart bodies validate against openapi.yaml like JSON ones: fields become strings, and the
 * photo is read into memory (at most `maxFileBytes`, the storage service's 5 MB) so the handler
 * can check its bytes before anything is stored. Register it in the scope of the multipart operations only: @fastify/multipart adds
 * hooks (some of them async) that every request of its scope would run.
 */
export async function registerMultipartParsing(scope: FastifyInstance, maxFileBytes: number) {
  scope.decorateRequest('uploads', null as unknown as Map<string, Buffer>);
  scope.addHook('onRequest', (request, _reply, done) => {
    request.uploads = new Map();
    done();
  });
  await scope.register(multipart, {
    limits: { fileSize: maxFileBytes, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 32 },
  });
  scope.addHook('preValidation', async (request) => {
    try {
      request.body = await readForm(request);
    } catch (error) {
      throw asFormError(error);
    }
  });
}

/** The form's fields by name (a repeated one as a list, which the schema refuses). */
async function readForm(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields = new Map<string, unknown[]>();
  for await (const part of request.parts()) {
    let value: unknown;
    if (part.type === 'file') {
      if (part.fieldname !== PHOTO_FIELD) {
        part.file.resume();
        throw new HttpError(400, `Only the photo (${PHOTO_FIELD}) can be a file.`);
      }
      request.uploads.set(part.fieldname, await part.toBuffer());
      value = 'file';
    } else {
      value = part.value;
    }
    fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), value]);
  }
  return Object.fromEntries(
    [...fields].map(([name, values]) => [name, values.length === 1 ? values[0] : values]),
  );
}

/**
 * The parser's own refusals (limits: 413) keep their answer; anything else thrown while the
 * body is read (busboy's "Boundary not found", "Unexpected end of multipart data", "Part
 * terminated early", a part declared JSON that is not) is the sender's broken form, not ours.
 */
function asFormError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && FORM_LIMITS.has(code)) return error;
  return new HttpError(400, FORM_UNREADABLE);
}

const FORM_LIMITS = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PARTS_LIMIT',
]);

/**
 * Stored photos, streamed from the store (disk or S3) as images that a browser may not sniff
 * into anything else. A stored name is never reused, so the answer may be kept for good.
 */
export function registerUploadServing(app: FastifyInstance, storage: StoredFiles) {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const file = await storage.read(request.params.name);
    if (!file) throw new HttpError(404, 'Not found.');
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.body);
  });
}
