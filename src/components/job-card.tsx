import type { ReactNode, Ref } from 'react';
import { Badge, Card, Group, Stack, Text, Title, type MantineColor } from '@mantine/core';
import type { components } from '#shared/api-schema.d.ts';
import type { JobStatus } from '#machines/job-lifecycle.machine.ts';
import { formatCalendarDate } from './format-date.ts';
import { formatDollars } from './format-money.ts';
import classes from './job-card.module.css';

export type Job = components['schemas']['Job'];
/** A job as a cleaner gets it: contact details and street address only while it is theirs. */
export type ContractorJob = components['schemas']['ContractorJob'];

/** Who is looking: the customer who booked, or a contractor who may take or holds the job. */
export type JobAudience = 'customer' | 'contractor';

const statusLabels: Record<JobAudience, Record<JobStatus, string>> = {
  customer: {
    draft: 'Not finished',
    quoted: 'Awaiting payment',
    authorized: 'Finding a cleaner',
    assigned: 'Cleaner assigned',
    inProgress: 'In progress',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
  contractor: {
    draft: 'Not finished',
    quoted: 'Awaiting payment',
    authorized: 'Open',
    assigned: 'Assigned',
    inProgress: 'In progress',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
};

const statusColours: Record<JobStatus, MantineColor> = {
  draft: 'gray',
  quoted: 'yellow',
  authorized: 'blue',
  assigned: 'spruce',
  inProgress: 'ember',
  completed: 'green',
  cancelled: 'gray',
};

/** The status in words for the person looking (docs/machines/job-lifecycle.md). */
export function jobStatusLabel(status: JobStatus, audience: JobAudience): string {
  return statusLabels[audience][status];
}

export function JobStatusBadge({ status, audience }: { status: JobStatus; audience: JobAudience }) {
  return (
    <Badge
      color={statusColours[status]}
      variant="light"
      size="lg"
      mod={{ status }}
      classNames={{ root: classes.statusBadge, label: classes.statusLabel }}
    >
      {jobStatusLabel(status, audience)}
    </Badge>
  );
}

/** "From 9:00AM Until 12:30PM": the cleaning's window as the booking flow shows it. */
export function jobWindow(job: Pick<Job, 'vFrom' | 'vUntill'>): string {
  return `From ${job.vFrom} Until ${job.vUntill}`;
}

export function jobAddress(job: { vUnit: string | null; vAddress: string | null }): string | null {
  if (job.vAddress === null) return null;
  return job.vUnit ? `${job.vUnit}, ${job.vAddress}` : job.vAddress;
}

/** "Edmonton, T5J": where a job is, before its street address is shared. */
export function jobArea(job: Pick<ContractorJob, 'city' | 'vPostalArea'>): string {
  return job.vPostalArea ? `${job.city.vCity}, ${job.vPostalArea}` : job.city.vCity;
}

/**
 * "You earn $81.00" (or "You earned" once done): a cleaner's figure for a job is their pay,
 * never the customer's price (decision 031).
 */
export function jobPayText(job: Pick<ContractorJob, 'vPay' | 'eStatus'>): string {
  if (job.vPay === null) return 'Pay to be confirmed';
  const verb = job.eStatus === 'completed' ? 'You earned' : 'You earn';
  return `${verb} ${formatDollars(job.vPay)}`;
}

type Props =
  | {
      job: Job;
      audience: 'customer';
      /** Set on a card that may be given focus (a booking that just moved list). */
      cardRef?: Ref<HTMLElement>;
      /** The card's buttons (cancel, review, details...). */
      children?: ReactNode;
    }
  | { job: ContractorJob; audience: 'contractor'; children?: ReactNode };

function placeOf(props: Props): string {
  if (props.audience === 'customer') return `${jobAddress(props.job)}, ${props.job.city.vCity}`;
  const address = jobAddress(props.job);
  return address === null ? `Area: ${jobArea(props.job)}` : `${address}, ${props.job.city.vCity}`;
}

function personOf(props: Props): string | null {
  if (props.audience === 'customer') {
    return props.job.contractor && `Cleaner: ${props.job.contractor.vFullName}`;
  }
  const { customer } = props.job;
  return `Customer: ${customer.vFullName ?? customer.vFirstName}`;
}

/** A booking as a customer lists it, or a job as a contractor lists it. */
export function JobCard(props: Props) {
  const { job, audience, children } = props;
  const person = personOf(props);
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="lg"
      aria-label={job.vBookingNo}
      {...(props.audience === 'customer' && props.cardRef
        ? { ref: props.cardRef, tabIndex: -1 }
        : {})}
    >
      <Stack gap="xs">
        {/* The badge goes under the title when the two do not fit side by side. */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={3} fz="h4">
              {job.service.vServiceName}
            </Title>
            <Text size="sm" c="dimmed">
              Booking {job.vBookingNo}
            </Text>
          </div>
          <JobStatusBadge status={job.eStatus} audience={audience} />
        </Group>
        <Text fw={500}>
          {formatCalendarDate(job.vDate)} · {jobWindow(job)}
        </Text>
        <Text size="sm">{placeOf(props)}</Text>
        {person ? <Text size="sm">{person}</Text> : null}
        <Group justify="space-between" align="center" mt="xs">
          <Text fw={700}>
            {props.audience === 'customer'
              ? `Total ${formatDollars(props.job.vTotalPrice)}`
              : jobPayText(props.job)}
          </Text>
          {children ? <Group gap="xs">{children}</Group> : null}
        </Group>
      </Stack>
    </Card>
  );
}
