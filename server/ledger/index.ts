// What the rest of the server may import from server/ledger (its public entry; decision 090).
export { ledgerHandlers } from './ledger.handlers.ts';
export { entryKeyOf, PAYOUT_DUE_MS, recordMovement, recordTransfer } from './ledger.ts';
export type { Movement, SentPayoutItem } from './ledger.ts';
