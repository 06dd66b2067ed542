import { Group, Text, type MantineSize } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useLocale } from '../i18n/locale-context.tsx';
import { writeOneDecimal, writeWholeNumber } from '#shared/i18n/written-numbers.ts';
import classes from './rating-summary.module.css';
import { useRatingTexts } from './rating-texts.ts';

type Props = {
  /** From /api/review/get_summary: absent when there are no reviews. */
  average?: number | undefined;
  count: number;
  size?: MantineSize;
};

/**
 * "★ 4.8 · 27 reviews" ("★ 4,8 · 27 avis"): the average and the number of real reviews it comes
 * from, read out as one sentence. Nothing at all without a review: no rating is better than an
 * invented one.
 */
export function RatingSummary({ average, count, size = 'md' }: Props) {
  const texts = useRatingTexts();
  const locale = useLocale();
  if (count === 0 || average === undefined) return null;
  const rating = writeOneDecimal(average, locale);
  const reviews =
    count === 1
      ? texts.REVIEW_COUNT_ONE
      : texts.REVIEW_COUNT.replace('{count}', writeWholeNumber(count, locale));
  return (
    <Group
      gap={6}
      wrap="nowrap"
      role="img"
      aria-label={texts.RATING_SUMMARY.replace('{rating}', rating).replace('{reviews}', reviews)}
    >
      <IconStarFilled size={18} aria-hidden="true" className={classes.star} />
      <Text component="span" fz={size} fw={700}>
        {rating}
      </Text>
      <Text component="span" fz={size} aria-hidden="true">
        ·
      </Text>
      <Text component="span" fz={size}>
        {reviews}
      </Text>
    </Group>
  );
}
