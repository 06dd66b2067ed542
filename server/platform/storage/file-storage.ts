import type { Readable } from 'node:stream';
import type { ImageType } from './image-type.ts';

/**
 * Uploaded files (profile and application photos). Local disk by default; an S3-compatible
 * object store when S3_BUCKET is set, so every instance serves what any one of them stored.
 */
export interface FileStorage {
  /** Human-readable, for the start-up line: where the files go. */
  readonly description: string;
  /** Stores the bytes under a generated name and returns the URL path they are served at. */
  saveImage(bytes: Uint8Array, type: ImageType): Promise<string>;
  remove(urlPath: string): Promise<void>;
  /** The file as a stream, so serving it never holds a whole photo in memory; null if absent. */
  read(name: string): Promise<StoredFile | null>;
}

export type StoredFile = { body: Readable; contentType: string; size: number | undefined };

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Only names this server generates: nothing a request names can reach another file or key. */
const SAFE_NAME = /^[A-Za-z0-9_-]+\.(jpg|png)$/;

export function isStoredName(name: string): boolean {
  return SAFE_NAME.test(name);
}

/** The stored name an upload's URL path points at, or null for a path that is not one. */
export function storedNameOf(urlPath: string): string | null {
  if (!urlPath.startsWith(UPLOADS_URL_PREFIX)) return null;
  const name = urlPath.slice(UPLOADS_URL_PREFIX.length);
  return isStoredName(name) ? name : null;
}

export function contentTypeOf(name: string): 'image/png' | 'image/jpeg' {
  return name.endsWith('.png') ? 'image/png' : 'image/jpeg';
}
