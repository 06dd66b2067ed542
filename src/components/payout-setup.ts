import { useState } from 'react';
import { useApiClient, dataOf } from '../api/client.ts';

/**
 * "Set up payouts" (decision 133): asks the server for the cleaner's onboarding link (creating
 * their payout account the first time) and goes there: Stripe's onboarding, or the test
 * stand-in's page. `failed` is true when the server could not give one.
 */
export function usePayoutSetup() {
  const client = useApiClient();
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const start = async () => {
    if (starting) return;
    setStarting(true);
    setFailed(null);
    try {
      const { vUrl } = await dataOf(
        client.POST('/api/contractor/payout_account/setup', { body: {} }),
      );
      window.location.assign(vUrl);
    } catch (error) {
      setStarting(false);
      setFailed(error instanceof Error ? error.message : '');
    }
  };
  return { start: () => void start(), starting, failed };
}
