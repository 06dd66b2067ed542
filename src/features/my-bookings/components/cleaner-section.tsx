import { Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useBookingPageLabels } from '../booking-page-texts.ts';
import type { BookingView } from '../booking-view-queries.ts';
import { BookingSection } from './booking-section.tsx';
import { LazyCleanerCard } from './lazy-cleaner-card.tsx';

// Drawn here and handed to the card, whose code loads later: the star shares a chunk with the
// visit's icons and the home page's rating, which moving it into the card's code would split
// (the home route 0.15 kB heavier, decision 166).
const ratingStar = <IconStarFilled size={16} color="#C26A05" aria-hidden />;

/**
 * The cleaner once one has accepted (first name, photo, rating, jobs done); before that, while the
 * booking is still open, that one is being found. Nothing for a booking that ended without one.
 */
export function CleanerSection({ booking }: { booking: BookingView }) {
  const labels = useBookingPageLabels();
  if (booking.cleaner) {
    return (
      <BookingSection title={labels.CLEANER}>
        <LazyCleanerCard cleaner={booking.cleaner} star={ratingStar} />
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
