import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StarRating } from '#src/features/reviews/components/star-rating.tsx';

/** The stars with their own state, as the review form holds them. */
function RatingField({ initial }: { initial: number }) {
  const [value, setValue] = useState(initial);
  return <StarRating label="Your Rating" value={value} onChange={setValue} />;
}

const meta = {
  title: 'Reviews/StarRating',
  component: RatingField,
  args: { initial: 0 },
} satisfies Meta<typeof RatingField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover to preview; click a star to rate; click the same star again to clear. */
export const NotRated: Story = {};

export const FourStars: Story = { args: { initial: 4 } };

export const FiveStars: Story = { args: { initial: 5 } };
