import { PaymentDeclined, type PaymentGateway } from './gateway.ts';

/**
 * The gateway with every declined card counted, whichever service asked (the booking's
 * payment, the scheduled hold, the capture at completion): one place, so none is missed.
 */
export function countingDeclines(
  gateway: PaymentGateway,
  declined: (step: string) => void,
): PaymentGateway {
  const counted =
    <Request, Result>(step: string, call: (request: Request) => Promise<Result>) =>
    async (request: Request): Promise<Result> => {
      try {
        return await call(request);
      } catch (error) {
        if (error instanceof PaymentDeclined) declined(step);
        throw error;
      }
    };
  return {
    name: gateway.name,
    authorize: counted('authorize', (request) => gateway.authorize(request)),
    saveCard: counted('saveCard', (request) => gateway.saveCard(request)),
    authorizeSavedCard: counted('authorizeSavedCard', (request) =>
      gateway.authorizeSavedCard(request),
    ),
    finishPaymentAuthentication: counted('finishPaymentAuthentication', (request) =>
      gateway.finishPaymentAuthentication(request),
    ),
    finishCardSetup: counted('finishCardSetup', (request) => gateway.finishCardSetup(request)),
    cancelAuthentication: (request) => gateway.cancelAuthentication(request),
    capture: counted('capture', (request) => gateway.capture(request)),
    chargeSavedCard: counted('chargeSavedCard', (request) => gateway.chargeSavedCard(request)),
    finishSavedCardCharge: counted('finishSavedCardCharge', (request) =>
      gateway.finishSavedCardCharge(request),
    ),
    release: (request) => gateway.release(request),
    refund: (request) => gateway.refund(request),
  };
}
