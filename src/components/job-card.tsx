import type { ReactNode } from 'react';
import { Badge, Card, Group, Stack, Text, Title, type MantineColor } from '@mantine/core';
import type { components } from '../api/schema.d.ts';
import type { JobStatus } from '#machines/job-lifecycle.machine.ts';
import { formatCalendarDate } from './format-date.ts';
import { formatDollars } from './format-money.ts';
import classes from './job-card.module.css';

export type Job = components['schemas']['Job'];

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

export function jobAddress(job: Pick<Job, 'vUnit' | 'vAddress'>): string {
  return job.vUnit ? `${job.vUnit}, ${job.vAddress}` : job.vAddress;
}

type Props = {
  job: Job;
  audience: JobAudience;
  /** The card's buttons (cancel, review, details...). */
  children?: ReactNode;
};

/** A booking as a customer lists it, or a job as a contractor lists it. */
export function JobCard({ job, audience, children }: Props) {
  const person =
    audience === 'customer'
      ? job.contractor && `Cleaner: ${job.contractor.vFullName}`
      : `Customer: ${job.customer.vFullName}`;
  return (
    <Card component="article" withBorder radius="md" padding="lg" aria-label={job.vBookingNo}>
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
        <Text size="sm">
          {jobAddress(job)}, {job.city.vCity}
        </Text>
        {person ? <Text size="sm">{person}</Text> : null}
        <Group justify="space-between" align="center" mt="xs">
          <Text fw={700}>Total {formatDollars(job.vTotalPrice)}</Text>
          {children ? <Group gap="xs">{children}</Group> : null}
        </Group>
      </Stack>
    </Card>
  );
}
