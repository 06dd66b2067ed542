import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
} from 'react';
import type * as FactsModule from './booking-facts.ts';

type Facts = typeof FactsModule;

/** The parts' code once it is in: a part drawn after that draws at once, without Suspense's wait. */
let facts: Facts | undefined;
let factsLoading: Promise<Facts> | undefined;

/**
 * Asks for the parts' code (once; again after a failure). A page that asks for its booking itself
 * calls this beside that call, so the parts come with the booking.
 */
export function loadBookingFacts(): Promise<Facts> {
  factsLoading ??= import('./booking-facts.ts').then(
    (module) => (facts = module),
    (error: unknown) => {
      factsLoading = undefined;
      throw error;
    },
  );
  return factsLoading;
}

/**
 * Decision 168: a part of the booking's page whose code is not in the page's first load. The
 * server renders it whole, and the browser keeps that markup until the code is in, then hydrates
 * it: nothing on it answers a press, so no press is lost meanwhile. Memoized on its props (the
 * booking's answer, which the query keeps the same object while it does not change), so that the
 * page drawing again does not draw the server's part anew before its code is in.
 */
function lazyPart<Props extends object>(pick: (module: Facts) => ComponentType<Props>) {
  const Lazy = lazy(() => loadBookingFacts().then((module) => ({ default: pick(module) })));
  return memo(function BookingFactsPart(props: Props) {
    // Chosen once: a part drawn while the code was on its way stays that one element.
    const [Loaded] = useState(() => facts && pick(facts));
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
 * Whether the page may draw its booking. At once when the booking was there at the page's first
 * render: a page the server rendered (its parts stand as sent until their code is in) or one
 * whose booking the cache held. Otherwise once the parts' code is in, so the heading and the visit
 * never appear after the rest. A failure counts as ready: the parts then ask again and, failing,
 * show the route's loading error. Nothing here subscribes to anything: drawing the page again
 * just after hydration would make React drop the server's markup of the parts still waiting for
 * their code (a context change reaches a part not yet hydrated, which React then renders anew).
 */
export function useBookingFactsReady(bookingAtFirstRender: boolean): boolean {
  const [ready, setReady] = useState(() => facts !== undefined || bookingAtFirstRender);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const settle = () => live && setReady(true);
    loadBookingFacts().then(settle, settle);
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
