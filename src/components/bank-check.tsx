import { useCallback, type ReactNode } from 'react';
import { clientConfig } from '../config/client-config.ts';
import { useTestAuthentication } from './test-authentication.tsx';

/** Stripe.js's page for the bank's check, loaded only when a bank asks for one. */
async function stripeAuthenticate(publishableKey: string, clientSecret: string) {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js is not available.');
  await stripe.handleNextAction({ clientSecret });
}

/**
 * The bank's check (3-D Secure) for a charge the server left waiting on a saved card, where no
 * card field is on the page: the confirm-card page (decision 099) and a tip (decision 131):
 * Stripe.js's handleNextAction with Stripe, the test gateway's dialog offline. `check` settles
 * once the customer answered or closed it, whatever the answer: the server then asks the gateway
 * what the bank decided. Render `dialog` somewhere on the page.
 */
export function useBankCheck(): {
  check: (clientSecret: string) => Promise<void>;
  dialog: ReactNode;
} {
  const testAuthentication = useTestAuthentication();
  const { authenticate } = testAuthentication;
  const check = useCallback(
    async (clientSecret: string) => {
      const { stripePublishableKey } = clientConfig();
      try {
        if (stripePublishableKey) await stripeAuthenticate(stripePublishableKey, clientSecret);
        else await authenticate(clientSecret);
      } catch {
        // The page could not be shown: the server finds the check unanswered and says so.
      }
    },
    [authenticate],
  );
  return { check, dialog: testAuthentication.dialog };
}
