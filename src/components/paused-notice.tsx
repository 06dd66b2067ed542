import { lazy, Suspense } from 'react';
import { useOwnProfile } from '../session/use-own-profile.ts';

// Decision 167: few cleaners are paused, so the alert and the dashboard's texts it reads come
// only for them; the job list's first load no longer carries them.
const PausedAlert = lazy(() =>
  import('./paused-alert.tsx').then((module) => ({ default: module.PausedAlert })),
);

/**
 * Tells a cleaner an operator has paused them (decision 049), on the pages where they would
 * otherwise see no open jobs and think there is no work. The operator's reason stays in the
 * console. Nothing for anyone else.
 */
export function PausedNotice() {
  const { data } = useOwnProfile();
  if (data?.role !== 'contractor' || !data.profile.bPaused) return null;
  return (
    <Suspense fallback={null}>
      <PausedAlert />
    </Suspense>
  );
}
