// What the rest of the server may import from server/security-incidents (its public entry; decision 090).
export { securityIncidentHandlers } from './security-incidents.handlers.ts';
