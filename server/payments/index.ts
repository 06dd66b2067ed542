// What the rest of the server may import from server/payments (its public entry; decision 090).
export { paymentGateway } from './choose-gateway.ts';
export { paymentHandlers } from './cleaning-payment.handlers.ts';
export { countingDeclines } from './counted-declines.ts';
export { AuthenticationRequired, PaymentDeclined, PaymentUnavailable } from './gateway.ts';
export { abandonAuthentication } from './payment.ts';
export {
  finishAuthentication,
  finishedAuthentications,
  lockWaitingAuthentication,
  recordWaitingAuthentication,
} from './card-authentication.queries.ts';
export type { Authorization, PaymentGateway, SavedCardCharge } from './gateway.ts';
export { dateInWords, paymentMails } from './payment-messages.ts';
export { authorizeDueBookings, HOLD_BEFORE_START_MS } from './scheduled-authorizations.ts';
export { isTestGateway, testGateway } from './test-gateway.ts';
export { gatewayRefusal } from './texts.ts';
