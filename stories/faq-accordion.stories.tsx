import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from '@mantine/core';
import { FaqAccordion } from '#src/components/faq-accordion.tsx';

const faqs = [
  {
    iFaqId: 1,
    vQuestion: 'How do I book a cleaning?',
    vAnswer:
      'Enter your name, e-mail and phone in the booking form, tell us about your home, then select Check Availability to see your quote and pay by card to confirm.',
  },
  {
    iFaqId: 2,
    vQuestion: 'Do I need an account to book?',
    vAnswer:
      'No, anyone can book with just a name, e-mail address and phone number. An account lets you see your bookings and leave reviews.',
  },
  {
    iFaqId: 3,
    vQuestion: 'Can I get a cleaner today?',
    vAnswer:
      'Often, yes. Check Availability tells you straight away whether a cleaner in your city is free for the window you choose.',
  },
  {
    iFaqId: 4,
    vQuestion: 'Which cities do you serve?',
    vAnswer:
      'Edmonton, Calgary, the Lower Mainland, Winnipeg, Ottawa, Toronto, Mississauga and Brampton.',
  },
  {
    iFaqId: 5,
    vQuestion: 'Are taxes included in the price?',
    vAnswer:
      'Sales tax is added on top, based on the province of the address: GST in Alberta, British Columbia and Manitoba, HST in Ontario.',
  },
];

const meta = {
  title: 'Components/FaqAccordion',
  component: FaqAccordion,
  decorators: [
    (Story) => (
      <Container size="md" py="lg">
        <Story />
      </Container>
    ),
  ],
  args: { faqs },
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first question opens by itself (spec §2). */
export const FivePreviewQuestions: Story = {};

export const Empty: Story = { args: { faqs: [] } };

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
