import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { operatorsLabels } from '#shared/labels/admin-system.ts';
import { useApiClient } from '../../api/client.ts';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { PagedList, type PagedListColumn } from '../../components/admin/paged-list.tsx';
import { useAdminAction } from '../../components/admin/use-admin-action.ts';
import { useListParams } from '../../components/admin/use-list-params.ts';
import { formatDateTime, formatLongDate } from '../../components/format-date.ts';
import { OperatorFormDialog } from './components/operator-form-dialog.tsx';
import { addOperator, operatorsQuery, type OperatorForm, type OperatorRow } from './queries.ts';

const NO_FILTERS = [] as const;

const columns: PagedListColumn<OperatorRow>[] = [
  {
    header: operatorsLabels.NAME,
    cell: (row) => (
      <Text fz="sm" fw={600}>
        {row.fullName}
      </Text>
    ),
  },
  { header: operatorsLabels.EMAIL, cell: (row) => row.email },
  { header: operatorsLabels.ADDED, cell: (row) => formatLongDate(row.createdAt) },
  {
    header: operatorsLabels.LAST_SIGN_IN,
    cell: (row) =>
      row.lastSignInAt ? formatDateTime(row.lastSignInAt) : operatorsLabels.NOT_KNOWN,
  },
];

/** /admin/operators: who runs the console, and adding one as `create-operator` does (decision 052). */
export function OperatorsPage() {
  const client = useApiClient();
  const list = useListParams(NO_FILTERS);
  const query = useQuery(operatorsQuery(client, { page: list.page, perPage: 20 }));
  const [adding, setAdding] = useState(false);
  const add = useAdminAction((form: OperatorForm) => addOperator(client, form), {
    onDone: () => setAdding(false),
  });
  return (
    <>
      <AdminPageHeader
        title={operatorsLabels.HEADING}
        intro={operatorsLabels.INTRO}
        actions={<Button onClick={() => setAdding(true)}>{operatorsLabels.ADD}</Button>}
      />
      <PagedList
        label={operatorsLabels.LIST_NAME}
        columns={columns}
        data={query.data}
        isPending={query.isPending}
        error={query.error}
        rowKey={(row) => row.operatorId}
        onPageChange={list.setPage}
        emptyText={operatorsLabels.EMPTY}
      />
      <OperatorFormDialog
        key={adding ? 'open' : 'closed'}
        opened={adding}
        submitting={add.isPending}
        onClose={() => setAdding(false)}
        onAdd={(form) => add.mutate(form)}
      />
    </>
  );
}
