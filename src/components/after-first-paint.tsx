import {
  startTransition,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates that page, true from then
 * on (and at once in a page the browser renders itself).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

type Props = { fallback: ReactNode; children: ReactNode };

/**
 * Suspense for code that arrives after the first paint (React.lazy). A page rendered on the server
 * carries the fallback, and the browser hydrates that same fallback before it asks for the code,
 * so the server never waits for the code and hydration never meets a part it cannot match. The
 * code's part then renders in a transition, in slices between which the page stays responsive.
 */
export function AfterFirstPaint({ fallback, children }: Props) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(hydrated);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return <Suspense fallback={fallback}>{shown ? children : fallback}</Suspense>;
}
