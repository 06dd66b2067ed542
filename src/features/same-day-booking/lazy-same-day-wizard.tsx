import { lazy } from 'react';

/**
 * The same-day booking wizard in its own chunk, fetched while the page around it renders, so a
 * first visit to / or /book-now paints before the wizard's machines and forms arrive. Wrap it in
 * Suspense.
 */
export const LazySameDayWizard = lazy(() =>
  import('./same-day-wizard.tsx').then((module) => ({ default: module.SameDayWizard })),
);
