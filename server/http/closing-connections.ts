import type { FastifyInstance } from 'fastify';

/**
 * While the server shuts down, each answer closes its keep-alive connection. Node closes the
 * connections that are idle when closing starts, but one whose request was still in flight would
 * otherwise stay open until its keep-alive timeout (72 s in Fastify), holding the shutdown up.
 */
export function registerClosingConnections(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
