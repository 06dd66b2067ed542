import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from '@mantine/core';
import { MachineViewer } from '#src/features/machine-viewer/components/machine-viewer.tsx';

/**
 * The viewer of /machines: the index of every machine, then one machine drawn in its users' words,
 * fitted to the frame, to zoom, pan and step through. Each at desktop width and on a phone.
 */
const meta = {
  title: 'Tools/MachineViewer',
  component: MachineViewer,
  decorators: [
    (Story) => (
      <Container fluid py="md">
        <Story />
      </Container>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

/** The start page: every machine with what it governs, where it runs and its test coverage. */
export const Index: Story = { args: {} };

/** The index on a phone: one card per row. */
export const IndexOnPhone: Story = { args: {}, globals: phone };

/** The job lifecycle: what happens to a booking, in the customer's and the cleaner's words. */
export const JobLifecycle: Story = { args: { machine: 'job-lifecycle' } };

/** The job lifecycle on a phone: the whole diagram fits the width on open. */
export const JobLifecycleOnPhone: Story = { args: { machine: 'job-lifecycle' }, globals: phone };

/** Opened from a copied link, at a state: a cleaner accepted the job. */
export const JobLifecycleAtAssigned: Story = {
  args: { machine: 'job-lifecycle', state: 'assigned' },
};

/** The four-stage booking wizard, with its 2-second loaders as skippable waits. */
export const SameDayBooking: Story = { args: { machine: 'same-day-booking' } };

/** The booking wizard on a phone, its biggest diagram. */
export const SameDayBookingOnPhone: Story = {
  args: { machine: 'same-day-booking' },
  globals: phone,
};

/** The coupon box: the apply call can be made to succeed or fail. */
export const Coupon: Story = { args: { machine: 'coupon' } };

/** The card payment, with its calls. */
export const CardPayment: Story = { args: { machine: 'card-payment' } };

/** A form submit, with its toast delay. */
export const FormSubmit: Story = { args: { machine: 'form-submit' } };

/** One button a cleaner presses on a job, on a phone. */
export const JobActionOnPhone: Story = { args: { machine: 'job-action' }, globals: phone };
