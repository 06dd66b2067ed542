import { Stack, Text } from '@mantine/core';
import type { components } from '#shared/api-schema.d.ts';
import { useFormat } from '../../../../i18n/use-format.ts';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminPeopleTexts } from '../../components/console-texts.ts';

export type AdminReview = components['schemas']['AdminReview'];

/** A review's words as an operator judges them: about whom, the text, why it was last moderated. */
export function ReviewText({ review }: { review: AdminReview }) {
  const { adminReviewsLabels: labels } = useTexts(adminPeopleTexts);
  const { t } = useFormat();
  return (
    <Stack gap={2} maw={520}>
      {review.contractorName ? (
        <Text fz="xs" c="dimmed">
          {t(labels.ABOUT, { name: review.contractorName })}
        </Text>
      ) : null}
      <Text fz="sm">{review.body}</Text>
      {review.moderationReason ? (
        <Text fz="xs" c="dimmed">
          {t(labels.REASON_WAS, { reason: review.moderationReason })}
        </Text>
      ) : null}
    </Stack>
  );
}
