import { Stack, Text } from '@mantine/core';
import { adminReviewsLabels as labels } from '#shared/catalogue/en-CA/admin-people.ts';
import type { components } from '#shared/api-schema.d.ts';

export type AdminReview = components['schemas']['AdminReview'];

/** A review's words as an operator judges them: about whom, the text, why it was last moderated. */
export function ReviewText({ review }: { review: AdminReview }) {
  return (
    <Stack gap={2} maw={520}>
      {review.contractorName ? (
        <Text fz="xs" c="dimmed">
          {labels.ABOUT.replace('{name}', review.contractorName)}
        </Text>
      ) : null}
      <Text fz="sm">{review.body}</Text>
      {review.moderationReason ? (
        <Text fz="xs" c="dimmed">
          {labels.REASON_WAS.replace('{reason}', review.moderationReason)}
        </Text>
      ) : null}
    </Stack>
  );
}
