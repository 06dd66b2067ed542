import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '#server/platform/storage/s3-storage.ts';

export type S3StandIn = {
  settings: S3Settings;
  /** The object's bytes as the store holds them, or null when it has no such key. */
  objectBytes(key: string): Promise<Buffer | null>;
  stop(): Promise<void>;
};

/** s3rver on a free loopback port with one empty bucket, its files in a temporary folder. */
export async function startS3StandIn(bucket = 'mapleshine-photos'): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(tmpdir(), 'mapleshine-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    // s3rver's own fixed pair: it checks signatures.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: settings.credentials,
  });
  let running = true;
  return {
    settings,
    async objectBytes(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async stop() {
      if (!running) return;
      running = false;
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
