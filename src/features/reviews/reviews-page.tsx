import { Card, Group, Rating, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/client.ts';
import { useLabels } from '../../api/use-labels.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { formatLongDate } from '../../components/format-date.ts';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { currentRole } from '../../session/role.ts';
import { roleReviewsQuery, type BookingReview } from './queries.ts';
import '@mantine/core/styles/Rating.css';
import { reviewsLabels } from '#shared/catalogue/en-CA/dashboard.ts';

function ReviewCard({
  review,
  role,
  ratingLabel,
}: {
  review: BookingReview;
  role: 'customer' | 'contractor';
  ratingLabel: string;
}) {
  // A customer reads whom they reviewed; a contractor reads who reviewed them.
  const who =
    role === 'customer'
      ? review.vContractorName && `Cleaner: ${review.vContractorName}`
      : `By ${review.vName}`;
  return (
    <Card component="article" withBorder radius="md" padding="lg" aria-label={review.vBookingNo}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz="h4">
              {review.vServiceName}
            </Title>
            <Text size="sm" c="dimmed">
              Booking {review.vBookingNo} · {formatLongDate(review.dtAddedDate)}
            </Text>
          </div>
          <Group gap="xs" align="center">
            <Rating value={review.iRating} readOnly aria-hidden="true" />
            <Text fw={600}>
              <VisuallyHidden>{ratingLabel}: </VisuallyHidden>
              {review.iRating} out of 5
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
  const labels = useLabels('reviews', reviewsLabels);
  const role = currentRole() === 'contractor' ? 'contractor' : 'customer';
  const reviews = useQuery(roleReviewsQuery(client, role));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{labels.HEADING}</Title>
        <Text c="dimmed">
          {role === 'customer' ? labels.CUSTOMER_SUBHEADING : labels.CONTRACTOR_SUBHEADING}
        </Text>
      </div>
      {reviews.isPending ? (
        <LoadingStatus label="Loading reviews">
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
