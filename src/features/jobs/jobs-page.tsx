import { Button, Skeleton, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../api/client.ts';
import { useLabels } from '../../api/use-labels.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { JobCard, type ContractorJob } from '../../components/job-card.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { OtherRoleNotice } from '../../components/other-role-notice.tsx';
import { PausedNotice } from '../../components/paused-notice.tsx';
import { ShowEarlierButton } from '../../components/show-earlier-button.tsx';
import { currentRole } from '../../session/role.ts';
import { groupJobs, type JobTab } from './job-groups.ts';
import type { JobDetailsState } from './job-details-state.ts';
import { contractorJobsQuery, loadedJobs } from './queries.ts';
import { TimeRequestCards } from './components/time-request-cards.tsx';
import '@mantine/core/styles/Tabs.css';
import { jobsTexts } from '../../components/dashboard-texts/jobs.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTexts } from '../../i18n/texts.ts';
import { usePlanVisitParts } from './use-plan-visit-parts.ts';

function JobList({
  jobs,
  viewLabel,
  emptyText,
  plan,
}: {
  jobs: ContractorJob[];
  viewLabel: string;
  emptyText: string;
  /** A plan's visit's parts (use-plan-visit-parts.ts), when the jobs hold one. */
  plan: ReturnType<typeof usePlanVisitParts>['parts'];
}) {
  const { jobsScreenTexts: texts } = useTexts(jobsTexts);
  const { t } = useFormat();
  if (jobs.length === 0) return <EmptyState picture="jobs" hint={emptyText} />;
  return (
    <Stack gap="sm">
      {jobs.map((job) => (
        <JobCard key={job.iBookingId} job={job} audience="contractor">
          {plan && job.plan ? <plan.PlanVisitBadge job={job} /> : null}
          <Button
            component={Link}
            to="/job-details"
            state={{ iBookingId: job.iBookingId, job } satisfies JobDetailsState}
            aria-label={t(texts.VIEW_DETAILS_OF, { label: viewLabel, number: job.vBookingNo })}
          >
            {viewLabel}
          </Button>
          {plan && job.plan ? <plan.AcceptEveryVisit job={job} /> : null}
        </JobCard>
      ))}
    </Stack>
  );
}

function ContractorJobs() {
  const client = useApiClient();
  const labels = useLabels('jobs', useTexts(jobsTexts).jobsLabels);
  const { jobsScreenTexts: texts } = useTexts(jobsTexts);
  const format = useFormat();
  const jobs = useInfiniteQuery(contractorJobsQuery(client));
  const loaded = loadedJobs(jobs.data) ?? [];
  const groups = groupJobs(loaded);
  const plan = usePlanVisitParts(loaded.some((job) => job.plan));
  // Past tabs grow page by page: their count is only whole once the last page is in.
  const pastTab = (tab: JobTab) => tab === 'completed' || tab === 'cancelled';
  const morePast = jobs.hasNextPage;
  const tabName = (tab: JobTab, label: string) =>
    pastTab(tab) && morePast
      ? label
      : format.t(texts.TAB_COUNT, { tab: label, count: format.number(groups[tab].length) });
  const tabs: { value: JobTab; label: string }[] = [
    { value: 'available', label: labels.AVAILABLE_JOBS_TAB },
    { value: 'mine', label: labels.MY_JOBS_TAB },
    { value: 'completed', label: labels.COMPLETED_JOBS_TAB },
    { value: 'cancelled', label: texts.CANCELLED_TAB },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{labels.HEADING}</Title>
        <Text c="dimmed">{labels.PAY_NOTE}</Text>
      </div>
      <PausedNotice />
      <TimeRequestCards />
      {jobs.isPending || plan.pending ? (
        <LoadingStatus label={texts.LOADING}>
          <Stack gap="sm">
            <Skeleton height={150} radius="md" />
            <Skeleton height={150} radius="md" />
          </Stack>
        </LoadingStatus>
      ) : jobs.isError ? (
        <EmptyState picture="jobs" hint={labels.EMPTY_TEXT} />
      ) : (
        <Tabs defaultValue="available">
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tabName(tab.value, tab.label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value} pt="md">
              <Stack gap="md">
                {/* The cards' headings are h3: each panel's own h2 keeps the outline whole. */}
                <VisuallyHidden component="h2">{tab.label}</VisuallyHidden>
                <JobList
                  jobs={groups[tab.value]}
                  viewLabel={labels.VIEW_DETAILS}
                  plan={plan.parts}
                  emptyText={
                    pastTab(tab.value) && morePast ? labels.EARLIER_JOBS_HINT : labels.EMPTY_TEXT
                  }
                />
                {pastTab(tab.value) && morePast ? (
                  <ShowEarlierButton
                    label={labels.SHOW_EARLIER_JOBS}
                    loading={jobs.isFetchingNextPage}
                    onClick={() => void jobs.fetchNextPage()}
                  />
                ) : null}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
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
