import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Link, useLocation } from 'react-router-dom';
import {
  jobActionMachine,
  type JobAction,
  type JobActionOutput,
} from '#machines/job-action.machine.ts';
import { useApiClient, type ApiClient } from '../../api/client.ts';
import { reachable, type FailureSentences } from '../../api/reachable.ts';
import { useLabels } from '../../api/use-labels.ts';
import { phoneForDisplay, phoneHref } from '#shared/person-fields.ts';
import { AccessNotesView } from '../../components/access-notes-view.tsx';
import {
  jobAddress,
  jobArea,
  jobClock,
  jobPayText,
  JobStatusBadge,
  type ContractorJob,
  type JobTexts,
} from '../../components/job-card.tsx';
import { jobsTexts } from '../../components/dashboard-texts/jobs.ts';
import { jobDetailsTexts } from '../../components/dashboard-texts/job-details.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { loadTexts, useTexts } from '../../i18n/texts.ts';
import { useLocale } from '../../i18n/locale-context.tsx';
import { OtherRoleNotice } from '../../components/other-role-notice.tsx';
import { ProfilePhoto } from '../../components/profile-photo.tsx';
import { currentRole } from '../../session/role.ts';
import { JobActions } from './components/job-actions.tsx';
import { AcceptEveryVisit, PlanVisitBadge } from './components/plan-visit.tsx';
import { JobConfirmDialog } from './components/job-confirm-dialog.tsx';
import {
  completableFromText,
  confirmationOf,
  contactFromText,
  startableFromText,
} from './job-action-texts.ts';
import { jobDetailsFromState } from './job-details-state.ts';
import { contractorJobsQuery, loadedJobs, performJobAction } from './queries.ts';
import { useReached } from './use-reached.ts';
import classes from './job-details-page.module.css';
import '@mantine/core/styles/List.css';
import type { jobDetailsLabels } from '#shared/catalogue/en-CA/job-details.ts';

type Labels = typeof jobDetailsLabels;
type Format = ReturnType<typeof useFormat>;

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} className={classes.value}>
        {value}
      </Text>
    </div>
  );
}

/** The customer's number, one tap from a call on a phone. */
function PhoneLink({ digits }: { digits: string }) {
  const href = phoneHref(digits);
  const text = phoneForDisplay(digits);
  return href ? <Anchor href={href}>{text}</Anchor> : text;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * "9:00AM on November 28, 2026" / « 28 novembre 2026 à 9 h »: a moment of the job on its city's
 * clock and calendar, in the page's language; the server's English words if it cannot be read.
 */
function momentOfJob(
  instant: string | null,
  written: string | null,
  job: ContractorJob,
  texts: JobTexts,
  format: Format,
): string | null {
  const zone = job.city.vTimeZone;
  const clock = instant === null ? '' : format.clockOfInstant(instant, zone);
  const day = instant === null ? '' : format.dayOfInstant(instant, zone);
  return clock && day ? format.t(texts.jobActionTexts.CLOCK_ON_DAY, { clock, day }) : written;
}

/** "12:30PM" / « 12 h 30 »: the time of day a job in progress may be completed from. */
function clockOfJob(job: ContractorJob, format: Format): string | null {
  const clock =
    job.dtCompletableFrom === null
      ? ''
      : format.clockOfInstant(job.dtCompletableFrom, job.city.vTimeZone);
  return clock || (job.vCompletableFrom && jobClock(job.vCompletableFrom, format));
}

/**
 * Why the contact details are not on the page: not accepted yet, accepted but not near enough
 * (they show from 24 hours before the job, decision 079), or no longer the cleaner's to do.
 */
function contactNote(job: ContractorJob, labels: Labels, texts: JobTexts, format: Format): string {
  if (job.eStatus === 'authorized') return labels.CONTACT_AFTER_ACCEPT;
  const from =
    job.eStatus === 'assigned'
      ? momentOfJob(job.dtContactFrom, job.vContactFrom, job, texts, format)
      : null;
  if (from) return contactFromText(from, texts.jobActionTexts, format.t);
  return labels.CONTACT_ENDED;
}

function useJobActionMachine(
  client: ApiClient,
  job: ContractorJob,
  sentences: FailureSentences,
  onSettled: () => void,
) {
  const [machine] = useState(() =>
    jobActionMachine.provide({
      actors: {
        perform: fromPromise<JobActionOutput, { bookingId: number; action: JobAction }>(
          async ({ input }) => {
            try {
              return await reachable(
                performJobAction(client, input.action, input.bookingId),
                sentences,
              );
            } finally {
              onSettled();
            }
          },
        ),
      },
    }),
  );
  return useMachine(machine, { input: { bookingId: job.iBookingId, status: job.eStatus } });
}

function JobDetails({ initial, labels }: { initial: ContractorJob; labels: Labels }) {
  const texts = useTexts(jobsTexts);
  const format = useFormat();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const jobs = useInfiniteQuery(contractorJobsQuery(client));
  const listed = loadedJobs(jobs.data);
  // When the last call was answered: a list read before then knows less than that answer.
  const answeredAt = useRef(0);
  // Whatever the call's outcome, the list is read again: a refusal usually means the job changed.
  const sentences = {
    unreachable: texts.jobActionTexts.UNREACHABLE,
    failed: texts.jobActionTexts.UPDATE_FAILED,
  };
  const [state, send] = useJobActionMachine(client, initial, sentences, () => {
    answeredAt.current = Date.now();
    // Figures and lists elsewhere (the dashboard) are out of date; the job list is read now.
    void queryClient.invalidateQueries({ refetchType: 'none' });
    void queryClient.invalidateQueries(contractorJobsQuery(client));
  });

  const fresh = listed?.find((job) => job.iBookingId === initial.iBookingId);
  const job = fresh ?? initial;
  const declined = state.matches('declined');
  // A past job may sit on a page of the list not loaded yet (decision 054): still the cleaner's.
  const onUnloadedPage =
    jobs.hasNextPage && (initial.eStatus === 'completed' || initial.eStatus === 'cancelled');
  const available = !declined && (listed === undefined || fresh !== undefined || onUnloadedPage);
  const { status, action, message, error } = state.context;
  const running = state.matches('running');
  const freshStatus = fresh?.eStatus;

  useEffect(() => {
    if (!freshStatus || running || jobs.dataUpdatedAt < answeredAt.current) return;
    if (freshStatus !== status) send({ type: 'job.refresh', status: freshStatus });
  }, [freshStatus, status, running, jobs.dataUpdatedAt, send]);

  // The job as last read says from when; before then Complete waits (the server decides).
  const completeReached = useReached(status === 'inProgress' ? job.dtCompletableFrom : null);
  // Likewise Start, from an hour before the cleaning (the server decides).
  const startReached = useReached(status === 'assigned' ? job.dtStartableFrom : null);
  // The contact details show from 24 hours before the job (decision 079): the list is read
  // again when that time comes with the page open.
  const contactPending = status === 'assigned' && !job.bContactShared ? job.dtContactFrom : null;
  const contactReached = useReached(contactPending);
  useEffect(() => {
    if (contactPending !== null && contactReached) {
      void queryClient.invalidateQueries(contractorJobsQuery(client));
    }
  }, [contactPending, contactReached, queryClient, client]);
  const completableFrom = status === 'inProgress' ? clockOfJob(job, format) : null;
  const startableFrom =
    status === 'assigned'
      ? momentOfJob(job.dtStartableFrom, job.vStartableFrom, job, texts, format)
      : null;
  const waiting =
    !completeReached && completableFrom
      ? {
          action: 'complete' as const,
          note: completableFromText(completableFrom, texts.jobActionTexts, format.t),
        }
      : !startReached && startableFrom
        ? {
            action: 'start' as const,
            note: startableFromText(startableFrom, texts.jobActionTexts, format.t),
          }
        : null;
  const confirming = state.matches('confirming') && action !== null;
  const customerName = job.customer.vFullName ?? job.customer.vFirstName;
  const address = jobAddress(job);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{labels.HEADING}</Title>
        {/* A job gone from the contractor's list has no status of theirs to show. */}
        {available ? <JobStatusBadge status={status} audience="contractor" /> : null}
      </Group>
      <PlanVisitBadge job={job} />
      <Section title={labels.CUSTOMER_HEADING}>
        <Group align="flex-start" gap="lg">
          <ProfilePhoto src={job.customer.vImage} alt={customerName} size={72} />
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" m={0} flex={1}>
            <Detail label={texts.jobsScreenTexts.NAME_LABEL} value={customerName} />
            {job.vEmail === null ? null : <Detail label={labels.EMAIL_LABEL} value={job.vEmail} />}
            <Detail label={labels.BOOKING_NUMBER_LABEL} value={job.vBookingNo} />
            <Detail label={labels.BOOKING_DATE_LABEL} value={format.day(job.vDate)} />
          </SimpleGrid>
        </Group>
      </Section>
      <Section title={labels.CONTACT_DETAILS_HEADING}>
        {job.bContactShared && address !== null && job.vMobile !== null ? (
          <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="sm" m={0}>
            <Detail label={labels.ADDRESS_LABEL} value={address} />
            <Detail label={labels.CITY_LABEL} value={job.city.vCity} />
            <Detail label={labels.PHONE_LABEL} value={<PhoneLink digits={job.vMobile} />} />
          </SimpleGrid>
        ) : (
          <Stack gap="sm">
            <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="sm" m={0}>
              <Detail label={labels.AREA_LABEL} value={jobArea(job)} />
            </SimpleGrid>
            <Text>{contactNote(job, labels, texts, format)}</Text>
          </Stack>
        )}
      </Section>
      {/* The customer's notes come with the contact details, never before (decision 100). */}
      {job.accessNotes === null ? null : (
        <Section title={labels.ACCESS_NOTES_HEADING}>
          <AccessNotesView notes={job.accessNotes} />
        </Section>
      )}
      <Section title={labels.SERVICE_DETAILS_HEADING}>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="sm" m={0}>
          <Detail label={labels.SERVICE_LABEL} value={job.service.vServiceName} />
          <Detail
            label={labels.ESTIMATED_HOURS_LABEL}
            value={format.t(texts.jobsScreenTexts.HOURS, { hours: job.estimatedHour })}
          />
          <Detail label={labels.CLEANING_DATE_LABEL} value={format.day(job.vDate)} />
          <Detail label={labels.FROM_LABEL} value={jobClock(job.vFrom, format)} />
          <Detail label={labels.UNTIL_LABEL} value={jobClock(job.vUntill, format)} />
          {/* Spec §2's "total in dollars", for a cleaner: their pay, not the customer's price. */}
          <Detail label={labels.PAY_LABEL} value={jobPayText(job, texts.jobCardTexts, format)} />
        </SimpleGrid>
      </Section>
      <Section title={labels.EXTRAS_HEADING}>
        {job.vExtras.length > 0 ? (
          <List>
            {job.vExtras.map((extra) => (
              <List.Item key={extra}>{extra}</List.Item>
            ))}
          </List>
        ) : (
          <Text>{labels.NO_EXTRAS}</Text>
        )}
      </Section>
      <JobActions
        status={status}
        running={running ? action : null}
        available={available}
        message={message}
        error={error}
        labels={labels}
        texts={texts.jobActionTexts}
        waiting={waiting}
        onAction={(next) => send({ type: `job.${next}` })}
      />
      {available && status === 'authorized' ? <AcceptEveryVisit job={job} /> : null}
      <JobConfirmDialog
        confirmation={
          confirming
            ? confirmationOf(
                action,
                status,
                jobPayText(job, texts.jobCardTexts, format),
                texts.jobActionTexts,
                format.t,
              )
            : null
        }
        texts={texts.jobActionTexts}
        danger={action === 'reject'}
        onConfirm={() => send({ type: 'action.confirm' })}
        onCancel={() => send({ type: 'action.cancel' })}
      />
      {!available && !declined ? <Text>{texts.jobsScreenTexts.NO_LONGER_AVAILABLE}</Text> : null}
      <Button component={Link} to="/jobs" variant="default" w="fit-content">
        {labels.BACK}
      </Button>
    </Stack>
  );
}

/** /job-details: one job for contractors, with the actions its status allows (spec §2). */
export function JobDetailsPage() {
  // Both modules at once: useTexts suspends on one at a time.
  void loadTexts(jobsTexts, useLocale()).catch(() => undefined);
  const labels = useLabels('job-details', useTexts(jobDetailsTexts).jobDetailsLabels);
  const { jobsScreenTexts: texts } = useTexts(jobsTexts);
  const location = useLocation();
  const details = jobDetailsFromState(location.state);

  if (currentRole() !== 'contractor') {
    return (
      <OtherRoleNotice
        audience="contractor"
        hint={texts.DETAILS_FOR_CLEANERS}
        to="/booking"
        linkLabel={texts.GO_TO_BOOKINGS}
      />
    );
  }
  if (!details) {
    return (
      <Stack gap="md" align="flex-start" maw={560}>
        <Title order={1}>{labels.HEADING}</Title>
        <Text>{texts.OPEN_FROM_LIST}</Text>
        <Button component={Link} to="/jobs">
          {labels.BACK}
        </Button>
      </Stack>
    );
  }
  // A new job gets a new machine: its actions start from that job's status.
  return <JobDetails key={details.iBookingId} initial={details.job} labels={labels} />;
}
