import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { adminSystemTexts } from '../components/console-texts.ts';
import { useConsoleFormat } from '../components/use-console-format.ts';
import { PagedList, type PagedListColumn } from '../components/paged-list.tsx';
import { useAdminAction } from '../components/use-console-action.ts';
import { useListParams } from '../components/use-list-params.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import {
  failedMailQuery,
  retryMail,
  systemStatusQuery,
  type FailedJob,
  type FailedMail,
  type SystemStatus,
} from './queries.ts';
import { QueueCountsTable } from './components/queue-counts-table.tsx';
import { BookingRulesForm } from './components/booking-rules-form.tsx';
import classes from './system-page.module.css';

const NO_FILTERS = [] as const;

function useMailColumns(): PagedListColumn<FailedMail>[] {
  const { systemLabels } = useTexts(adminSystemTexts);
  const { moment, count } = useConsoleFormat();
  return [
    { header: systemLabels.NUMBER, cell: (row) => `#${row.id}` },
    { header: systemLabels.TO, cell: (row) => row.toAddress },
    { header: systemLabels.SUBJECT, cell: (row) => row.subject },
    { header: systemLabels.WRITTEN, cell: (row) => moment(row.createdAt) },
    { header: systemLabels.ATTEMPTS, cell: (row) => count(row.attempts) },
    {
      header: systemLabels.LAST_ERROR,
      cell: (row) => (
        <span className={classes.error}>{row.lastError ?? systemLabels.NO_ERROR}</span>
      ),
    },
  ];
}

function useJobColumns(): PagedListColumn<FailedJob>[] {
  const { systemLabels } = useTexts(adminSystemTexts);
  const { moment } = useConsoleFormat();
  return [
    { header: systemLabels.QUEUE, cell: (row) => <code>{row.queue}</code> },
    { header: systemLabels.FAILED_AT, cell: (row) => moment(row.at) },
    {
      header: systemLabels.ERROR,
      cell: (row) => <span className={classes.error}>{row.error || systemLabels.NO_ERROR}</span>,
    },
  ];
}

/** A list the server answered whole (the newest failed jobs), shown as one page. */
function whole<Row>(items: Row[]) {
  return { items, total: items.length, page: 1, perPage: Math.max(1, items.length) };
}

function Section(props: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={props.id}>
      <Title order={2} fz="lg" id={props.id} mb="xs">
        {props.heading}
      </Title>
      {props.children}
    </section>
  );
}

function MailCounts({ mail }: { mail: SystemStatus['mail'] }) {
  const { systemLabels } = useTexts(adminSystemTexts);
  const { count } = useConsoleFormat();
  const figures = [
    { label: systemLabels.MAIL_PENDING, value: mail.pending },
    { label: systemLabels.MAIL_SENT, value: mail.sent },
    { label: systemLabels.MAIL_FAILED, value: mail.failed },
  ];
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
      {figures.map((figure) => (
        <Card key={figure.label} withBorder radius="md" padding="md">
          <Text fz="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text fz={24} fw={700}>
            {count(figure.value)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * /admin/system: `npm run ops -- queue`, `failed-mail` and `retry-mail` (decision 052). The
 * counts and failed jobs come in one answer; the failed e-mails are a paged list with a
 * "Send again" per row.
 */
export function SystemPage() {
  const client = useApiClient();
  const { systemLabels } = useTexts(adminSystemTexts);
  const { t } = useConsoleFormat();
  const mailColumns = useMailColumns();
  const jobColumns = useJobColumns();
  const list = useListParams(NO_FILTERS);
  const status = useQuery(systemStatusQuery(client));
  const mail = useQuery(failedMailQuery(client, { page: list.page, perPage: 20 }));
  const retry = useAdminAction((id: number) => retryMail(client, id));

  return (
    <>
      <AdminPageHeader title={systemLabels.HEADING} intro={systemLabels.INTRO} />
      <Stack gap="xl">
        {status.error ? (
          <Alert color="red" role="alert">
            {t(systemLabels.LOAD_FAILED, { message: status.error.message })}
          </Alert>
        ) : !status.data ? (
          <LoadingStatus label={systemLabels.LOADING}>
            <Skeleton h={160} />
          </LoadingStatus>
        ) : (
          <>
            <Section id="system-mail" heading={systemLabels.MAIL_HEADING}>
              <MailCounts mail={status.data.mail} />
            </Section>
            <Section id="system-jobs" heading={systemLabels.JOBS_HEADING}>
              <QueueCountsTable queues={status.data.queues} />
            </Section>
          </>
        )}
        <Section id="system-failed-mail" heading={systemLabels.FAILED_MAIL_HEADING}>
          <PagedList
            label={systemLabels.FAILED_MAIL_LIST}
            columns={mailColumns}
            data={mail.data}
            isPending={mail.isPending}
            error={mail.error}
            rowKey={(row) => row.id}
            onPageChange={list.setPage}
            emptyText={systemLabels.FAILED_MAIL_EMPTY}
            actions={(row) => (
              <Button
                size="xs"
                variant="default"
                aria-label={t(systemLabels.SEND_AGAIN_NAMED, { id: String(row.id) })}
                loading={retry.isPending && retry.variables === row.id}
                onClick={() => retry.mutate(row.id)}
              >
                {systemLabels.SEND_AGAIN}
              </Button>
            )}
          />
        </Section>
        {status.data && (
          <Section id="system-failed-jobs" heading={systemLabels.FAILED_JOBS_HEADING}>
            <PagedList
              label={systemLabels.FAILED_JOBS_LIST}
              columns={jobColumns}
              data={whole(status.data.failedJobs)}
              isPending={false}
              error={null}
              rowKey={(row) => row.id}
              onPageChange={() => undefined}
              emptyText={systemLabels.FAILED_JOBS_EMPTY}
            />
          </Section>
        )}
        <Section id="system-booking-rules" heading={systemLabels.RULES_HEADING}>
          <BookingRulesForm />
        </Section>
      </Stack>
    </>
  );
}
