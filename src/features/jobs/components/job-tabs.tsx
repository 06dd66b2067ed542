import { Button, Stack, Tabs, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state.tsx';
import { JobCard, type ContractorJob } from '../../../components/job-card.tsx';
import { ShowEarlierButton } from '../../../components/show-earlier-button.tsx';
import { jobsTexts } from '../../../components/dashboard-texts/jobs.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import type * as jobsCatalogue from '#shared/catalogue/en-CA/jobs.ts';
import type { JobDetailsState } from '../job-details-state.ts';
import type { JobGroups, JobTab } from '../job-groups.ts';
import type { PlanVisitParts } from '../use-plan-visit-parts.ts';
import '@mantine/core/styles/Tabs.css';

type JobsLabels = Record<keyof typeof jobsCatalogue.jobsLabels, string>;

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
  plan: PlanVisitParts | undefined;
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

/**
 * The cleaner's jobs once they are in: a tab for each group with its count, each a list of job
 * cards. Decision 168: this is its own chunk, asked for beside the jobs' call, so the job list's
 * first screen (its heading and loading skeleton) does not wait for Tabs, the cards and the
 * formatter.
 */
export function JobTabs({
  groups,
  labels,
  plan,
  morePast,
  fetchingMore,
  onShowEarlier,
}: {
  groups: JobGroups;
  labels: JobsLabels;
  plan: PlanVisitParts | undefined;
  /** Earlier completed and cancelled jobs wait on the server, page by page. */
  morePast: boolean;
  fetchingMore: boolean;
  onShowEarlier: () => void;
}) {
  const { jobsScreenTexts: texts } = useTexts(jobsTexts);
  const format = useFormat();
  // Past tabs grow page by page: their count is only whole once the last page is in.
  const pastTab = (tab: JobTab) => tab === 'completed' || tab === 'cancelled';
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
    // Only the open tab's cards are built: Mantine otherwise builds every tab's, the hidden ones
    // in a second pass, and a cleaner with many past jobs paid for all of them before the list
    // answered a tap (issue 46). A tab's cards are built when it opens.
    <Tabs defaultValue="available" keepMounted={false}>
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
              plan={plan}
              emptyText={
                pastTab(tab.value) && morePast ? labels.EARLIER_JOBS_HINT : labels.EMPTY_TEXT
              }
            />
            {pastTab(tab.value) && morePast ? (
              <ShowEarlierButton
                label={labels.SHOW_EARLIER_JOBS}
                loading={fetchingMore}
                onClick={onShowEarlier}
              />
            ) : null}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
