import { Alert, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import '@mantine/core/styles/List.css';
import type * as english from '#shared/catalogue/en-CA/retention.ts';
import { useApiClient } from '../../../api/client.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { useTexts } from '../../../i18n/texts.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { adminRetentionTexts, adminTexts, retentionTexts } from '../components/console-texts.ts';
import { PagedList, type PagedListColumn } from '../components/paged-list.tsx';
import { useConsoleFormat } from '../components/use-console-format.ts';
import { useListParams } from '../components/use-list-params.ts';
import { PeriodsTable } from './components/periods-table.tsx';
import { retentionReportQuery, type RetentionDay } from './queries.ts';

type Kind = keyof typeof english.retentionKinds;

function useColumns(): PagedListColumn<RetentionDay>[] {
  const { adminRetentionLabels: labels } = useTexts(adminRetentionTexts);
  const { retentionKinds } = useTexts(retentionTexts);
  const { t, day, count } = useConsoleFormat();
  return [
    { header: labels.DAY, cell: (row) => <Text fw={600}>{day(row.day)}</Text> },
    { header: labels.RUNS, cell: (row) => count(row.runs) },
    { header: labels.DELETED, cell: (row) => count(row.deleted) },
    {
      header: labels.BY_KIND,
      cell: (row) => {
        const deleted = row.counts.filter((entry) => entry.deleted > 0);
        if (deleted.length === 0) return <Text fz="sm">{labels.NOTHING}</Text>;
        return (
          <List size="sm" spacing={2}>
            {deleted.map((entry) => (
              <List.Item key={entry.kind}>
                {t(labels.KIND_COUNT, {
                  kind: retentionKinds[entry.kind as Kind]?.WHAT ?? entry.kind,
                  count: count(entry.deleted),
                })}
              </List.Item>
            ))}
          </List>
        );
      },
    },
  ];
}

/**
 * /admin/retention (issue 44, decision 140): the retention table, the periods the privacy page
 * states and the daily job carries out, and what the job deleted per day, by kind.
 */
export function RetentionPage() {
  const client = useApiClient();
  const { adminRetentionLabels: labels } = useTexts(adminRetentionTexts);
  const { adminListLabels } = useTexts(adminTexts);
  const { t } = useConsoleFormat();
  const { page, setPage } = useListParams([]);
  const report = useQuery(retentionReportQuery(client, page));
  const columns = useColumns();

  return (
    <>
      <AdminPageHeader title={labels.HEADING} intro={labels.INTRO} />
      <Stack gap="xl">
        {report.error ? (
          <Alert color="red" role="alert">
            {t(adminListLabels.LOAD_FAILED, { message: report.error.message })}
          </Alert>
        ) : report.data ? (
          <PeriodsTable periods={report.data.periods} />
        ) : (
          <LoadingStatus label={t(adminListLabels.LOADING_NAMED, { list: labels.PERIODS_TABLE })}>
            <Skeleton h={240} />
          </LoadingStatus>
        )}
        <Stack gap="sm" component="section" aria-labelledby="retention-deletions">
          <Title order={2} fz="h3" id="retention-deletions">
            {labels.DELETIONS_HEADING}
          </Title>
          {report.data && (
            <Text c="dimmed">{t(labels.DELETIONS_INTRO, { days: report.data.days })}</Text>
          )}
          <PagedList
            label={labels.LIST_NAME}
            columns={columns}
            data={report.data}
            isPending={report.isPending}
            error={report.error}
            rowKey={(row) => row.day}
            onPageChange={setPage}
            emptyText={t(labels.EMPTY, { days: report.data?.days ?? 90 })}
          />
        </Stack>
      </Stack>
    </>
  );
}
