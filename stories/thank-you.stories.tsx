import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThankYouPage } from '#src/features/same-day-booking/thank-you-page.tsx';

// Storybook has no API server: the page shows its English default labels, which are the seed's.
const meta = {
  title: 'Booking/Thank-you page',
  component: ThankYouPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ThankYouPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a paid booking; Continue waits 2 seconds (its button loading), then goes to /. */
export const AfterPayment: Story = {};
