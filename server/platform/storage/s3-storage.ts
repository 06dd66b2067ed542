import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { UnavailableError } from '../../domain/errors.ts';
import { httpRefusals } from '../../domain/http-refusals.ts';
import {
  contentTypeOf,
  isStoredName,
  storedNameOf,
  UPLOADS_URL_PREFIX,
  type FileStorage,
} from './file-storage.ts';

export type S3Settings = {
  bucket: string;
  region: string;
  /** MinIO, R2, s3rver…; unset: AWS S3 itself. */
  endpoint: string | undefined;
  /** bucket in the path (MinIO, s3rver) instead of the host name (AWS). */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

/** Said when the store cannot be reached: the person may try again, nothing was kept. */
export const STORAGE_UNAVAILABLE = httpRefusals.storageUnavailable.english;

/** Keys share a bucket with other things safely: everything of ours is under this prefix. */
const KEY_PREFIX = 'uploads/';

/**
 * Photos in an S3-compatible object store, shared by every instance. The SDK retries a failed
 * call itself (three attempts with backoff); what still fails is the store being down.
 */
export function s3FileStorage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const where = settings.endpoint ? ` at ${settings.endpoint}` : '';
  return {
    description: `S3 bucket ${settings.bucket}${where}`,
    async saveImage(bytes, type) {
      const name = `${randomBytes(16).toString('base64url')}.${type.extension}`;
      await unavailableOnFailure(
        client.send(
          new PutObjectCommand({
            Bucket: settings.bucket,
            Key: KEY_PREFIX + name,
            Body: bytes,
            ContentType: type.contentType,
          }),
        ),
      );
      return `${UPLOADS_URL_PREFIX}${name}`;
    },
    async remove(urlPath) {
      const name = storedNameOf(urlPath);
      if (!name) return;
      // Called after the change it follows has committed (a replaced photo): a store that fails
      // now leaves an unused object behind, which must not turn that success into an error.
      await client
        .send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: KEY_PREFIX + name }))
        .catch(() => undefined);
    },
    async read(name) {
      if (!isStoredName(name)) return null;
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: KEY_PREFIX + name }),
        );
        if (!(object.Body instanceof Readable)) return null;
        // Our own type from the name: what the store says was set by whoever wrote the object.
        return { body: object.Body, contentType: contentTypeOf(name), size: object.ContentLength };
      } catch (error) {
        if (error instanceof NoSuchKey || isNotFound(error)) return null;
        throw asUnavailable(error);
      }
    },
  };
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

async function unavailableOnFailure<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw asUnavailable(error);
  }
}

/** The store's refusal or silence, as the 503 the person sees; the cause stays for the log. */
function asUnavailable(error: unknown): UnavailableError {
  return new UnavailableError(httpRefusals.storageUnavailable, { cause: error });
}
