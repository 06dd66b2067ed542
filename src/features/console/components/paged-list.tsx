import { ColumnsTable, type TableColumn } from './columns-table.tsx';
import type { ReactNode } from 'react';
import { Alert, Card, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTexts } from '../../../i18n/texts.ts';
import { adminTexts } from './console-texts.ts';
import { useConsoleFormat } from './use-console-format.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import classes from './paged-list.module.css';
import '@mantine/core/styles/Pagination.css';

export type PagedListColumn<Row> = TableColumn<Row>;

export type ListPage<Row> = { items: Row[]; total: number; page: number; perPage: number };

type Props<Row> = {
  /** The list's name for screen readers, e.g. "Operator actions". */
  label: string;
  columns: PagedListColumn<Row>[];
  /** The page the server answered (admin list operations answer `{ items, total, page, perPage }`). */
  data: ListPage<Row> | undefined;
  isPending: boolean;
  error: Error | null;
  rowKey: (row: Row) => string | number;
  onPageChange: (page: number) => void;
  /** What an empty result says; the generic "Nothing matches these filters." by default. */
  emptyText?: string;
  /** Each row's actions (buttons), in the last column on desktop and under the card on a phone. */
  actions?: (row: Row) => ReactNode;
};

/** Mantine's `sm` breakpoint: a table from here up, cards below (decision 029). */
const DESKTOP = '(min-width: 48em)';

/**
 * The console's one way to show a server-paged list (decision 047): a table at desktop width,
 * a card per row on a phone (every column as a labelled line), the count shown, and page buttons
 * with names. Filters and paging live in the address (useListParams); the rows come from the server.
 */
export function PagedList<Row>(props: Props<Row>) {
  const desktop = useMediaQuery(DESKTOP, true, { getInitialValueInEffect: false });
  const { data, isPending, error, label } = props;
  const { adminListLabels } = useTexts(adminTexts);
  const { t, count } = useConsoleFormat();

  if (error) {
    return (
      <Alert color="red" role="alert">
        {t(adminListLabels.LOAD_FAILED, { message: error.message })}
      </Alert>
    );
  }
  if (isPending || !data) {
    return (
      <LoadingStatus label={t(adminListLabels.LOADING_NAMED, { list: label.toLowerCase() })}>
        <Stack gap="sm">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={48} />
          ))}
        </Stack>
      </LoadingStatus>
    );
  }
  if (data.items.length === 0) {
    return (
      <Text c="dimmed" py="lg" ta="center">
        {props.emptyText ?? adminListLabels.EMPTY}
      </Text>
    );
  }

  const pages = Math.max(1, Math.ceil(data.total / data.perPage));
  const from = (data.page - 1) * data.perPage + 1;
  const to = from + data.items.length - 1;
  return (
    <Stack gap="md">
      {desktop ? (
        <ColumnsTable {...props} rows={data.items} minWidth={640} look={LIST_LOOK} />
      ) : (
        <RowCards {...props} items={data.items} />
      )}
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed" aria-live="polite">
          {t(adminListLabels.SHOWING, {
            from: count(from),
            to: count(to),
            total: count(data.total),
          })}
        </Text>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={data.page}
            onChange={props.onPageChange}
            size="sm"
            aria-label={adminListLabels.PAGES}
            getItemProps={(page) => ({
              'aria-label': t(adminListLabels.PAGE, { page: count(page) }),
            })}
            getControlProps={(control) => ({
              'aria-label': adminListLabels[controlNames[control]],
            })}
          />
        )}
      </Group>
    </Stack>
  );
}

const controlNames = {
  first: 'FIRST_PAGE',
  previous: 'PREVIOUS_PAGE',
  next: 'NEXT_PAGE',
  last: 'LAST_PAGE',
} as const;

type RowsProps<Row> = Props<Row> & { items: Row[] };

/** The paged lists' table look at desktop width. */
const LIST_LOOK = { striped: true, highlightOnHover: true, verticalSpacing: 'sm' } as const;

function RowCards<Row>({ label, columns, items, rowKey, actions }: RowsProps<Row>) {
  return (
    <Stack component="ul" gap="sm" aria-label={label} className={classes.cards}>
      {items.map((row) => (
        <Card component="li" key={rowKey(row)} withBorder padding="md" radius="md">
          <dl className={classes.fields}>
            {columns.map((column) => (
              <div key={column.header} className={classes.field}>
                <dt>{column.header}</dt>
                <dd>{column.cell(row)}</dd>
              </div>
            ))}
          </dl>
          {actions && <Group mt="sm">{actions(row)}</Group>}
        </Card>
      ))}
    </Stack>
  );
}
