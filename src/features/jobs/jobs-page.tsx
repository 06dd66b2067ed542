import { useDeferredValue } from 'react';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/client.ts';
import { useLabels } from '../../api/use-labels.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { OtherRoleNotice } from '../../components/other-role-notice.tsx';
import { PausedNotice } from '../../components/paused-notice.tsx';
import { ChunkLoadError } from '../../app/lazy-page.ts';
import { currentRole } from '../../session/role.ts';
import { groupJobs } from './job-groups.ts';
import { contractorJobsQuery, loadedJobs } from './queries.ts';
import { TimeRequestCards } from './components/time-request-cards.tsx';
import { jobsTexts } from '../../components/dashboard-texts/jobs.ts';
import { useTexts } from '../../i18n/texts.ts';
import { usePlanVisitParts } from './use-plan-visit-parts.ts';
import { lateModule } from '../../components/late-module.ts';
import { useLateModule } from '../../components/use-late-module.ts';
import type * as jobTabs from './components/job-tabs.tsx';

const jobTabsModule = lateModule(() => import('./components/job-tabs.tsx'));

/**
 * Decision 168: the tabs and their cards are drawn only once the jobs are in, so their code is
 * asked for as the page first shows, beside the jobs' call, rather than before its first screen.
 * The list keeps its skeleton until both are in; code that cannot be fetched fails the page as a
 * page's own code would (the route's error screen, with its way to try again).
 */
function useJobTabs(): (typeof jobTabs)['JobTabs'] | undefined {
  const { module, failure } = useLateModule(jobTabsModule);
  if (failure) throw new ChunkLoadError(String(failure.error));
  return module?.JobTabs;
}

function JobsLoading({ label }: { label: string }) {
  return (
    <LoadingStatus label={label}>
      <Stack gap="sm">
        <Skeleton height={150} radius="md" />
        <Skeleton height={150} radius="md" />
      </Stack>
    </LoadingStatus>
  );
}

function ContractorJobs() {
  const client = useApiClient();
  const labels = useLabels('jobs', useTexts(jobsTexts).jobsLabels);
  const { jobsScreenTexts: texts } = useTexts(jobsTexts);
  const jobs = useInfiniteQuery(contractorJobsQuery(client));
  // An answer reaches the page through useSyncExternalStore, whose renders React never slices:
  // the list followed its jobs in one task of 50-90 ms at full speed (decision 178). The deferred
  // copy keeps that render to the skeleton, and builds the list in a render React slices.
  const data = useDeferredValue(jobs.data);
  const loaded = loadedJobs(data) ?? [];
  const plan = usePlanVisitParts(loaded.some((job) => job.plan));
  const JobTabs = useJobTabs();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{labels.HEADING}</Title>
        <Text c="dimmed">{labels.PAY_NOTE}</Text>
      </div>
      <PausedNotice />
      <TimeRequestCards />
      {jobs.isError ? (
        <EmptyState picture="jobs" hint={labels.EMPTY_TEXT} />
      ) : data === undefined || plan.pending || !JobTabs ? (
        <JobsLoading label={texts.LOADING} />
      ) : (
        <JobTabs
          groups={groupJobs(loaded)}
          labels={labels}
          plan={plan.parts}
          morePast={jobs.hasNextPage}
          fetchingMore={jobs.isFetchingNextPage}
          onShowEarlier={() => void jobs.fetchNextPage()}
        />
      )}
    </Stack>
  );
}

/** /jobs: open jobs of the contractor's city and their own jobs by status. */
export function JobsPage() {
  const { jobsScreenTexts: texts } = useTexts(jobsTexts);
  if (currentRole() !== 'contractor') {
    return (
      <OtherRoleNotice
        audience="contractor"
        hint={texts.JOBS_FOR_CLEANERS}
        to="/booking"
        linkLabel={texts.GO_TO_BOOKINGS}
      />
    );
  }
  return <ContractorJobs />;
}
