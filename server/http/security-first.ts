import type { FastifyInstance, RouteOptions } from 'fastify';

type Hooks = RouteOptions['onRequest'];

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * fastify-openapi-glue runs an operation's `security` (session-auth.ts) as its route's
 * preHandler: after the body is read and validated, so a visitor's bad body was answered 400
 * with the operation's field rules, and an anonymous upload was read whole before the 401. Moved
 * to the route's onRequest, which runs after the app's own (request-guards.ts), who is asking is
 * settled first: 401 and 403 come before anything about the body. Glue sets no other
 * preHandler, and only the contract's routes, under /api/, are moved.
 */
export function registerSecurityFirst(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.preHandler === undefined || !route.url.startsWith('/api/')) return;
    route.onRequest = [...asList(route.onRequest), ...asList(route.preHandler)] as Hooks;
    route.preHandler = undefined;
  });
}
