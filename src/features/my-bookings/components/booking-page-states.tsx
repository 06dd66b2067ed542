import type { ReactNode } from 'react';
import { Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useBookingPageLabels } from '../booking-page-texts.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { LazyAlert } from '../../../components/lazy-alert.tsx';

/** While the booking loads: the page's shape, so nothing jumps when it arrives. */
export function BookingPageLoading() {
  const labels = useBookingPageLabels();
  return (
    <LoadingStatus label={labels.LOADING}>
      <Stack gap="lg">
        <Skeleton h={44} w="60%" />
        <Skeleton h={220} radius="md" />
        <Skeleton h={120} radius="md" />
      </Stack>
    </LoadingStatus>
  );
}

/** A link (or number) that opens nothing: a clear sentence and where to go, never a crash. */
export function BookingNotFound({
  heading,
  text,
  action,
}: {
  heading?: string;
  text: string;
  action?: ReactNode;
}) {
  const labels = useBookingPageLabels();
  heading ??= labels.NOT_FOUND_HEADING;
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{heading}</Title>
      <Text>{text}</Text>
      {action ?? (
        <Anchor component={Link} to="/contact-us">
          {labels.CONTACT_US}
        </Anchor>
      )}
    </Stack>
  );
}

/** The call failed for another reason (the network, the server): say so and offer a retry. */
export function BookingLoadError({ onRetry }: { onRetry: () => void }) {
  const labels = useBookingPageLabels();
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{labels.ERROR_HEADING}</Title>
      <LazyAlert color="red" variant="light" role="alert">
        {labels.ERROR_TEXT}
      </LazyAlert>
      <Button variant="default" onClick={onRetry} w="fit-content">
        {labels.RETRY}
      </Button>
    </Stack>
  );
}
