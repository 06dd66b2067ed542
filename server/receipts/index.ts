// What the rest of the server may import from server/receipts (its public entry; decision 090).
export { receiptHandlers } from './receipts.handlers.ts';
export { issueCreditNote, issueReceipt, operatorDocuments, receiptAttachment } from './receipts.ts';
export type { DocumentOnWire } from './receipts.ts';
export type { ChargedCard } from './receipt-content.ts';
export { cardText } from './receipt-texts.ts';
