// What the rest of the server may import from server/closure (its public entry; decision 090).
export { closureHandlers } from './closure.handlers.ts';
