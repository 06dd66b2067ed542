import type { FastifyInstance, onSendHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The call changes nothing a kept session, list or window shows (openapi.yaml's
     * `x-fastify-config`), so its answers leave what is kept alone (decisions 065 and 067).
     */
    leavesKeptAnswers?: boolean;
  }
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whatever this process changed is dropped from its sessions and lists before the answer leaves:
 * the database's announcement of the same commit arrives a moment later, and the caller's next
 * call could come first. Any call that may write counts, whether or not it did. Decided once per
 * route: a route that only reads, by its methods or by the contract's mark, gets no hook at all.
 * Register it before any route.
 */
export function registerLocalChanges(app: FastifyInstance, changedHere: () => void) {
  const dropKept: onSendHookHandler = (request, _reply, payload, done) => {
    // A route may take several methods; a GET on it still changes nothing.
    if (!READ_ONLY_METHODS.has(request.method)) changedHere();
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    const onlyReads = [route.method].flat().every((method) => READ_ONLY_METHODS.has(method));
    if (onlyReads || route.config?.leavesKeptAnswers === true) return;
    const own = route.onSend;
    route.onSend = own === undefined ? [dropKept] : [own, dropKept].flat();
  });
}
