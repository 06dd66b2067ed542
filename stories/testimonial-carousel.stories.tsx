import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from '@mantine/core';
import { TestimonialCarousel } from '#src/components/testimonial-carousel.tsx';

const reviews = [
  {
    id: 1,
    vName: 'Priya N.',
    vCity: 'Edmonton',
    iRating: 5,
    tDescription:
      'Booked a move-out clean for our Oliver condo at 9 a.m. and our cleaner was there by early afternoon. Our property manager signed off on the walkthrough without a single note.',
  },
  {
    id: 2,
    vName: 'Dylan M.',
    vCity: 'Calgary',
    iRating: 5,
    tDescription:
      'We hadn’t properly cleaned our Tuscany house since the kids were born. The grout in the main bathroom is white again.',
  },
  {
    id: 3,
    vName: 'Tomasz W.',
    vCity: 'Winnipeg',
    iRating: 4,
    tDescription:
      'Thorough in the kitchen and bathrooms; a bit of dust was left on top of the fridge, which was wiped right away.',
  },
  {
    id: 4,
    vName: 'Amira H.',
    vCity: 'Ottawa',
    iRating: 5,
    tDescription:
      'The move-in clean with inside cupboards and oven added took just under the estimated hours.',
  },
  {
    id: 5,
    vName: 'Marcus T.',
    vCity: 'Toronto',
    iRating: 5,
    tDescription:
      'Desks, the kitchenette and the washroom are done before 8 a.m. and the HST is shown right on the quote.',
  },
];

const meta = {
  title: 'Components/TestimonialCarousel',
  component: TestimonialCarousel,
  decorators: [
    (Story) => (
      <Container size="xl" py="lg">
        <Story />
      </Container>
    ),
  ],
  args: { reviews },
} satisfies Meta<typeof TestimonialCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 4 slides wide, 3 below 1399 px, 2 below 991 px, 1 below 767 px. */
export const Home: Story = {};

/** 2 at a time (1 below 768 px), looping autoplay with a pause button. */
export const Landing: Story = { args: { variant: 'landing' } };

export const Empty: Story = { args: { reviews: [] } };

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
