import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TrafficRecord } from './contract-check.ts';

/**
 * With CONTRACT_TRAFFIC_DIR set, every answer of a test app is written there, one JSON line per
 * answer and one file per worker, for `scripts/check-contract-traffic.ts` to judge against
 * openapi.yaml once the suite has run (decision 091). Unset, nothing is added to the app.
 */
export function recordContractTraffic(app: FastifyInstance) {
  const directory = process.env.CONTRACT_TRAFFIC_DIR;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `traffic-${process.pid}-${threadId}.jsonl`);
  app.addHook('onSend', async (request, reply, payload) => {
    const header = reply.getHeader('content-type');
    const contentType = typeof header === 'string' ? header : null;
    const record: TrafficRecord = {
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      status: reply.statusCode,
      contentType,
      // Pages, photos and scripts are no answer of the contract's: their type alone is kept.
      body:
        contentType === null || contentType.includes('json')
          ? bodyText(payload, reply.getHeader('content-encoding'))
          : null,
      test: currentTest(),
    };
    // One write per answer: a worker stopped mid-file still leaves whole lines.
    appendFileSync(file, `${JSON.stringify(record)}\n`);
    return payload;
  });
}

/** The body as the client reads it: a kept answer may leave compressed (content-encoding.ts). */
function bodyText(payload: unknown, encoding: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (!Buffer.isBuffer(payload)) return null;
  if (encoding === 'br') return brotliDecompressSync(payload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(payload).toString('utf8');
  return payload.toString('utf8');
}

function currentTest(): string | undefined {
  const { testPath, currentTestName } = expect.getState();
  if (!testPath) return currentTestName;
  const file = path.relative(process.cwd(), testPath);
  return currentTestName ? `${file} > ${currentTestName}` : file;
}
