import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { MAX_IMAGE_BYTES } from '../services/storage/image-type.ts';
import type { FileStorage } from '../services/storage/file-storage.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart request, by field name; the body holds a marker string instead. */
    uploads: Map<string, Buffer>;
  }
}

/** The only multipart field that may carry a file. */
export const PHOTO_FIELD = 'vImage';

/**
 * Multipart bodies validate against openapi.yaml like JSON ones: fields become strings, and the
 * photo is read into memory (at most 5 MB) so the handler can check its bytes before anything
 * is stored. Register it in the scope of the multipart operations only: @fastify/multipart adds
 * three hooks (two of them async) that every request of its scope would run.
 */
export async function registerMultipartParsing(scope: FastifyInstance) {
  scope.decorateRequest('uploads', null as unknown as Map<string, Buffer>);
  scope.addHook('onRequest', (request, _reply, done) => {
    request.uploads = new Map();
    done();
  });
  await scope.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 32 },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      if (part.fieldname !== PHOTO_FIELD) {
        part.file.resume();
        throw new HttpError(400, `Only the photo (${PHOTO_FIELD}) can be a file.`);
      }
      this.uploads.set(part.fieldname, await part.toBuffer());
      (part as unknown as { value: string }).value = 'file';
    },
  });
}

/** Stored photos, served as images that a browser may not sniff into anything else. */
export function registerUploadServing(app: FastifyInstance, storage: FileStorage) {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const file = await storage.read(request.params.name);
    if (!file) throw new HttpError(404, 'Not found.');
    return reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.bytes);
  });
}
