// What the rest of the server may import from server/contact (its public entry; decision 090).
export { contactHandlers } from './contact.handlers.ts';
