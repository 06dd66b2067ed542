import type { PayoutGateway } from './gateway.ts';
import { stripePayoutGateway } from './stripe-gateway.ts';
import { testPayoutGateway } from './test-gateway.ts';

/**
 * The payout gateway the server starts with (decision 133): Stripe Connect when a secret key is
 * configured, the offline stand-in otherwise, as the card gateway is chosen. `description` is
 * for the start-up log: it names the mode, never the key.
 */
export function payoutGateway(
  settings: { stripeSecretKey: string | undefined; stripeApiBase: string },
  report: (problem: string) => void,
): { gateway: PayoutGateway; description: string } {
  const { stripeSecretKey: secretKey, stripeApiBase: apiBase } = settings;
  if (!secretKey) {
    return {
      gateway: testPayoutGateway(),
      description: 'the offline test stand-in (its own onboarding page, no money moves)',
    };
  }
  const mode = secretKey.startsWith('sk_live_') ? 'live' : 'test';
  return {
    gateway: stripePayoutGateway({ secretKey, apiBase, report }),
    description: `Stripe Connect (Express accounts) in ${mode} mode at ${apiBase}`,
  };
}
