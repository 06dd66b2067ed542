import { useNavigate } from 'react-router-dom';

/**
 * Where the gateway's onboarding brings the cleaner back (decision 133): /payouts/return, as
 * Stripe's Account Link does with its return_url.
 */
export function usePayoutReturn() {
  const navigate = useNavigate();
  return () => void navigate('/payouts/return', { replace: true });
}
