import type { FastifyInstance } from 'fastify';

/**
 * While the server shuts down, every answer closes its connection. Node's server.close() only
 * closes connections idle at that moment: a keep-alive connection whose request was still in
 * flight would otherwise stay open after its answer (Fastify keeps them 72 s), holding the
 * shutdown until SHUTDOWN_TIMEOUT_MS kills it. New requests meanwhile get Fastify's own 503.
 */
export function registerConnectionDraining(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
