import path from 'node:path';
import type { ServerConfig } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { localFileStorage } from './local-storage.ts';
import { s3FileStorage } from './s3-storage.ts';

/** The object store when S3_BUCKET is set (many instances), DATA_DIR/uploads otherwise. */
export function fileStorage(config: Pick<ServerConfig, 's3' | 'dataDir'>): FileStorage {
  return config.s3
    ? s3FileStorage(config.s3)
    : localFileStorage(path.join(config.dataDir, 'uploads'));
}
