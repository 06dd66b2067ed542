import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { Readable } from 'node:stream';
import { HttpError } from './errors.ts';
import { httpRefusals } from '../domain/http-refusals.ts';
import type { OperationId, RequestBody } from './operation.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart request, by field name; the body holds a marker string instead. */
    uploads: Map<string, Buffer>;
    /** The operation's check before the photo (ChecksBeforePhoto) passed: not to be run again. */
    checkedBeforePhoto: boolean;
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
export const FORM_UNREADABLE = httpRefusals.formUnreadable.english;

/**
 * What an operation refuses on the fields sent before its photo, checked as the photo begins so a
 * refused form's photo is never read into memory (issue 38: contractor/create's captcha and rate
 * limits). The fields have passed the operation's schema, the photo counted as sent. A form whose
 * photo is not its last part is checked on the fields before it: the web app sends it last.
 */
export type ChecksBeforePhoto = {
  [K in OperationId]?: (request: FastifyRequest, form: RequestBody<K>) => Promise<void>;
};

/**
 * Multipart bodies validate against openapi.yaml like JSON ones: fields become strings, and the
 * photo is read into memory (at most `maxFileBytes`, the storage service's 5 MB) so the handler
 * can check its bytes before anything is stored; `checksBeforePhoto` may refuse the form first.
 * Register it in the scope of the multipart operations only: @fastify/multipart adds hooks (some
 * of them async) that every request of its scope would run.
 */
export async function registerMultipartParsing(
  scope: FastifyInstance,
  maxFileBytes: number,
  checksBeforePhoto: ChecksBeforePhoto = {},
) {
  scope.decorateRequest('uploads', null as unknown as Map<string, Buffer>);
  scope.decorateRequest('checkedBeforePhoto', false);
  scope.addHook('onRequest', (request, _reply, done) => {
    request.uploads = new Map();
    done();
  });
  await scope.register(multipart, {
    limits: { fileSize: maxFileBytes, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 32 },
  });
  scope.addHook('preValidation', async (request) => {
    try {
      request.body = await readForm(request, checksBeforePhoto);
    } catch (error) {
      throw error instanceof RefusedBeforePhoto ? error.refusal : asFormError(error);
    }
  });
}

/** The form's fields by name (a repeated one as a list, which the schema refuses). */
async function readForm(
  request: FastifyRequest,
  checksBeforePhoto: ChecksBeforePhoto,
): Promise<Record<string, unknown>> {
  const fields = new Map<string, unknown[]>();
  const form = () =>
    Object.fromEntries(
      [...fields].map(([name, values]) => [name, values.length === 1 ? values[0] : values]),
    );
  let invalidBeforePhoto: Error | null = null;
  for await (const part of request.parts()) {
    let value: unknown;
    if (part.type === 'file') {
      if (part.fieldname !== PHOTO_FIELD) {
        part.file.resume();
        throw new HttpError(400, httpRefusals.onlyPhotoIsFile.with({ field: PHOTO_FIELD }));
      }
      try {
        invalidBeforePhoto = await checkBeforePhoto(request, checksBeforePhoto, {
          ...form(),
          [PHOTO_FIELD]: 'file',
        });
      } catch (refusal) {
        // The answer leaves now; the rest of the photo is let through as it comes, never kept.
        part.file.resume();
        throw new RefusedBeforePhoto(refusal);
      }
      // A form refused by its schema is read to its end, so a broken one is still told it
      // cannot be read, but its photo is not kept.
      if (invalidBeforePhoto) part.file.resume();
      else request.uploads.set(part.fieldname, await part.toBuffer());
      value = 'file';
    } else {
      value = part.value;
    }
    fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), value]);
  }
  if (invalidBeforePhoto) throw new RefusedBeforePhoto(invalidBeforePhoto);
  return form();
}

/**
 * The operation's check of the fields before the photo, if it has one. The schema comes first:
 * its refusal, the one a complete form with these fields gets, is returned. Then the check,
 * whose refusal is thrown.
 */
async function checkBeforePhoto(
  request: FastifyRequest,
  checksBeforePhoto: ChecksBeforePhoto,
  form: Record<string, unknown>,
): Promise<Error | null> {
  const operationId = (request.routeOptions.schema as { operationId?: OperationId } | undefined)
    ?.operationId;
  const check = operationId && checksBeforePhoto[operationId];
  if (!check) return null;
  const validate = bodyValidator(request);
  if (validate && !validate(form)) {
    return Object.assign(new Error('The form does not match the contract.'), {
      statusCode: 400,
      code: 'FST_ERR_VALIDATION',
      validation: validate.errors,
      validationContext: 'body',
    });
  }
  // Valid against the operation's own schema, so the form is its request body.
  await (check as (request: FastifyRequest, form: unknown) => Promise<void>)(request, form);
  request.checkedBeforePhoto = true;
  return null;
}

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };

/** The route's compiled body schema: glue gives the body per media type, this scope's is one. */
function bodyValidator(request: FastifyRequest): Validate | undefined {
  const compiled: unknown = request.getValidationFunction('body');
  if (typeof compiled === 'function') return compiled as Validate;
  const ofForms = (compiled as Record<string, unknown> | undefined)?.['multipart/form-data'];
  return typeof ofForms === 'function' ? (ofForms as Validate) : undefined;
}

/** A check before the photo refused the form: its answer, not a form that cannot be read. */
class RefusedBeforePhoto extends Error {
  constructor(readonly refusal: unknown) {
    super('refused before the photo');
  }
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
  return new HttpError(400, httpRefusals.formUnreadable);
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
    if (!file) throw new HttpError(404, httpRefusals.notFound);
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.body);
  });
}
