import { Anchor, SegmentedControl, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { PagedList, type PagedListColumn } from '../components/paged-list.tsx';
import { useConsoleFormat } from '../components/use-console-format.ts';
import { useListParams } from '../components/use-list-params.ts';
import {
  adminPlansQuery,
  adminPlanTexts,
  type AdminPlanRow,
  type PlanStatusFilter,
} from './queries.ts';

const FILTERS = ['status'] as const;

function useColumns(): PagedListColumn<AdminPlanRow>[] {
  const { adminPlanLabels: labels } = useTexts(adminPlanTexts);
  const format = useConsoleFormat();
  return [
    {
      header: labels.CUSTOMER,
      cell: (plan) => (
        <Anchor
          component={Link}
          to={`/admin/plans/${plan.id}`}
          fw={600}
          aria-label={format.t(labels.OPEN, { name: plan.customer })}
        >
          {plan.customer}
        </Anchor>
      ),
    },
    { header: labels.CITY, cell: (plan) => plan.city },
    {
      header: labels.FREQUENCY,
      cell: (plan) => format.t(labels.EVERY, { weeks: plan.everyWeeks }),
    },
    { header: labels.STATUS, cell: (plan) => labels[plan.status] },
    { header: labels.CLEANER, cell: (plan) => plan.cleaner ?? labels.NONE },
    {
      header: labels.NEXT_VISIT,
      cell: (plan) => (plan.nextVisit ? format.day(plan.nextVisit) : labels.NONE),
    },
  ];
}

function statusOf(value: string): PlanStatusFilter {
  return value === 'active' || value === 'paused' || value === 'ended' ? value : '';
}

/** /admin/plans (issue 45, decision 145): customers' regular cleanings, by status. */
export function AdminPlansPage() {
  const client = useApiClient();
  const { adminPlanLabels: labels } = useTexts(adminPlanTexts);
  const list = useListParams(FILTERS);
  const status = statusOf(list.filters.status);
  const query = useQuery(adminPlansQuery(client, status, list.page));
  const columns = useColumns();
  return (
    <Stack gap="md">
      <AdminPageHeader title={labels.HEADING} intro={labels.INTRO} />
      <SegmentedControl
        aria-label={labels.STATUS_FILTER}
        value={status || 'all'}
        onChange={(value) => list.setFilters({ status: value === 'all' ? '' : value })}
        data={[
          { value: 'all', label: labels.ALL },
          { value: 'active', label: labels.active },
          { value: 'paused', label: labels.paused },
          { value: 'ended', label: labels.ended },
        ]}
        w="fit-content"
      />
      <PagedList
        label={labels.LIST_NAME}
        columns={columns}
        data={query.data}
        isPending={query.isPending}
        error={query.error}
        rowKey={(plan) => plan.id}
        onPageChange={list.setPage}
        emptyText={labels.EMPTY}
      />
    </Stack>
  );
}
