import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconShieldCheck, IconStarFilled } from '@tabler/icons-react';
import { defineTexts, useTexts } from '../../../i18n/texts.ts';
import { useBookingPageLabels, type BookingPageTexts } from '../booking-page-texts.ts';
import { ProfilePhoto } from '../../../components/profile-photo.tsx';
import { filled } from '../fill-label.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import type { BookingCleaner, BookingView } from '../booking-view-queries.ts';
import { BookingSection } from './booking-section.tsx';

/** "Background-checked", said only of a cleaner whose check is current (decision 134). */
const checkedTexts = defineTexts(
  'background-checked',
  () => import('#shared/catalogue/en-CA/background-checked.ts'),
  () => import('#shared/catalogue/fr-CA/background-checked.ts'),
);

function CheckedBadge() {
  const { checkPublicTexts } = useTexts(checkedTexts);
  return (
    <Badge
      color="spruce"
      variant="light"
      leftSection={<IconShieldCheck size={14} aria-hidden />}
      tt="none"
    >
      {checkPublicTexts.BACKGROUND_CHECKED}
    </Badge>
  );
}

function reviewsText(reviews: number, labels: BookingPageTexts): string {
  if (reviews === 0) return labels.NO_REVIEWS;
  return reviews === 1 ? labels.ONE_REVIEW : filled(labels.REVIEWS, { reviews });
}

function CleanerCard({ cleaner }: { cleaner: BookingCleaner }) {
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
        {cleaner.backgroundChecked ? <CheckedBadge /> : null}
      </Stack>
    </Group>
  );
}

/**
 * The cleaner once one has accepted (first name, photo, rating, jobs done); before that, while the
 * booking is still open, that one is being found. Nothing for a booking that ended without one.
 */
export function CleanerSection({ booking }: { booking: BookingView }) {
  const labels = useBookingPageLabels();
  if (booking.cleaner) {
    return (
      <BookingSection title={labels.CLEANER}>
        <CleanerCard cleaner={booking.cleaner} />
      </BookingSection>
    );
  }
  if (booking.status !== 'authorized') return null;
  return (
    <BookingSection title={labels.CLEANER}>
      <Text>{labels.NO_CLEANER_YET}</Text>
      {/* Book again's request for a cleaner, and where it stands (decision 128). */}
      {booking.requestedCleanerText ? (
        <Text size="sm" mt="xs" data-testid="requested-cleaner">
          {booking.requestedCleanerText}
        </Text>
      ) : null}
    </BookingSection>
  );
}
