import { Card, Group, Rating, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { afterReviewOf, CleanerAfterReview } from './components/cleaner-after-review.tsx';
import { useApiClient } from '../../api/client.ts';
import { useLabels } from '../../api/use-labels.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { accountTexts } from '../../components/dashboard-texts/account.ts';
import { dashboardTexts } from '../../components/dashboard-texts/dashboard.ts';
import { readerZone } from '../../components/reader-zone.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTexts } from '../../i18n/texts.ts';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { currentRole } from '../../session/role.ts';
import { roleReviewsQuery, type BookingReview } from './queries.ts';
import '@mantine/core/styles/Rating.css';

function ReviewCard({
  review,
  role,
  ratingLabel,
}: {
  review: BookingReview;
  role: 'customer' | 'contractor';
  ratingLabel: string;
}) {
  const { reviewTexts: texts } = useTexts(accountTexts);
  const format = useFormat();
  // A customer reads whom they reviewed; a contractor reads who reviewed them.
  const who =
    role === 'customer'
      ? review.vContractorName && format.t(texts.CLEANER, { name: review.vContractorName })
      : format.t(texts.BY, { name: review.vName });
  return (
    <Card component="article" withBorder radius="md" padding="lg" aria-label={review.vBookingNo}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz="h4">
              {review.vServiceName}
            </Title>
            <Text size="sm" c="dimmed">
              {format.t(texts.BOOKING_ON, {
                number: review.vBookingNo,
                day: format.dayOfInstant(review.dtAddedDate, readerZone()),
              })}
            </Text>
          </div>
          <Group gap="xs" align="center">
            <Rating value={review.iRating} readOnly aria-hidden="true" />
            <Text fw={600}>
              <VisuallyHidden>{format.t(texts.RATING_NAME, { label: ratingLabel })}</VisuallyHidden>
              {format.t(texts.OUT_OF_FIVE, { rating: review.iRating })}
            </Text>
          </Group>
        </Group>
        <Text>{review.tDescription}</Text>
        {who ? <Text size="sm">{who}</Text> : null}
      </Stack>
    </Card>
  );
}

/** /reviews: a customer's reviews of their cleanings, or a contractor's reviews from customers. */
export function ReviewsPage() {
  const client = useApiClient();
  const labels = useLabels('reviews', useTexts(dashboardTexts).reviewsLabels);
  const { reviewTexts: texts } = useTexts(accountTexts);
  const role = currentRole() === 'contractor' ? 'contractor' : 'customer';
  const reviews = useQuery(roleReviewsQuery(client, role));
  const location = useLocation();
  const afterReview = role === 'customer' ? afterReviewOf(location.state) : null;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{labels.HEADING}</Title>
        <Text c="dimmed">
          {role === 'customer' ? labels.CUSTOMER_SUBHEADING : labels.CONTRACTOR_SUBHEADING}
        </Text>
      </div>
      {afterReview ? <CleanerAfterReview after={afterReview} /> : null}
      {reviews.isPending ? (
        <LoadingStatus label={texts.LOADING}>
          <Stack gap="sm">
            <Skeleton height={120} radius="md" />
            <Skeleton height={120} radius="md" />
          </Stack>
        </LoadingStatus>
      ) : reviews.isError || reviews.data.length === 0 ? (
        <EmptyState
          picture="reviews"
          hint={role === 'customer' ? labels.CUSTOMER_EMPTY_TEXT : labels.CONTRACTOR_EMPTY_TEXT}
          action={
            role === 'customer'
              ? { to: '/booking', label: labels.NAV_BOOKING }
              : { to: '/jobs', label: labels.NAV_JOBS }
          }
        />
      ) : (
        reviews.data.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            role={role}
            ratingLabel={labels.RATING_LABEL}
          />
        ))
      )}
    </Stack>
  );
}
