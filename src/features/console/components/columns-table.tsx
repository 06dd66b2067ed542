import type { ReactNode } from 'react';
import { Table, VisuallyHidden, type TableProps } from '@mantine/core';
import { useTexts } from '../../../i18n/texts.ts';
import { adminTexts } from './console-texts.ts';
import { ScrollingTable } from './scrolling-table.tsx';
import '@mantine/core/styles/Table.css';

/** One column of a console table: its heading and what each row shows in it. */
export type TableColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
};

type Props<Row> = {
  /** The table's name for screen readers, e.g. "Visits". */
  label: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** Below this width the table scrolls sideways in its own box instead of widening the page. */
  minWidth: number;
  /** Each row's actions (buttons), in a last column with a hidden heading. */
  actions?: ((row: Row) => ReactNode) | undefined;
  /** Mantine's table look (the paged lists are striped). */
  look?: Pick<TableProps, 'striped' | 'highlightOnHover' | 'verticalSpacing'>;
};

/**
 * The console's table of rows by columns: a heading per column, a row per item, scrolling
 * sideways in a named, focusable box on a narrow screen (ScrollingTable). The paged lists show
 * it at desktop width; a record's page (a plan's visits and history) at every width.
 */
export function ColumnsTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  minWidth,
  actions,
  look,
}: Props<Row>) {
  const { adminListLabels } = useTexts(adminTexts);
  return (
    <ScrollingTable label={label} minWidth={minWidth}>
      <Table {...look} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col">
                {column.header}
              </Table.Th>
            ))}
            {actions && (
              <Table.Th scope="col">
                <VisuallyHidden>{adminListLabels.ACTIONS}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
              ))}
              {actions && <Table.Td>{actions(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
