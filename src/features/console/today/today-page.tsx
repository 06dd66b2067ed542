import { lazy, Suspense, useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { adminCoreTexts } from '../components/console-home-texts.ts';
import { TodayLoading } from './today-loading.tsx';
import { todayQuery } from './queries.ts';

// The day's sections with their tables start loading with this module, beside the Today call, and
// arrive after the page's first paint (decision 155): the sections' frame with skeletons
// (decision 160) stands in for both. The call's refusal comes with them (decision 165).
const sectionsModule = import('./today-sections.tsx');
const TodaySections = lazy(() =>
  sectionsModule.then((module) => ({ default: module.TodaySections })),
);
const TodayRefusal = lazy(() =>
  sectionsModule.then((module) => ({ default: module.TodayRefusal })),
);

/** /admin: the console's home (decision 047), the day at a glance. */
export function TodayPage() {
  const client = useApiClient();
  const today = useQuery(todayQuery(client));
  // The answer reaches the page through useSyncExternalStore, whose renders React never slices:
  // the deferred copy keeps that render to the skeletons and builds the sections in a render
  // React slices (decision 178).
  const data = useDeferredValue(today.data);
  const error = today.error;
  const { todayLabels } = useTexts(adminCoreTexts);
  return (
    <>
      <AdminPageHeader title={todayLabels.HEADING} intro={todayLabels.INTRO} />
      {error ? (
        <Suspense fallback={<TodayLoading />}>
          <TodayRefusal message={error.message} />
        </Suspense>
      ) : !data ? (
        <TodayLoading />
      ) : (
        <Suspense fallback={<TodayLoading />}>
          <TodaySections data={data} />
        </Suspense>
      )}
    </>
  );
}
