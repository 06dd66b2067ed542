import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { adminTexts } from '../components/console-texts.ts';
import { useConsoleFormat } from '../components/use-console-format.ts';
import { PagedList, type PagedListColumn } from '../components/paged-list.tsx';
import { givenFilters, useListParams } from '../components/use-list-params.ts';
import { AuditLogFilters } from './components/audit-log-filters.tsx';
import { RecordedValues } from './components/recorded-values.tsx';
import { auditLogQuery, type AuditLogEntry } from './queries.ts';

const FILTERS = ['action', 'subjectType', 'operatorEmail'] as const;

function useColumns(): PagedListColumn<AuditLogEntry>[] {
  const { auditLogLabels, auditActionNames, auditSubjectNames } = useTexts(adminTexts);
  const { moment } = useConsoleFormat();
  return [
    { header: auditLogLabels.WHEN, cell: (entry) => moment(entry.at) },
    {
      header: auditLogLabels.WHO,
      cell: (entry) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {entry.operatorName}
          </Text>
          <Text fz="xs" c="dimmed">
            {entry.operatorEmail}
          </Text>
        </Stack>
      ),
    },
    {
      header: auditLogLabels.WHAT,
      // The action in words, and its code below: the code is what the Action filter takes.
      cell: (entry) => (
        <Stack gap={0}>
          {auditActionNames[entry.action] ? (
            <Text fz="sm">{auditActionNames[entry.action]}</Text>
          ) : null}
          <code>{entry.action}</code>
        </Stack>
      ),
    },
    {
      header: auditLogLabels.SUBJECT,
      cell: (entry) =>
        `${auditSubjectNames[entry.subjectType] ?? entry.subjectType} ${entry.subjectId}`,
    },
    { header: auditLogLabels.BEFORE, cell: (entry) => <RecordedValues values={entry.before} /> },
    { header: auditLogLabels.AFTER, cell: (entry) => <RecordedValues values={entry.after} /> },
  ];
}

/**
 * /admin/audit-log: every operator action, newest first, read-only (decision 047). The worked
 * example of a console list: filters and page in the address, paged on the server, PagedList.
 */
export function AuditLogPage() {
  const client = useApiClient();
  const { auditLogLabels } = useTexts(adminTexts);
  const columns = useColumns();
  const list = useListParams(FILTERS);
  const query = useQuery(
    auditLogQuery(client, { page: list.page, perPage: 20, ...givenFilters(list.filters) }),
  );
  return (
    <>
      <AdminPageHeader title={auditLogLabels.HEADING} intro={auditLogLabels.INTRO} />
      <AuditLogFilters
        key={JSON.stringify(list.filters)}
        values={list.filters}
        onApply={list.setFilters}
      />
      <PagedList
        label={auditLogLabels.LIST_NAME}
        columns={columns}
        data={query.data}
        isPending={query.isPending}
        error={query.error}
        rowKey={(entry) => entry.id}
        onPageChange={list.setPage}
        emptyText={auditLogLabels.EMPTY}
      />
    </>
  );
}
