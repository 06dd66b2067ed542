// What the rest of the server may import from server/payouts (its public entry; decision 090).
export { payoutGateway } from './choose-gateway.ts';
export { PayoutsUnavailable, TransferFailed } from './gateway.ts';
export type { PayoutGateway } from './gateway.ts';
export { payoutHandlers } from './payouts.handlers.ts';
export { registerPayoutDevTools } from './payout-dev-tools.ts';
export { isTestPayoutGateway, testPayoutGateway } from './test-gateway.ts';
export type { TestPayoutGateway } from './test-gateway.ts';
export { MAX_TRANSFER_ATTEMPTS, sendDuePayouts } from './transfers.ts';
export type { PayoutRunReport } from './transfers.ts';
