import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from '@mantine/core';
import { MachineViewer } from '#src/features/machine-viewer/components/machine-viewer.tsx';

/** The viewer of /machines: pick a machine, step through it, see the tests' path to each state. */
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

/** The four-stage booking wizard, with its 2-second loaders as skippable waits. */
export const SameDayBooking: Story = { args: { initialMachine: 'same-day-booking' } };

/** The coupon box: the apply call can be made to succeed or fail. */
export const Coupon: Story = { args: { initialMachine: 'coupon' } };

/** The card payment, with its three calls. */
export const CardPayment: Story = { args: { initialMachine: 'card-payment' } };

/** A form submit, with its toast delay. */
export const FormSubmit: Story = { args: { initialMachine: 'form-submit' } };

/** The job lifecycle the server enforces: events only, no calls. */
export const JobLifecycle: Story = { args: { initialMachine: 'job-lifecycle' } };
