import type { ReactNode, Ref } from 'react';
import { Badge, Card, Group, Stack, Text, Title, type MantineColor } from '@mantine/core';
import type { components } from '#shared/api-schema.d.ts';
import type { JobStatus } from '#machines/job-lifecycle.machine.ts';
import type * as english from '#shared/catalogue/en-CA/jobs.ts';
import type { Translation } from '#shared/catalogue/translation.ts';
import { useFormat } from '../i18n/use-format.ts';
import { useTexts } from '../i18n/texts.ts';
import { jobsTexts } from './dashboard-texts/jobs.ts';
import classes from './job-card.module.css';

export type Job = components['schemas']['Job'];
/** A job as a cleaner gets it: contact details and street address only while it is theirs. */
export type ContractorJob = components['schemas']['ContractorJob'];

/** Who is looking: the customer who booked, or a contractor who may take or holds the job. */
export type JobAudience = 'customer' | 'contractor';

const statusColours: Record<JobStatus, MantineColor> = {
  draft: 'gray',
  quoted: 'yellow',
  authorized: 'blue',
  assigned: 'spruce',
  inProgress: 'ember',
  completed: 'green',
  cancelled: 'gray',
};

/** The words of a job in the page's language (shared/catalogue/<locale>/jobs.ts). */
export type JobTexts = Translation<typeof english>;
type Format = ReturnType<typeof useFormat>;

/** The status in words for the person looking (docs/machines/job-lifecycle.md). */
export function jobStatusLabel(
  status: JobStatus,
  audience: JobAudience,
  labels: JobTexts['jobStatusLabels'],
): string {
  return labels[audience][status];
}

export function JobStatusBadge({ status, audience }: { status: JobStatus; audience: JobAudience }) {
  const { jobStatusLabels } = useTexts(jobsTexts);
  return (
    <Badge
      color={statusColours[status]}
      variant="light"
      size="lg"
      mod={{ status }}
      classNames={{ root: classes.statusBadge, label: classes.statusLabel }}
    >
      {jobStatusLabel(status, audience, jobStatusLabels)}
    </Badge>
  );
}

/** The API's time of day in the page's language, or as the API wrote it if it is not one. */
export function jobClock(slot: string, format: Format): string {
  return format.slot(slot) || slot;
}

/** "From 9:00AM Until 12:30PM" / « 9 h – 12 h 30 »: the cleaning's window. */
export function jobWindow(
  job: Pick<Job, 'vFrom' | 'vUntill'>,
  texts: JobTexts['jobCardTexts'],
  format: Format,
): string {
  return format.t(texts.WINDOW, {
    from: jobClock(job.vFrom, format),
    until: jobClock(job.vUntill, format),
  });
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
export function jobPayText(
  job: Pick<ContractorJob, 'vPay' | 'eStatus'>,
  texts: JobTexts['jobCardTexts'],
  format: Format,
): string {
  if (job.vPay === null) return texts.PAY_TO_BE_CONFIRMED;
  return format.t(texts.PAY, {
    done: job.eStatus === 'completed' ? 'yes' : 'no',
    amount: format.money(job.vPay),
  });
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

function placeOf(props: Props, texts: JobTexts['jobCardTexts'], format: Format): string {
  if (props.audience === 'customer') return `${jobAddress(props.job)}, ${props.job.city.vCity}`;
  const address = jobAddress(props.job);
  return address === null
    ? format.t(texts.AREA, { area: jobArea(props.job) })
    : `${address}, ${props.job.city.vCity}`;
}

function personOf(props: Props, texts: JobTexts['jobCardTexts'], format: Format): string | null {
  if (props.audience === 'customer') {
    return (
      props.job.contractor && format.t(texts.CLEANER, { name: props.job.contractor.vFullName })
    );
  }
  const { customer } = props.job;
  return format.t(texts.CUSTOMER, { name: customer.vFullName ?? customer.vFirstName });
}

/** A booking as a customer lists it, or a job as a contractor lists it. */
export function JobCard(props: Props) {
  const { job, audience, children } = props;
  const { jobCardTexts: texts } = useTexts(jobsTexts);
  const format = useFormat();
  const person = personOf(props, texts, format);
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
              {format.t(texts.BOOKING_NUMBER, { number: job.vBookingNo })}
            </Text>
          </div>
          <JobStatusBadge status={job.eStatus} audience={audience} />
        </Group>
        <Text fw={500}>
          {format.day(job.vDate)} · {jobWindow(job, texts, format)}
        </Text>
        <Text size="sm">{placeOf(props, texts, format)}</Text>
        {person ? <Text size="sm">{person}</Text> : null}
        <Group justify="space-between" align="center" mt="xs">
          <Text fw={700}>
            {props.audience === 'customer'
              ? format.t(texts.TOTAL, { amount: format.money(props.job.vTotalPrice) })
              : jobPayText(props.job, texts, format)}
          </Text>
          {children ? <Group gap="xs">{children}</Group> : null}
        </Group>
      </Stack>
    </Card>
  );
}
