import { Group, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { BackgroundCheckedBadge } from '../../../components/background-checked-badge.tsx';
import { useBookingPageLabels, type BookingPageTexts } from '../booking-page-texts.ts';
import { ProfilePhoto } from '../../../components/profile-photo.tsx';
import { filled } from '../fill-label.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import type { BookingCleaner } from '../booking-view-queries.ts';

function reviewsText(reviews: number, labels: BookingPageTexts): string {
  if (reviews === 0) return labels.NO_REVIEWS;
  return reviews === 1 ? labels.ONE_REVIEW : filled(labels.REVIEWS, { reviews });
}

type Props = { cleaner: BookingCleaner };

/** The cleaner who accepted: photo, first name, rating, jobs done, a current background check. */
export function CleanerCard({ cleaner }: Props) {
  const labels = useBookingPageLabels();
  const format = useFormat();
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <ProfilePhoto src={cleaner.photo} alt="" size={72} />
      <Stack gap={2}>
        <Text fw={700} size="lg">
          {cleaner.firstName}
        </Text>
        {cleaner.rating === null ? (
          <Text size="sm">{labels.NO_REVIEWS}</Text>
        ) : (
          <Group gap={4} wrap="nowrap">
            <IconStarFilled size={16} color="#C26A05" aria-hidden />
            <Text size="sm">
              {filled(labels.RATING, {
                rating:
                  format.locale === 'en-CA'
                    ? cleaner.rating.toFixed(1)
                    : format.number(cleaner.rating, 1),
              })}{' '}
              · {reviewsText(cleaner.reviews, labels)}
            </Text>
          </Group>
        )}
        <Text size="sm" c="dimmed">
          {cleaner.jobsDone === 1
            ? labels.ONE_JOB_DONE
            : filled(labels.JOBS_DONE, { jobs: cleaner.jobsDone })}
        </Text>
        {cleaner.backgroundChecked ? <BackgroundCheckedBadge /> : null}
      </Stack>
    </Group>
  );
}
