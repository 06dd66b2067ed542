import { Text } from '@mantine/core';
import { useBookingPageLabels } from '../booking-page-texts.ts';
import type { BookingView } from '../booking-view-queries.ts';
import { BookingSection } from './booking-section.tsx';
import { LazyCleanerCard } from './lazy-cleaner-card.tsx';

/**
 * The cleaner once one has accepted (first name, photo, rating, jobs done); before that, while the
 * booking is still open, that one is being found. Nothing for a booking that ended without one.
 */
export function CleanerSection({ booking }: { booking: BookingView }) {
  const labels = useBookingPageLabels();
  if (booking.cleaner) {
    return (
      <BookingSection title={labels.CLEANER}>
        <LazyCleanerCard cleaner={booking.cleaner} />
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
