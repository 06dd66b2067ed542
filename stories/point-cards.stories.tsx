import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from '@mantine/core';
import { PointCards } from '#src/features/landing/components/point-cards.tsx';
import { landingLabels as landingDefaults } from '#shared/catalogue/en-CA/landing.ts';

// The Edmonton landing page's card lists: seven checklist items wrap into centred rows, so the
// last row leaves no hole.

const labels = landingDefaults as Record<string, string>;
const points = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    title: labels[`${prefix}_${index + 1}_TITLE`] ?? '',
    text: labels[`${prefix}_${index + 1}_TEXT`] ?? '',
  }));

const meta = {
  title: 'Landing/PointCards',
  component: PointCards,
  decorators: [
    (Story) => (
      <Container size="lg" py="xl">
        <Story />
      </Container>
    ),
  ],
  args: { points: points('CHECKLIST', 7), perRow: 4, look: 'check' },
} satisfies Meta<typeof PointCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checklist: Story = {};

export const ChecklistPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const WhyUs: Story = { args: { points: points('WHY_US', 6), perRow: 3, look: 'plain' } };

export const Commitment: Story = {
  args: { points: points('COMMITMENT', 4), perRow: 4, look: 'accent' },
};
