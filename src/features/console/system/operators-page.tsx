import { useState } from 'react';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { adminSystemTexts } from '../components/console-texts.ts';
import { useConsoleFormat } from '../components/use-console-format.ts';
import { PagedList, type PagedListColumn } from '../components/paged-list.tsx';
import { useAdminAction } from '../components/use-console-action.ts';
import { useListParams } from '../components/use-list-params.ts';
import {
  OperatorAccessDialog,
  type OperatorAccessChange,
} from './components/operator-access-dialog.tsx';
import { OperatorFormDialog } from './components/operator-form-dialog.tsx';
import {
  addOperator,
  changeOperatorAccess,
  operatorsQuery,
  type OperatorForm,
  type OperatorRow,
} from './queries.ts';
import badgeClasses from '../components/table-badge.module.css';

const NO_FILTERS = [] as const;

function useColumns(): PagedListColumn<OperatorRow>[] {
  const { operatorsLabels } = useTexts(adminSystemTexts);
  const { t, dayOf, moment } = useConsoleFormat();
  return [
    {
      header: operatorsLabels.NAME,
      cell: (row) => (
        <Text fz="sm" fw={600}>
          {row.fullName}
        </Text>
      ),
    },
    { header: operatorsLabels.EMAIL, cell: (row) => row.email },
    { header: operatorsLabels.ADDED, cell: (row) => dayOf(row.createdAt) },
    {
      header: operatorsLabels.STATE,
      cell: (row) => (
        <Stack gap={2} align="flex-start">
          {/* The tint tells the state at a glance; the text stays ink, so it reads at AA on any tint. */}
          <Badge
            variant="light"
            color={row.disabledAt ? 'red' : 'green'}
            c="dark.8"
            classNames={badgeClasses}
          >
            {row.disabledAt ? operatorsLabels.DISABLED : operatorsLabels.ACTIVE}
          </Badge>
          {row.disabledAt && (
            <Text fz="xs" c="dimmed">
              {t(operatorsLabels.DISABLED_ON, { date: dayOf(row.disabledAt) })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      header: operatorsLabels.LAST_SIGN_IN,
      cell: (row) => (row.lastSignInAt ? moment(row.lastSignInAt) : operatorsLabels.NOT_KNOWN),
    },
  ];
}

type AccessChange = { operator: OperatorRow; change: OperatorAccessChange };

/**
 * /admin/operators: who runs the console, adding one as `create-operator` does (decision 052),
 * and disabling one, or enabling them again, behind a dialog that asks for a code (decision 085).
 */
export function OperatorsPage() {
  const client = useApiClient();
  const { operatorsLabels } = useTexts(adminSystemTexts);
  const columns = useColumns();
  const list = useListParams(NO_FILTERS);
  const query = useQuery(operatorsQuery(client, { page: list.page, perPage: 20 }));
  const [adding, setAdding] = useState(false);
  const add = useAdminAction((form: OperatorForm) => addOperator(client, form), {
    onDone: () => setAdding(false),
  });
  const [asking, setAsking] = useState<AccessChange | null>(null);
  const access = useAdminAction(
    ({ operator, change, code }: AccessChange & { code: string }) =>
      changeOperatorAccess(client, change, { operatorId: operator.operatorId, code }),
    { onDone: () => setAsking(null) },
  );
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
        actions={(row) => <AccessButton row={row} onAsk={setAsking} />}
      />
      <OperatorAccessDialog
        key={asking ? `${asking.change}-${asking.operator.operatorId}` : 'access-closed'}
        operator={asking?.operator ?? null}
        change={asking?.change ?? 'disable'}
        submitting={access.isPending}
        onClose={() => setAsking(null)}
        onConfirm={(code) => asking && access.mutate({ ...asking, code })}
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

/** Disable on another active operator, Enable on a disabled one; nothing on one's own row. */
function AccessButton({ row, onAsk }: { row: OperatorRow; onAsk: (ask: AccessChange) => void }) {
  const { operatorsLabels } = useTexts(adminSystemTexts);
  const { t } = useConsoleFormat();
  if (row.you) {
    return (
      <Text fz="sm" c="dimmed">
        {operatorsLabels.YOU}
      </Text>
    );
  }
  const change: OperatorAccessChange = row.disabledAt ? 'enable' : 'disable';
  const named = change === 'disable' ? operatorsLabels.DISABLE_NAMED : operatorsLabels.ENABLE_NAMED;
  return (
    <Button
      size="xs"
      variant={change === 'disable' ? 'outline' : 'default'}
      color={change === 'disable' ? 'red.9' : undefined}
      aria-label={t(named, { name: row.fullName })}
      onClick={() => onAsk({ operator: row, change })}
    >
      {change === 'disable' ? operatorsLabels.DISABLE : operatorsLabels.ENABLE}
    </Button>
  );
}
