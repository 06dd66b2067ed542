import type { Clock } from '../platform/clock.ts';
import type { PaymentGateway } from './gateway.ts';
import { stripeGateway } from './stripe-gateway.ts';
import { testGateway } from './test-gateway.ts';

/**
 * The gateway the server starts with: Stripe when a secret key is configured, the offline test
 * gateway otherwise. `description` is for the start-up log, so it names the mode, never the key.
 */
export function paymentGateway(
  settings: { stripeSecretKey: string | undefined; stripeApiBase: string },
  clock: Clock,
  report: (problem: string) => void,
): { gateway: PaymentGateway; description: string } {
  const { stripeSecretKey: secretKey, stripeApiBase: apiBase } = settings;
  if (!secretKey) {
    return {
      gateway: testGateway(clock),
      description: "the offline test gateway (Stripe's test cards, no card is charged)",
    };
  }
  const mode = secretKey.startsWith('sk_live_') ? 'live' : 'test';
  return {
    gateway: stripeGateway({ secretKey, apiBase, clock, report }),
    description: `Stripe in ${mode} mode at ${apiBase}`,
  };
}
