import { useEffect, useState } from 'react';

/**
 * Whether the instant (ISO) has come, turning true by itself when it does; true for null.
 * The server still decides: this only keeps a button from being pressed too early.
 */
export function useReached(instant: string | null): boolean {
  const at = instant === null ? Number.NaN : Date.parse(instant);
  const [reached, setReached] = useState(() => Number.isNaN(at) || Date.now() >= at);
  useEffect(() => {
    if (Number.isNaN(at)) {
      setReached(true);
      return undefined;
    }
    const wait = at - Date.now();
    setReached(wait <= 0);
    if (wait <= 0) return undefined;
    // Timers longer than about 24.8 days overflow; no page stays open that long.
    const timer = setTimeout(() => setReached(true), Math.min(wait, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [at]);
  return reached;
}
