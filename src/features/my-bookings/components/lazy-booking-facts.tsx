import {
  memo,
  Suspense,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useHydrated } from '../../../components/after-first-paint.tsx';
import { lateComponent, lateModule } from '../../../components/late-module.ts';
import type * as FactsModule from './booking-facts.ts';

type Facts = typeof FactsModule;

const bookingFacts = lateModule(() => import('./booking-facts.ts'));

/**
 * Asks for the parts' code (once; again after a failure, when a part is drawn). A page that asks
 * for its booking itself calls this beside that call, so the parts come with the booking.
 */
export const preloadBookingFacts = bookingFacts.preload;

/**
 * Decision 168: a part of the booking's page whose code is not in the page's first load. The
 * server renders it whole, and the browser keeps that markup until the code is in, then hydrates
 * it: nothing on it answers a press, so no press is lost meanwhile. Memoized on its props (the
 * booking's answer, which the query keeps the same object while it does not change), so that the
 * page drawing again does not draw the server's part anew before its code is in.
 */
function lazyPart<Props extends object>(pick: (module: Facts) => ComponentType<Props>) {
  const Lazy = lateComponent(bookingFacts, pick);
  return memo(function BookingFactsPart(props: Props) {
    // Chosen once: a part drawn while the code was on its way stays that one element.
    const [Loaded] = useState(() => {
      const facts = bookingFacts.loaded();
      return facts && pick(facts);
    });
    return (
      <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>
    );
  });
}

export const LazyBookingHeader = lazyPart((module) => module.BookingHeader);
export const LazyVisitSection = lazyPart((module) => module.VisitSection);
export const LazyCancellationLine = lazyPart((module) => module.CancellationLine);

export type CancellationLineProps = ComponentProps<Facts['CancellationLine']>;

/**
 * Draws the booking's page (`children`) once it may: at once on the server and while the browser
 * hydrates the server's page, whose parts stand as sent until their code is in; in a page the
 * browser draws itself, `loading` until the parts' code is in, so the heading and the visit never
 * appear after the rest. A failure counts as ready: the parts then ask again and, failing, show
 * the route's loading error.
 *
 * Only this component draws again when hydration ends (`useHydrated`), and it returns the same
 * `children` then, so React leaves the page below it alone: drawing the page again would change a
 * context (Mantine's Grid and Card give a new value on each draw) above the parts still waiting
 * for their code, and React would drop their server markup and draw them anew once it is in.
 */
export function BookingFactsReady({
  loading,
  children,
}: {
  loading: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const [ready, setReady] = useState(() => bookingFacts.loaded() !== undefined || !hydrated);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const settle = () => live && setReady(true);
    bookingFacts.load().then(settle, settle);
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? children : loading;
}
