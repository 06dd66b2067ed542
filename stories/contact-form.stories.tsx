import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContactUsPage } from '#src/features/contact/contact-us-page.tsx';
import { SiteDataProvider } from './support/site-data.tsx';

// /contact-us as a visitor sees it: the form beside the company's e-mail, phone and cities. The
// labels are the page's English defaults (an empty label answer).

const meta = {
  title: 'Site/ContactForm',
  component: ContactUsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <SiteDataProvider data={{ more: [[['labels', 'contact-us'], {}]] }}>
        <Story />
      </SiteDataProvider>
    ),
  ],
} satisfies Meta<typeof ContactUsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Sending the empty form: every field says what it needs, and nothing is sent. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(canvas.getByText('Full Name is Required.')).toBeInTheDocument();
    await expect(canvas.getByText('Email is Required.')).toBeInTheDocument();
    await expect(canvas.getByText('Phone Number is Required.')).toBeInTheDocument();
    await expect(canvas.getByText('Message is Required.')).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
