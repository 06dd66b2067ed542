import { memo, Suspense, type ComponentProps } from 'react';
import { lateComponent, lateModule } from '../../../components/late-module.ts';
import type * as CardModule from './cleaner-card.tsx';

// The cleaner's card (photo, rating, the background check's badge and its texts) shows once a
// cleaner has accepted, and nothing on it answers a press: its code is not needed before the
// page's first render (decision 166). The server renders the card whole and the browser keeps
// that markup until the code is in; a page that asks for its booking itself asks for the card's
// code beside that call (`preloadCleanerCard`), so the card comes with the booking.
const cardModule = lateModule<typeof CardModule>(() => import('./cleaner-card.tsx'));
export const preloadCleanerCard = cardModule.preload;

const CleanerCard = lateComponent(cardModule, (module) => module.CleanerCard);

/**
 * CleanerCard (cleaner-card.tsx). Memoized on its props (the booking's answer's own cleaner): the
 * page re-rendering for another reason (the cancel question opening) leaves the server's card as
 * it is until its code is in, rather than drawing it anew.
 */
export const LazyCleanerCard = memo(function LazyCleanerCard(
  props: ComponentProps<typeof CardModule.CleanerCard>,
) {
  return (
    <Suspense fallback={null}>
      <CleanerCard {...props} />
    </Suspense>
  );
});
