// The floor of the API bench: Fastify with one route and nothing else (no hooks, no validation,
// no database), answering the shape every MapleShine answer has. Run by bench/api/run.ts.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/api/bare', async () => ({ code: 200, message: 'Success.', data: [] }));

const port = Number(process.env.PORT ?? 3000);
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
