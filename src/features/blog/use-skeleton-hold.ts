import { useEffect, useState } from 'react';
import { useUiTimings } from '../../components/ui-timings.ts';

/**
 * Spec §4: the listing's skeleton stays about 2 seconds after its data arrives. Only when the
 * data arrived while the page was open: a listing already in the cache shows at once.
 */
export function useSkeletonHold(loading: boolean): boolean {
  const { skeletonHoldMs } = useUiTimings();
  const [loadingAtMount] = useState(loading);
  const [released, setReleased] = useState(false);

  useEffect(() => {
    if (loading || !loadingAtMount || skeletonHoldMs <= 0) return;
    const timer = setTimeout(() => setReleased(true), skeletonHoldMs);
    return () => clearTimeout(timer);
  }, [loading, loadingAtMount, skeletonHoldMs]);

  return loading || (loadingAtMount && skeletonHoldMs > 0 && !released);
}
