// What the rest of the server may import from server/auth (its public entry; decision 090).
export { accountChanges, boundedSet } from './account-changes.ts';
export type { AccountChanges } from './account-changes.ts';
export { authHandlers } from './auth.handlers.ts';
export { sessionService } from './sessions.ts';
export type { SessionService } from './sessions.ts';
