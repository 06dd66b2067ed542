// What the rest of the server may import from server/retention (its public entry; decision 090).
export { enforceRetention } from './retention.ts';
export { retentionHandlers } from './retention.handlers.ts';
export { registerRetentionDevTools } from './retention-dev-tools.ts';
