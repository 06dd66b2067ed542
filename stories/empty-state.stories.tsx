import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Paper } from '@mantine/core';
import { EmptyState } from '#src/components/empty-state.tsx';

// An empty list in the dashboards: its picture, the spec's No Data Found, what will show here and
// the next step.

const meta = {
  title: 'Dashboard/EmptyState',
  component: EmptyState,
  decorators: [
    (Story) => (
      <Paper withBorder radius="md" p="xl" maw={760}>
        <Story />
      </Paper>
    ),
  ],
  args: {
    picture: 'bookings',
    hint: 'Your cleanings show here once you book one.',
    action: { to: '/dashboard', label: 'Dashboard' },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /booking: the page's Book Now sits beside its heading, so no button here. */
export const NoBookings: Story = {
  args: { action: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Data Found')).toBeVisible();
    await expect(canvas.getByText('Your cleanings show here once you book one.')).toBeVisible();
  },
};

export const NoBookingsPhone: Story = {
  args: { action: undefined },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const NoJobs: Story = {
  args: {
    picture: 'jobs',
    hint: 'Jobs show here as customers in your city book them.',
    action: undefined,
  },
};

export const NoReviews: Story = {
  args: {
    picture: 'reviews',
    hint: 'After a cleaning is completed, you can review it from your bookings.',
    action: { to: '/booking', label: 'Booking' },
  },
};

export const NoNotifications: Story = {
  args: {
    picture: 'notifications',
    hint: 'We let you know here when a booking or job changes.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

export const NoAddresses: Story = {
  args: {
    picture: 'addresses',
    hint: 'Save an address here and pick it when you book.',
    action: undefined,
  },
};
