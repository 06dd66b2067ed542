// The quote's floor (bench/README.md): a quote must record what it priced, so no quote can cost
// less than one durable write. Fastify with one route and nothing else (no hooks, no validation)
// that runs one prepared one-row UPDATE on the bench's PostgreSQL, through a pool as large as
// the server's, on the same 500 drafts the quote writes, and answers as MapleShine answers.
import Fastify from 'fastify';
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('The floor route needs DATABASE_URL.');

// The server's pool size (server/db/database.ts), so both queue the same way on PostgreSQL.
const pool = new pg.Pool({ connectionString: url, max: 10 });
const touch = {
  name: 'bench-floor-touch',
  text: 'update bookings set updated_at = now() where unique_code = $1',
};

const app = Fastify({ logger: false });
app.post('/api/floor', async (request, reply) => {
  const code = request.headers.vuniquecode;
  const result = await pool.query({ ...touch, values: [typeof code === 'string' ? code : ''] });
  // A floor that wrote nothing would measure less than a write.
  if (result.rowCount !== 1) return reply.code(404).send({ code: 404, message: 'No draft.' });
  return { code: 200, message: 'Success.', data: [] };
});

const port = Number(process.env.PORT ?? 3000);
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => pool.end().then(() => process.exit(0))));
}
