import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from '@mantine/core';
import { BookingPageView } from '#src/features/my-bookings/components/booking-page-view.tsx';
import { EndLinkSection } from '#src/features/my-bookings/components/end-link-section.tsx';
import type { BookingView } from '#src/features/my-bookings/booking-view-queries.ts';

/** A guest's deep clean in Edmonton, paid two days ahead: the card is held, nobody accepted yet. */
const held: BookingView = {
  bookingNo: 'MS-100042',
  status: 'authorized',
  statusText: 'Finding a cleaner',
  paymentStatus: 'authorized',
  serviceName: 'Deep Cleaning',
  extras: ['Inside fridge', 'Inside oven'],
  estimatedHours: 3.5,
  date: '2026-11-24',
  dateText: 'Tuesday, November 24, 2026',
  timeWindow: '9:00AM–12:30PM',
  timeZone: 'America/Edmonton',
  cityName: 'Edmonton',
  address: '10150 Jasper Ave NW',
  unit: '1204',
  postalCode: 'T5J 1W4',
  total: '1301.88',
  moneyText: '$1,301.88 is held on your card. You are charged only when the cleaning is done.',
  cleaner: null,
  canCancel: true,
  nobodyAcceptedYet: false,
  email: 'amelia.tremblay@example.ca',
  hasAccount: false,
};

const assigned: BookingView = {
  ...held,
  status: 'assigned',
  statusText: 'Cleaner assigned',
  cleaner: {
    firstName: 'Marie',
    photo: '',
    rating: 4.8,
    reviews: 37,
    jobsDone: 112,
    backgroundChecked: true,
  },
};

const completed: BookingView = {
  ...assigned,
  status: 'completed',
  statusText: 'Completed',
  paymentStatus: 'captured',
  moneyText: '$1,301.88 was charged to your card on November 24, 2026.',
  canCancel: false,
  hasAccount: true,
};

const cancelled: BookingView = {
  ...held,
  status: 'cancelled',
  statusText: 'Cancelled',
  paymentStatus: 'released',
  moneyText: 'Nothing was charged. The hold on your card has been released.',
  canCancel: false,
};

const wait = () => new Promise<string>(() => undefined);
const waitForQuote = () => new Promise<never>(() => undefined);

const meta = {
  title: 'Booking/Booking page',
  component: BookingPageView,
  parameters: { layout: 'fullscreen' },
  args: { booking: held, cancel: wait, quote: waitForQuote, refresh: () => Promise.resolve() },
  render: (args) => (
    <Container size="lg" py="xl">
      <BookingPageView {...args} />
    </Container>
  ),
} satisfies Meta<typeof BookingPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest's page from an e-mail's link: the card held, a cleaner being found, the account invitation and the end-link action. */
export const GuestWaitingForACleaner: Story = {
  args: {
    slots: { aside: <EndLinkSection endLinks={wait} onEnded={() => undefined} /> },
  },
};

/** A cleaner accepted: first name, photo, rating and jobs done. */
export const CleanerAssigned: Story = { args: { booking: assigned } };

/** Done and charged, for a customer with an account: nothing left to cancel. */
export const Completed: Story = { args: { booking: completed } };

/** Cancelled before anyone accepted: the hold released. */
export const Cancelled: Story = { args: { booking: cancelled } };
