// What the rest of the server may import from server/health (its public entry; decision 090).
export { healthHandlers } from './health.handlers.ts';
