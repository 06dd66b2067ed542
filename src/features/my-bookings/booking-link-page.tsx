import { useState, type ReactNode } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useBookingPageLabels } from './booking-page-texts.ts';
import { ApiError, useApiClient } from '../../api/client.ts';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { BookingPageView } from './components/booking-page-view.tsx';
import {
  BookingLoadError,
  BookingNotFound,
  BookingPageLoading,
} from './components/booking-page-states.tsx';
import { EndLinkSection } from './components/end-link-section.tsx';
import { preloadCleanerCard } from './components/lazy-cleaner-card.tsx';
import { BookingFactsReady, preloadBookingFacts } from './components/lazy-booking-facts.tsx';
import { LazyTipPanel } from './components/lazy-tip-panel.tsx';
import { RescheduleSection, reschedulable } from './components/reschedule-section.tsx';
import { LazyUnacceptedBooking } from './components/lazy-unaccepted-booking.tsx';
import {
  bookingLinkQuery,
  cancelByLink,
  endBookingLinks,
  linkCancellationQuote,
} from './booking-view-queries.ts';
import { adoptServerRefusal } from './server-refusal.ts';
import { useNoIndex } from './use-no-index.ts';
import { LazyAlert } from '../../components/lazy-alert.tsx';

/**
 * /booking-link/:token (issue 40): a booking opened from a link in one of its e-mails, without an
 * account. The token is sent in a POST body only; the server answers the page with no-store,
 * no-referrer and noindex.
 */
export function BookingLinkPage({ documents }: { documents?: (token: string) => ReactNode }) {
  const labels = useBookingPageLabels();
  const { token = '' } = useParams();
  usePageMeta({ title: labels.TITLE });
  useNoIndex();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState<string | null>(null);
  // Once, before the query's first render: the refusal a server-rendered page came with.
  useState(() => adoptServerRefusal(queryClient, bookingLinkQuery(client, token).queryKey));
  const query = useQuery({ ...bookingLinkQuery(client, token), enabled: ended === null });

  const refresh = () => queryClient.invalidateQueries(bookingLinkQuery(client, token));
  const cancel = async (feeCents: number) => {
    const answer = await cancelByLink(client, token, feeCents);
    queryClient.setQueryData(bookingLinkQuery(client, token).queryKey, answer.data);
    return answer.message;
  };

  let content;
  if (ended !== null) {
    content = (
      <Stack gap="md" maw={640}>
        <Title order={1}>{labels.ENDED_HEADING}</Title>
        <LazyAlert color="green" variant="light" role="status">
          {ended}
        </LazyAlert>
      </Stack>
    );
  } else if (query.isPending) {
    // Asked for here, the booking's own call: the card comes with it (lazy-cleaner-card.tsx).
    preloadCleanerCard();
    preloadBookingFacts();
    content = <BookingPageLoading />;
  } else if (query.isError) {
    content =
      query.error instanceof ApiError && query.error.status === 404 ? (
        <BookingNotFound text={labels.NOT_FOUND_TEXT} />
      ) : (
        <BookingLoadError onRetry={() => void query.refetch()} />
      );
  } else {
    content = (
      // The heading and the visit come with their code, never after the rest.
      <BookingFactsReady loading={<BookingPageLoading />}>
        <BookingPageView
          booking={query.data}
          cancel={cancel}
          quote={() => linkCancellationQuote(client, token)}
          refresh={refresh}
          slots={{
            notices: ({ askCancel }) =>
              query.data.nobodyAcceptedYet ? (
                <LazyUnacceptedBooking booking={{ token }} onCancel={askCancel} onMoved={refresh} />
              ) : query.data.status === 'completed' ? (
                <LazyTipPanel booking={{ token }} />
              ) : reschedulable(query.data.status) ? (
                <RescheduleSection booking={{ token }} onMoved={refresh} />
              ) : null,
            money: query.data.status === 'completed' ? documents?.(token) : null,
            aside: (
              <EndLinkSection
                endLinks={() => endBookingLinks(client, token)}
                onEnded={(message) => {
                  queryClient.removeQueries(bookingLinkQuery(client, token));
                  setEnded(message);
                }}
              />
            ),
          }}
        />
      </BookingFactsReady>
    );
  }

  return (
    <Container size="lg" py={{ base: 32, md: 64 }} px={{ base: 'md', sm: 'lg' }}>
      {content}
    </Container>
  );
}
