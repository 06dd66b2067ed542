// What the rest of the server may import from server/statements (its public entry; decision 090).
export { statementHandlers } from './statements.handlers.ts';
export { statementWeeks } from './statements.ts';
