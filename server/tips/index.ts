// What the rest of the server may import from server/tips (its public entry; decision 090).
export { tipHandlers } from './tips.handlers.ts';
