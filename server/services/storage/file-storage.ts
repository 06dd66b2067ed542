import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ImageType } from './image-type.ts';

/** Uploaded files, kept behind this interface so instances can share a store later. */
export interface FileStorage {
  /** Stores the bytes under a generated name and returns the URL path they are served at. */
  saveImage(bytes: Uint8Array, type: ImageType): Promise<string>;
  remove(urlPath: string): Promise<void>;
  read(name: string): Promise<{ bytes: Buffer; contentType: string } | null>;
}

export const UPLOADS_URL_PREFIX = '/uploads/';
const SAFE_NAME = /^[A-Za-z0-9_-]+\.(jpg|png)$/;

export function localFileStorage(folder: string): FileStorage {
  return {
    async saveImage(bytes, type) {
      await mkdir(folder, { recursive: true });
      const name = `${randomBytes(16).toString('base64url')}.${type.extension}`;
      await writeFile(path.join(folder, name), bytes);
      return `${UPLOADS_URL_PREFIX}${name}`;
    },
    async remove(urlPath) {
      const name = urlPath.slice(UPLOADS_URL_PREFIX.length);
      if (urlPath.startsWith(UPLOADS_URL_PREFIX) && SAFE_NAME.test(name)) {
        await rm(path.join(folder, name), { force: true });
      }
    },
    async read(name) {
      if (!SAFE_NAME.test(name)) return null;
      try {
        const bytes = await readFile(path.join(folder, name));
        return { bytes, contentType: name.endsWith('.png') ? 'image/png' : 'image/jpeg' };
      } catch {
        return null;
      }
    },
  };
}
