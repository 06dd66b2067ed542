import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { BookingActions } from '#src/features/console/bookings/components/booking-actions.tsx';
import { BookingEmails } from '#src/features/console/bookings/components/booking-emails.tsx';
import { LifecycleTimeline } from '#src/features/console/bookings/components/lifecycle-timeline.tsx';
import { PaymentPanel } from '#src/features/console/bookings/components/payment-panel.tsx';
import type { AdminBooking } from '#src/features/console/bookings/queries.ts';

/** A deep clean in Edmonton, completed and charged, then refunded in part by an operator. */
const page: AdminBooking = {
  booking: {
    id: 42,
    bookingNo: 'MS-100042',
    status: 'completed',
    paymentStatus: 'partlyRefunded',
    state: 'completed.partlyRefunded',
    customerName: 'Amelia Tremblay',
    email: 'amelia.tremblay@example.ca',
    mobile: '7805550142',
    address: '1204, 10150 Jasper Ave NW, T5J 1W4',
    city: 'Edmonton',
    service: 'Deep Cleaning',
    date: '2026-11-24',
    window: '9:00AM–12:00PM',
    cleanerName: 'Marie Leblanc',
    subtotal: 150,
    discount: 0,
    planDiscountPercent: null,
    tax: 7.5,
    taxName: 'GST',
    taxLines: [{ name: 'GST', rate: 5, amount: 7.5 }],
    quebecTerms: null,
    total: 157.5,
    accessNotes: { vEntryCode: 'Buzz 1204', vParking: '', vPets: 'A shy cat.', tOther: '' },
    cleanerPay: 81,
    createdAt: '2026-11-20T16:02:00Z',
    customerId: 7,
    customerClosed: false,
  },
  timeline: [
    { state: 'draft', event: null, at: '2026-11-20T16:02:00Z' },
    { state: 'quoted', event: null, at: null },
    { state: 'authorized', event: 'booking.authorize', at: '2026-11-20T16:06:00Z' },
    { state: 'assigned', event: 'job.accept', at: '2026-11-21T02:15:00Z' },
    { state: 'inProgress', event: 'job.start', at: '2026-11-24T15:58:00Z' },
    { state: 'completed.charged', event: 'job.complete', at: '2026-11-24T18:55:00Z' },
    { state: 'completed.partlyRefunded', event: 'payment.refund', at: '2026-11-25T17:30:00Z' },
  ],
  payment: {
    status: 'partlyRefunded',
    authorizedAt: '2026-11-20T16:06:00Z',
    authorizationExpiresAt: '2026-11-27T16:06:00Z',
    capturedAt: '2026-11-24T18:55:00Z',
    releasedAt: null,
    captured: 157.5,
    refunded: 25.5,
    refundable: 132,
    refunds: [
      {
        id: 1,
        amount: 25.5,
        reason: 'The bathroom was missed.',
        operatorEmail: 'operator@demo.mapleshine.ca',
        gatewayRefundId: 're_test_3f9a1c2b7d4e',
        at: '2026-11-25T17:30:00Z',
      },
    ],
  },
  emails: [
    {
      id: 7,
      to: 'amelia.tremblay@example.ca',
      subject: 'Your MapleShine booking MS-100042 is confirmed',
      text: 'Hi Amelia Tremblay,\n\nYour booking MS-100042 is confirmed.\n\nMapleShine',
      at: '2026-11-20T16:06:00Z',
    },
    {
      id: 9,
      to: 'amelia.tremblay@example.ca',
      subject: 'A refund for your MapleShine booking MS-100042',
      text: 'Hi Amelia Tremblay,\n\nWe have refunded $25.50 of the payment for your booking MS-100042.\n\nMapleShine',
      at: '2026-11-25T17:30:00Z',
    },
  ],
  actions: ['payment.refund'],
};

const idle = () => new Promise<void>(() => undefined);
const run = { cancel: idle, handBack: idle, refund: idle };

/** A booking page's panels as the console lays them out (decision 048). */
function BookingPanels({ booking }: { booking: AdminBooking }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" p="md">
      <Stack gap="lg">
        <Card withBorder padding="lg" component="section" aria-label="Actions">
          <Title order={2} fz="lg" mb="sm">
            Actions
          </Title>
          <BookingActions
            booking={booking.booking}
            refundable={booking.payment.refundable}
            actions={booking.actions}
            run={run}
            pending={false}
          />
        </Card>
        <Card withBorder padding="lg" component="section" aria-label="Payment">
          <Title order={2} fz="lg" mb="sm">
            Payment
          </Title>
          <PaymentPanel payment={booking.payment} total={booking.booking.total} />
        </Card>
        <Card withBorder padding="lg" component="section" aria-label="E-mails">
          <Title order={2} fz="lg" mb="sm">
            E-mails
          </Title>
          <BookingEmails emails={booking.emails} />
        </Card>
      </Stack>
      <Card withBorder padding="lg" component="section" aria-label="Lifecycle">
        <Title order={2} fz="lg" mb="sm">
          Lifecycle
        </Title>
        <LifecycleTimeline timeline={booking.timeline} current={booking.booking.state} />
      </Card>
    </SimpleGrid>
  );
}

const meta = {
  title: 'Console/Booking page',
  component: BookingPanels,
  args: { booking: page },
} satisfies Meta<typeof BookingPanels>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartlyRefunded: Story = {};

export const PartlyRefundedOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Assigned: the machine offers cancel and hand back; nothing was charged yet. */
const assigned: AdminBooking = {
  ...page,
  booking: { ...page.booking, status: 'assigned', paymentStatus: 'authorized', state: 'assigned' },
  timeline: page.timeline.slice(0, 4),
  payment: {
    ...page.payment,
    status: 'authorized',
    capturedAt: null,
    captured: 0,
    refunded: 0,
    refundable: 0,
    refunds: [],
  },
  emails: page.emails.slice(0, 1),
  actions: ['booking.cancel', 'job.handBack'],
};

export const Assigned: Story = { args: { booking: assigned } };

export const AssignedOnAPhone: Story = {
  args: { booking: assigned },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Cancelled before a cleaner came: the hold released, no action left. */
export const Cancelled: Story = {
  args: {
    booking: {
      ...assigned,
      booking: {
        ...assigned.booking,
        status: 'cancelled',
        paymentStatus: 'released',
        state: 'cancelled',
      },
      timeline: [
        ...page.timeline.slice(0, 3),
        { state: 'cancelled', event: 'booking.cancel', at: '2026-11-21T09:00:00Z' },
      ],
      payment: { ...assigned.payment, status: 'released', releasedAt: '2026-11-21T09:00:00Z' },
      emails: [],
      actions: [],
    },
  },
};
