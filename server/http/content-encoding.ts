import { brotliCompressSync, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Browsers send a handful of distinct headers; a client inventing its own can't grow this far. */
const REMEMBERED_HEADERS = 64;
const remembered = new Map<string, ContentEncoding>();

/** Brotli, then gzip, then none, among what the client accepts (`q=0` refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const header = acceptEncoding ?? '';
  let encoding = remembered.get(header);
  if (encoding === undefined) {
    encoding = negotiate(header);
    if (remembered.size >= REMEMBERED_HEADERS) remembered.clear();
    remembered.set(header, encoding);
  }
  return encoding;
}

function negotiate(acceptEncoding: string): ContentEncoding {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((entry) => entry.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** The bytes in an encoding, at zlib's best (brotli's default quality is its highest). */
export function encodeAs(content: Buffer, encoding: ContentEncoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(content);
  if (encoding === 'gzip') return gzipSync(content, { level: 9 });
  return content;
}
