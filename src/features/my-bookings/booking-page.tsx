import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { nextJobStatus } from '#machines/job-lifecycle.machine.ts';
import { useApiClient } from '../../api/client.ts';
import { useLabels } from '../../api/use-labels.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { JobCard, type Job } from '../../components/job-card.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { OtherRoleNotice } from '../../components/other-role-notice.tsx';
import { ShowEarlierButton } from '../../components/show-earlier-button.tsx';
import { currentRole } from '../../session/role.ts';
import { groupBookings } from './booking-groups.ts';
import { CancelBookingDialog } from './components/cancel-booking-dialog.tsx';
import { AccessNotesDialog, notesChangeable } from './components/access-notes-dialog.tsx';
import { hasAccessNotes } from '#shared/access-notes.ts';
import { customerBookingsQuery, loadedBookings } from './queries.ts';
import { dashboardTexts } from '../../components/dashboard-texts/dashboard.ts';
import { myBookingsTexts } from '../../components/dashboard-texts/my-bookings.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTexts } from '../../i18n/texts.ts';

/** Where Add Review takes a completed booking: /add-review reads it from navigation state. */
export type AddReviewState = { booking: Job };

function BookingList({
  title,
  jobs,
  actions,
  moved,
}: {
  title: string;
  jobs: Job[];
  actions: (job: Job) => ReactNode;
  /** The booking that just moved here, whose card takes focus. */
  moved?: { id: number | null; ref: RefObject<HTMLElement | null> };
}) {
  const { myBookingsTexts: texts } = useTexts(myBookingsTexts);
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} fz="h3">
        {title}
      </Title>
      {jobs.length === 0 ? (
        <Text c="dimmed">{texts.NO_DATA_FOUND}</Text>
      ) : (
        jobs.map((job) => (
          <JobCard
            key={job.iBookingId}
            job={job}
            audience="customer"
            cardRef={moved?.id === job.iBookingId ? moved.ref : undefined}
          >
            {actions(job)}
          </JobCard>
        ))
      )}
    </Stack>
  );
}

/**
 * What src/app adds to a booking's card from other features: its receipt and credit notes
 * (src/features/receipts), since features never import each other.
 */
export type BookingExtras = (job: Job) => ReactNode;

/** /booking: the customer's upcoming, past and cancelled bookings, with cancel, review and book again. */
export function BookingPage({ extras }: { extras?: BookingExtras } = {}) {
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
  return <CustomerBookings extras={extras} />;
}

function CustomerBookings({ extras }: { extras: BookingExtras | undefined }) {
  const client = useApiClient();
  const labels = useLabels('booking', useTexts(dashboardTexts).bookingLabels);
  const { myBookingsTexts: texts } = useTexts(myBookingsTexts);
  const { t } = useFormat();
  const navigate = useNavigate();
  const bookings = useInfiniteQuery(customerBookingsQuery(client));
  const [cancelling, setCancelling] = useState<number | null>(null);
  // While the server is first asked what cancelling costs, the card's Cancel button spins.
  const [checking, setChecking] = useState(false);
  const [notesOf, setNotesOf] = useState<number | null>(null);
  // The button that opened the dialog leaves with the booking: focus follows the booking to
  // the cancelled list once the list read again shows it there.
  const [justCancelled, setJustCancelled] = useState<number | null>(null);
  const movedCard = useRef<HTMLElement | null>(null);

  const loaded = loadedBookings(bookings.data) ?? [];
  const { upcoming, past, cancelled } = groupBookings(loaded);
  const askedToCancel = loaded.find((job) => job.iBookingId === cancelling) ?? null;
  const notesOpen = loaded.find((job) => job.iBookingId === notesOf) ?? null;
  const arrived = cancelled.some((job) => job.iBookingId === justCancelled);

  // Focused once; the card keeps its tabIndex after, since a browser drops focus from an
  // element that stops being focusable (HTML's focus fixup), back to the page.
  const focusedCard = useRef<number | null>(null);
  useEffect(() => {
    if (!arrived || focusedCard.current === justCancelled) return;
    movedCard.current?.focus();
    focusedCard.current = justCancelled;
  }, [arrived, justCancelled]);

  const closeCancel = useCallback(() => setCancelling(null), []);

  const actions = (job: Job) => (
    <>
      {/* Issue 40: the booking's own page, the same one a guest opens from an e-mail. */}
      <Button
        component={Link}
        to={`/booking/${encodeURIComponent(job.vBookingNo)}`}
        variant="default"
        aria-label={t(texts.VIEW_BOOKING_OF, {
          label: texts.VIEW_BOOKING,
          number: job.vBookingNo,
        })}
      >
        {texts.VIEW_BOOKING}
      </Button>
      {/* Changeable until the cleaning starts; after, shown when written (decision 100). */}
      {notesChangeable(job) || hasAccessNotes(job.accessNotes) ? (
        <Button variant="default" onClick={() => setNotesOf(job.iBookingId)}>
          {labels.ACCESS_NOTES}
        </Button>
      ) : null}
      {nextJobStatus(job.eStatus, 'booking.cancel') !== null ? (
        <Button
          variant="outline"
          color="red.9"
          loading={checking && cancelling === job.iBookingId}
          onClick={() => setCancelling(job.iBookingId)}
        >
          {labels.CANCEL_BOOKING}
        </Button>
      ) : null}
      {job.eStatus === 'completed' && !job.bReviewed ? (
        <Button
          onClick={() =>
            navigate('/add-review', { state: { booking: job } satisfies AddReviewState })
          }
        >
          {labels.ADD_REVIEW}
        </Button>
      ) : null}
      {job.eStatus === 'completed' && job.bReviewed ? (
        <Text size="sm" c="dimmed">
          {texts.REVIEWED}
        </Text>
      ) : null}
      {/* Issue 42: a completed booking is made again with its cleaner (decision 120). */}
      {job.eStatus === 'completed' ? (
        <Button component={Link} to={`/book-again/${job.iBookingId}`} variant="light">
          {texts.BOOK_AGAIN}
        </Button>
      ) : null}
      {job.eStatus === 'cancelled' ? (
        <Button component={Link} to="/book-now" variant="light">
          {texts.BOOK_AGAIN}
        </Button>
      ) : null}
      {extras?.(job)}
    </>
  );

  return (
    <Stack gap="xl">
      <Group justify="space-between">
        <Title order={1}>{labels.HEADING}</Title>
        <Button component={Link} to="/book-now">
          {labels.BOOK_NOW}
        </Button>
      </Group>
      {bookings.isPending ? (
        <LoadingStatus label={texts.LOADING}>
          <Stack gap="sm">
            <Skeleton height={150} radius="md" />
            <Skeleton height={150} radius="md" />
          </Stack>
        </LoadingStatus>
      ) : bookings.isError || loaded.length === 0 ? (
        // Book Now sits beside the heading, so the empty state needs no button of its own.
        <EmptyState picture="bookings" hint={labels.EMPTY_TEXT} />
      ) : (
        <>
          <BookingList title={texts.UPCOMING} jobs={upcoming} actions={actions} />
          <BookingList title={texts.PAST} jobs={past} actions={actions} />
          {cancelled.length > 0 ? (
            <BookingList
              title={texts.CANCELLED}
              jobs={cancelled}
              actions={actions}
              moved={{ id: justCancelled, ref: movedCard }}
            />
          ) : null}
          {bookings.hasNextPage ? (
            <ShowEarlierButton
              label={labels.SHOW_EARLIER_BOOKINGS}
              loading={bookings.isFetchingNextPage}
              onClick={() => void bookings.fetchNextPage()}
            />
          ) : null}
        </>
      )}
      <AccessNotesDialog job={notesOpen} onClose={() => setNotesOf(null)} />
      <CancelBookingDialog
        job={askedToCancel}
        labels={labels}
        onClose={closeCancel}
        onCancelled={setJustCancelled}
        onChecking={setChecking}
      />
    </Stack>
  );
}
