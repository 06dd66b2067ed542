import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  contentTypeOf,
  isStoredName,
  storedNameOf,
  UPLOADS_URL_PREFIX,
  type FileStorage,
} from './file-storage.ts';

/** Files in one folder of this machine (DATA_DIR/uploads): the default, for one instance. */
export function localFileStorage(folder: string): FileStorage {
  return {
    description: `local folder ${folder}`,
    async saveImage(bytes, type) {
      await mkdir(folder, { recursive: true });
      const name = `${randomBytes(16).toString('base64url')}.${type.extension}`;
      await writeFile(path.join(folder, name), bytes);
      return `${UPLOADS_URL_PREFIX}${name}`;
    },
    async remove(urlPath) {
      const name = storedNameOf(urlPath);
      if (name) await rm(path.join(folder, name), { force: true });
    },
    async read(name) {
      if (!isStoredName(name)) return null;
      const file = path.join(folder, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(file), contentType: contentTypeOf(name), size: info.size };
    },
  };
}
