import type { ReactNode } from 'react';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useBookingPageLabels } from './booking-page-texts.ts';
import { ApiError, useApiClient } from '../../api/client.ts';
import { OtherRoleNotice } from '../../components/other-role-notice.tsx';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { currentRole } from '../../session/role.ts';
import { cancelBooking, customerBookingsQuery, ownCancellationQuote } from './queries.ts';
import { BookingPageView } from './components/booking-page-view.tsx';
import { preloadCleanerCard } from './components/lazy-cleaner-card.tsx';
import { BookingFactsReady, preloadBookingFacts } from './components/lazy-booking-facts.tsx';
import { LazyTipPanel } from './components/lazy-tip-panel.tsx';
import { RescheduleSection, reschedulable } from './components/reschedule-section.tsx';
import { LazyUnacceptedBooking } from './components/lazy-unaccepted-booking.tsx';
import {
  BookingLoadError,
  BookingNotFound,
  BookingPageLoading,
} from './components/booking-page-states.tsx';
import { ownBookingQuery } from './booking-view-queries.ts';
import { myBookingsTexts } from '../../components/dashboard-texts/my-bookings.ts';
import { useTexts } from '../../i18n/texts.ts';

function BackToBookings() {
  const labels = useBookingPageLabels();
  return (
    <Anchor component={Link} to="/booking" fz="sm">
      {labels.ALL_BOOKINGS}
    </Anchor>
  );
}

function BookAgainLink({ bookingId }: { bookingId: number }) {
  const { myBookingsTexts: texts } = useTexts(myBookingsTexts);
  return (
    <Group>
      <Button component={Link} to={`/book-again/${bookingId}`} variant="light">
        {texts.BOOK_AGAIN}
      </Button>
    </Group>
  );
}

/** The receipt and credit notes of a charged booking, composed in by the app (decision 101). */
type OwnBookingProps = { documents?: (bookingId: number) => ReactNode };

/**
 * /booking/:bookingNo (issue 40): one of the signed-in customer's bookings, the same page a guest
 * opens from an e-mail's link, inside the dashboard. Another customer's booking reads as absent.
 */
export function OwnBookingPage({ documents }: OwnBookingProps) {
  const labels = useBookingPageLabels();
  usePageMeta({ title: labels.TITLE });
  const { myBookingsTexts: texts } = useTexts(myBookingsTexts);
  if (currentRole() !== 'customer') {
    return (
      <OtherRoleNotice
        audience="customer"
        hint={texts.BOOKINGS_FOR_CUSTOMERS}
        to="/jobs"
        linkLabel={texts.GO_TO_JOBS}
      />
    );
  }
  return <OwnBooking documents={documents} />;
}

function OwnBooking({ documents }: OwnBookingProps) {
  const labels = useBookingPageLabels();
  const { bookingNo = '' } = useParams();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useQuery(ownBookingQuery(client, bookingNo));

  const refresh = async () => {
    // The list and the dashboard's figures changed too.
    await queryClient.invalidateQueries({ refetchType: 'none' });
    await queryClient.invalidateQueries(customerBookingsQuery(client));
    await queryClient.invalidateQueries(ownBookingQuery(client, bookingNo));
  };

  if (query.isPending) {
    // Asked for beside the booking's call: the card comes with it (lazy-cleaner-card.tsx).
    preloadCleanerCard();
    preloadBookingFacts();
    return <BookingPageLoading />;
  }
  if (query.isError) {
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <BookingNotFound
        heading={labels.OWN_NOT_FOUND_HEADING}
        text={labels.OWN_NOT_FOUND_TEXT}
        action={<BackToBookings />}
      />
    ) : (
      <BookingLoadError onRetry={() => void query.refetch()} />
    );
  }
  const booking = query.data;
  return (
    // The heading and the visit come with their code, never after the rest.
    <BookingFactsReady loading={<BookingPageLoading />}>
      <Stack gap="md">
        <BackToBookings />
        {/* Issue 42: a completed booking is made again with its cleaner (decision 120). */}
        {booking.status === 'completed' ? <BookAgainLink bookingId={booking.iBookingId} /> : null}
        <BookingPageView
          booking={booking}
          cancel={(feeCents) => cancelBooking(client, booking.iBookingId, feeCents)}
          quote={() => ownCancellationQuote(client, booking.iBookingId)}
          refresh={refresh}
          slots={{
            notices: ({ askCancel }) =>
              booking.nobodyAcceptedYet ? (
                <LazyUnacceptedBooking
                  booking={{ iBookingId: booking.iBookingId }}
                  onCancel={askCancel}
                  onMoved={refresh}
                />
              ) : booking.status === 'completed' ? (
                <LazyTipPanel booking={{ iBookingId: booking.iBookingId }} />
              ) : reschedulable(booking.status) ? (
                <RescheduleSection booking={{ iBookingId: booking.iBookingId }} onMoved={refresh} />
              ) : null,
            money: booking.status === 'completed' ? documents?.(booking.iBookingId) : null,
          }}
        />
      </Stack>
    </BookingFactsReady>
  );
}
