import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Text } from '@mantine/core';
import { AdminShell } from '#src/app/console/console-shell.tsx';
import { AdminPageHeader } from '#src/features/console/components/console-page-header.tsx';
import { PagedList, type PagedListColumn } from '#src/features/console/components/paged-list.tsx';
import { RecordedValues } from '#src/features/console/audit-log/components/recorded-values.tsx';

// The operator console's frame and its one list (decision 047), with the audit log's rows: no
// server here, so the rows are given as the list operation would answer them.

type Entry = {
  id: number;
  at: string;
  who: string;
  action: string;
  subject: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

const entries: Entry[] = [
  {
    id: 3,
    at: 'November 26, 2026, 9:41 a.m.',
    who: 'Morgan Ouellette',
    action: 'application.approve',
    subject: 'contractor 42',
    before: { status: 'Pending' },
    after: { status: 'Approved' },
  },
  {
    id: 2,
    at: 'November 26, 2026, 9:12 a.m.',
    who: 'Priya Sandhu',
    action: 'coupon.disable',
    subject: 'coupon SPRING2025',
    before: { status: 'active' },
    after: { status: 'disabled' },
  },
  {
    id: 1,
    at: 'November 25, 2026, 4:05 p.m.',
    who: 'Morgan Ouellette',
    action: 'coupon.create',
    subject: 'coupon WINTER-15',
    before: null,
    after: { discount: '$15.00 off', city: 'Calgary', lastDay: '2026-12-31' },
  },
];

const columns: PagedListColumn<Entry>[] = [
  { header: 'When', cell: (row) => row.at },
  { header: 'Who', cell: (row) => row.who },
  { header: 'What', cell: (row) => <code>{row.action}</code> },
  { header: 'Subject', cell: (row) => row.subject },
  { header: 'Before', cell: (row) => <RecordedValues values={row.before} /> },
  { header: 'After', cell: (row) => <RecordedValues values={row.after} /> },
];

function ConsoleScreen({ empty = false }: { empty?: boolean }) {
  return (
    <AdminShell operatorName="Morgan Ouellette">
      <AdminPageHeader
        title="Audit log"
        intro="Every change made in the console: who, when, what, and the values before and after."
      />
      <PagedList
        label="Operator actions"
        columns={columns}
        data={{ items: empty ? [] : entries, total: empty ? 0 : 43, page: 1, perPage: 20 }}
        isPending={false}
        error={null}
        rowKey={(row) => row.id}
        onPageChange={() => undefined}
      />
      <Text fz="sm" c="dimmed" mt="md">
        Rows of the story; the console asks the server for them.
      </Text>
    </AdminShell>
  );
}

const meta = {
  title: 'Admin/Console',
  component: ConsoleScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The sweep (tests/storybook) plays every story at phone and desktop width: the list is a table
// from 48em up and a list of cards below, whichever story it is.
const listRole = () => (window.matchMedia('(min-width: 48em)').matches ? 'table' : 'list');

export const AuditLogDesktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole(listRole(), { name: 'Operator actions' })).toBeVisible();
    await expect(canvas.getByText('Showing 1–3 of 43')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toBeVisible();
  },
};

export const AuditLogPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole(listRole(), { name: 'Operator actions' })).toBeVisible();
    if (listRole() === 'list') {
      await userEvent.click(canvas.getByRole('button', { name: 'Toggle navigation' }));
    }
  },
};

export const EmptyList: Story = { args: { empty: true } };
