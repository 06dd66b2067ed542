import {
  startTransition,
  Suspense,
  useEffect,
  useRef,
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

type Props = {
  fallback: ReactNode;
  children: ReactNode;
  /**
   * Waits until the part is about a screen away from the visitor's view: for parts below the fold,
   * whose code then never competes with the page the visitor is looking at, and for parts hidden
   * at this screen width (display: none is never in view), whose code is then never loaded.
   */
  whenNearView?: boolean;
};

/**
 * Suspense for code that arrives after the first paint (React.lazy). A page rendered on the server
 * carries the fallback, and the browser hydrates that same fallback before it asks for the code,
 * so the server never waits for the code and hydration never meets a part it cannot match. The
 * code's part then renders in a transition, in slices between which the page stays responsive.
 */
export function AfterFirstPaint({ fallback, children, whenNearView = false }: Props) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(hydrated && !whenNearView);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) return;
    const show = () => startTransition(() => setShown(true));
    const element = place.current;
    if (!element) {
      show();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        show();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  const part = <Suspense fallback={fallback}>{shown ? children : fallback}</Suspense>;
  return whenNearView ? <div ref={place}>{part}</div> : part;
}
