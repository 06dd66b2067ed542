// What the rest of the server may import from server/payments (its public entry; decision 090).
export { paymentGateway } from './choose-gateway.ts';
export { paymentHandlers } from './cleaning-payment.handlers.ts';
export { countingDeclines } from './counted-declines.ts';
export { PaymentDeclined, PaymentUnavailable } from './gateway.ts';
export type { Authorization, PaymentGateway } from './gateway.ts';
export { dateInWords, paymentMails } from './payment-messages.ts';
export { authorizeDueBookings, HOLD_BEFORE_START_MS } from './scheduled-authorizations.ts';
export { isTestGateway, testGateway } from './test-gateway.ts';
export { gatewayRefusal } from './texts.ts';
