// The same-bytes floor (issue 46, bench/README.md): Fastify with one route per captured catalog
// answer and nothing else (no hooks, no validation, no database, no compression at request
// time), each sending exactly the status, headers and compressed bytes the real server sent for
// that read. No server that sends the same answer can do less. Run by bench/api/run.ts, which
// writes the answers to the file SAME_BYTES_ANSWERS names.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import type { CapturedAnswer } from './same-bytes.ts';

const file = process.env.SAME_BYTES_ANSWERS;
if (!file) throw new Error('The same-bytes floor needs SAME_BYTES_ANSWERS.');
const answers = JSON.parse(readFileSync(file, 'utf8')) as CapturedAnswer[];

const app = Fastify({ logger: false });
for (const answer of answers) {
  const body = Buffer.from(answer.bodyBase64, 'base64');
  app.post(answer.path, (_request, reply) => {
    reply.code(answer.statusCode).headers(answer.headers).send(body);
  });
}

const port = Number(process.env.PORT ?? 3000);
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
