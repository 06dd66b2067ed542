import { Group, Text, type MantineSize } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import classes from './rating-summary.module.css';

type Props = {
  /** From /api/review/get_summary: absent when there are no reviews. */
  average?: number | undefined;
  count: number;
  size?: MantineSize;
};

const oneDecimal = new Intl.NumberFormat('en-CA', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** "27 reviews", "1 review". */
export function reviewCount(count: number): string {
  return count === 1 ? '1 review' : `${count.toLocaleString('en-CA')} reviews`;
}

/**
 * "★ 4.8 · 27 reviews": the average and the number of real reviews it comes from, read out as one
 * sentence. Nothing at all without a review: no rating is better than an invented one.
 */
export function RatingSummary({ average, count, size = 'md' }: Props) {
  if (count === 0 || average === undefined) return null;
  const rating = oneDecimal.format(average);
  return (
    <Group
      gap={6}
      wrap="nowrap"
      role="img"
      aria-label={`Rated ${rating} out of 5 from ${reviewCount(count)}`}
    >
      <IconStarFilled size={18} aria-hidden="true" className={classes.star} />
      <Text component="span" fz={size} fw={700}>
        {rating}
      </Text>
      <Text component="span" fz={size} aria-hidden="true">
        ·
      </Text>
      <Text component="span" fz={size}>
        {reviewCount(count)}
      </Text>
    </Group>
  );
}
