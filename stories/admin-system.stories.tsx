import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@mantine/core';
import { expect, userEvent, within } from 'storybook/test';
import { OperatorFormDialog } from '#src/features/console/system/components/operator-form-dialog.tsx';
import { VitalFigure } from '#src/features/console/system/components/vital-figure.tsx';
import { QueueCountsTable } from '#src/features/console/system/components/queue-counts-table.tsx';

// The operator console's Operators and Site speed parts (decision 052), with figures as the
// server sends them.

const meta = {
  title: 'Admin/System',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const VitalRatings: Story = {
  render: () => (
    <Stack>
      <VitalFigure metric={{ metric: 'LCP', p75: 1834.2, rating: 'good', samples: 128 }} />
      <VitalFigure metric={{ metric: 'INP', p75: 340, rating: 'needs-improvement', samples: 1 }} />
      <VitalFigure metric={{ metric: 'CLS', p75: 0.31, rating: 'poor', samples: 12 }} />
      <VitalFigure metric={undefined} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1,834 ms')).toBeVisible();
    await expect(canvas.getByText('Needs improvement')).toBeVisible();
    await expect(canvas.getByText('0.310')).toBeVisible();
    await expect(canvas.getByText('Poor')).toBeVisible();
    await expect(canvas.getByText('Not measured')).toBeVisible();
  },
};

export const VitalRatingsPhone: Story = {
  ...VitalRatings,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const AddOperatorDialog: Story = {
  render: () => (
    <OperatorFormDialog
      opened
      submitting={false}
      onClose={() => undefined}
      onAdd={() => undefined}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Add operator' }));
    await expect(await body.findByText('Email is Required.')).toBeVisible();
  },
};

export const AddOperatorDialogPhone: Story = {
  ...AddOperatorDialog,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

const queues = [
  { queue: 'mail.deliver', waiting: 3, active: 1, failed: 0 },
  { queue: 'payments.authorize-due', waiting: 0, active: 0, failed: 2 },
  { queue: 'jobs.digest', waiting: 12, active: 0, failed: 0 },
];

export const QueueCounts: Story = {
  render: () => <QueueCountsTable queues={queues} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Background jobs per queue' });
    const row = within(table).getByRole('rowheader', { name: 'payments.authorize-due' });
    const cells = within(row.closest('tr') ?? table).getAllByRole('cell');
    await expect(cells.map((cell) => cell.textContent)).toEqual(['0', '0', '2']);
    // The whole table fits the screen: nothing to scroll sideways on a phone.
    await expect(table.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const QueueCountsPhone: Story = {
  ...QueueCounts,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
