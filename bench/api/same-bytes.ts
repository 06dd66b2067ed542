import { request } from 'node:http';
import type { Scenario } from './load.ts';

/** One answer as the server sent it: its status, headers and body bytes as they crossed the wire. */
export type CapturedAnswer = {
  path: string;
  statusCode: number;
  headers: Record<string, string>;
  bodyBase64: string;
};

/**
 * Headers every HTTP server writes for itself (Fastify or Node), so the floor writes them as
 * the server does instead of copying stale ones.
 */
const WRITTEN_BY_EVERY_SERVER = new Set([
  'date',
  'content-length',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * Asks the server for a scenario's answer as autocannon asks (accepting gzip and brotli) and
 * keeps it undecoded: what the same-bytes floor (same-bytes-server.ts) sends back.
 */
export function captureAnswer(baseUrl: string, scenario: Scenario): Promise<CapturedAnswer> {
  const body = JSON.stringify(scenario.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${baseUrl}${scenario.path}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-encoding': 'gzip, deflate, br',
          'content-length': Buffer.byteLength(body),
          ...scenario.headers,
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(incoming.headers)) {
            if (value === undefined || WRITTEN_BY_EVERY_SERVER.has(name)) continue;
            headers[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({
            path: scenario.path,
            statusCode: incoming.statusCode ?? 0,
            headers,
            bodyBase64: Buffer.concat(chunks).toString('base64'),
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The floor's scenario for a catalog read: the same request, to the floor's copy of its answer. */
export function sameBytesScenario(scenario: Scenario): Scenario {
  return { ...scenario, name: `same-bytes floor of ${scenario.name}` };
}
