import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { adminReviewsLabels as labels } from '#shared/labels/admin-people.ts';
import type { components } from '../../../api/schema.d.ts';
import { formatLongDate } from '../../../components/format-date.ts';

export type AdminReview = components['schemas']['AdminReview'];

type Props = {
  review: AdminReview;
  /** Opens the dialog asking why, for the action the review's visibility allows. */
  onModerate: (review: AdminReview) => void;
};

/**
 * One review as an operator judges it: who wrote it, about whom, its text, whether it shows and
 * why it was last hidden or published. A card at every width: reviews are text to read.
 */
export function ReviewCard({ review, onModerate }: Props) {
  const hidden = review.visibility === 'Hidden';
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={review.authorName}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{review.authorName}</Text>
            <Text size="sm" aria-label={`${review.rating} out of 5`}>
              {'★'.repeat(review.rating)}
            </Text>
            <Badge color={hidden ? 'gray' : 'green'} variant="light">
              {hidden ? labels.HIDDEN_BADGE : labels.SHOWN_BADGE}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {formatLongDate(review.createdAt)}
            {review.city ? ` · ${review.city}` : ''}
          </Text>
        </Group>
        {review.contractorName ? (
          <Text size="sm" c="dimmed">
            {labels.ABOUT.replace('{name}', review.contractorName)}
          </Text>
        ) : null}
        <Text>{review.body}</Text>
        {review.moderationReason ? (
          <Text size="sm" c="dimmed">
            {labels.REASON_WAS.replace('{reason}', review.moderationReason)}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button
            variant={hidden ? 'filled' : 'light'}
            color={hidden ? undefined : 'red'}
            onClick={() => onModerate(review)}
          >
            {hidden ? labels.PUBLISH : labels.HIDE}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
