import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Paper, Title } from '@mantine/core';
import {
  addAddressLabels as addAddressLabelDefaults,
  editAddressLabels as editAddressLabelDefaults,
} from '#shared/catalogue/en-CA/dashboard.ts';
import { AddressForm } from '#src/features/addresses/components/address-form.tsx';

// The address form as /add-address and /edit-address show it, with the English default labels.
// The page gives it its submit state (useFormSubmit); here the args set it directly.

const meta = {
  title: 'Account/AddressForm',
  component: AddressForm,
  args: {
    labels: addAddressLabelDefaults,
    labelledBy: 'address-heading',
    validate: true,
    submitting: false,
    onSubmit: fn(),
  },
  decorators: [
    (Story, { args }) => (
      <Paper withBorder radius="md" p="xl" maw={760}>
        <Title order={1} id="address-heading" mb="md">
          {args.labels === editAddressLabelDefaults ? 'Edit Address' : 'Add Address'}
        </Title>
        <Story />
      </Paper>
    ),
  ],
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /add-address: empty, every field required. */
export const Add: Story = {};

/** Submitted empty: the spec's five messages (§5 "Add address"). */
export const AddWithMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    for (const message of [
      'Address is Required.',
      'City is Required.',
      'Zip Code is Required.',
      'State is Required.',
      'Country is Required.',
    ]) {
      await expect(canvas.getByText(message)).toBeInTheDocument();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** /edit-address: prefilled from the chosen address, no checks of its own (spec §5). */
export const Edit: Story = {
  args: {
    labels: editAddressLabelDefaults,
    validate: false,
    initialValues: {
      tAddress: '1800 Argyle St, Unit 604',
      vCity: 'Halifax',
      vZipCode: 'B3J 3N8',
      vState: 'Nova Scotia',
      vCountry: 'Canada',
      accessNotes: {
        vEntryCode: 'Buzz 604',
        vParking: 'Visitor parking on the first level',
        vPets: '',
        tOther: '',
      },
    },
  },
};

/** While the call runs the button reads Loading... and refuses clicks (spec §4). */
export const Submitting: Story = {
  args: { submitting: true },
};
