import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimpleGrid } from '@mantine/core';
import { ServiceCard } from '#src/components/service-card.tsx';

const meta = {
  title: 'Home/ServiceCard',
  component: ServiceCard,
  decorators: [
    (Story) => (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} maw={1100} p="lg">
        <Story />
      </SimpleGrid>
    ),
  ],
  args: {
    to: '/service-detail/move-out-move-in-clean',
    readMoreLabel: 'READ MORE',
    service: {
      iServiceId: 1,
      vServiceName: 'Move-Out/Move-In Clean',
      vSlug: 'move-out-move-in-clean',
      tDescription:
        'Hand back the keys or settle in to a home that is clean from top to bottom: a full kitchen clean, deep bathroom sanitization, baseboards, switches, doors, vents and walls wiped, and floors vacuumed and mopped.',
      vWebpImage: '/images/services/move-out-move-in-clean.svg',
    },
  },
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MoveOutMoveIn: Story = {};

/** A phone: one card to a row, the picture whole in its box. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const MissingImage: Story = {
  args: {
    service: {
      iServiceId: 2,
      vServiceName: 'Deep Cleaning',
      vSlug: 'deep-cleaning',
      tDescription: 'A reset for a home that needs more than a tidy.',
      vWebpImage: '/images/services/not-there.svg',
    },
  },
};
