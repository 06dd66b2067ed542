import { useId, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import {
  moveToTime,
  offeredTimesKey,
  offeredTimesQuery,
  type MovedBooking,
  type OfferedTime,
  type UnacceptedBookingRef,
} from '../queries.ts';
import { myBookingsTexts } from '../../../components/dashboard-texts/my-bookings.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { reschedulePickerCatalogue } from '../reschedule-picker-texts.ts';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import { LazyModal } from '../../../components/lazy-modal.tsx';

/** How many of the first free day's times the notice offers (decision 098's six nearest). */
const NEAREST_TIMES = 6;

type Props = {
  /** The booking: its page link's token (a guest's page) or its id (signed in). */
  booking: UnacceptedBookingRef;
  /** Cancel: the booking page opens its own cancel confirmation. */
  onCancel: () => void;
  /** Told the new time once the server has moved the booking (the page reads it again). */
  onMoved?: (moved: MovedBooking) => void;
};

/**
 * For a paid booking nobody has accepted (decision 098): the nearest times when a cleaner is
 * free, as buttons; pressing one asks to confirm, then moves the booking there. A time taken
 * meanwhile is refused by the server with its sentence, and the times are read again. Cancel is
 * the page's own. One column on a phone, two from a tablet on.
 */
export function UnacceptedBooking({ booking, onCancel, onMoved }: Props) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  // The offer's words (decision 098); the times and the server's answers come worded by it.
  const { unacceptedTexts: texts } = useTexts(myBookingsTexts);
  // A time priced differently (decision 121) is not "the same price": it says its own price.
  const { reschedulePickerTexts } = useTexts(reschedulePickerCatalogue);
  const { t } = useFormat();
  const headingId = useId();
  const query = offeredTimesQuery(client, booking);
  const times = useQuery(query);
  const [chosen, setChosen] = useState<OfferedTime | null>(null);
  const [movedMessage, setMovedMessage] = useState<string | null>(null);
  const move = useMutation({
    // The customer sees the time's price ("Was $X, now $Y") before pressing Move: that is their yes.
    mutationFn: (time: OfferedTime) => moveToTime(client, booking, time.vStart, time.bIncrease),
    onSuccess: (answer) => {
      setMovedMessage(answer.message);
      setChosen(null);
      onMoved?.(answer.data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: offeredTimesKey(booking) }),
  });

  const close = () => {
    if (move.isPending) return;
    move.reset();
    setChosen(null);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {texts.heading}
        </Title>
        {movedMessage ? (
          <Alert color="green" variant="light" role="status">
            {movedMessage}
          </Alert>
        ) : (
          <Text size="sm">{texts.intro}</Text>
        )}
        {times.isPending ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{texts.loading}</Text>
          </Group>
        ) : times.isError ? (
          <Alert color="red" variant="light" role="alert">
            {times.error.message}
          </Alert>
        ) : times.data.aTimes.length === 0 ? (
          <Text size="sm">{texts.noTimes}</Text>
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2 }}
            spacing="xs"
            role="group"
            aria-label={texts.timesLabel}
          >
            {/* The nearest times of the first day with one (decision 126), as before. */}
            {times.data.aTimes.slice(0, NEAREST_TIMES).map((time) => (
              <Button
                key={time.vStart}
                variant="light"
                fullWidth
                h="auto"
                py="xs"
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
                onClick={() => setChosen(time)}
              >
                {time.vWhen}
              </Button>
            ))}
          </SimpleGrid>
        )}
        <Group justify="flex-end">
          <Button variant="outline" color="red.9" onClick={onCancel}>
            {texts.cancel}
          </Button>
        </Group>
      </Stack>

      <LazyModal
        opened={chosen !== null}
        onClose={close}
        title={texts.confirmHeading}
        closeButtonProps={{ 'aria-label': texts.close }}
        centered
      >
        {chosen ? (
          <Stack gap="md">
            {chosen.fTotal === times.data?.fWas ? (
              <Text>{t(texts.confirmText, { when: chosen.vWhen })}</Text>
            ) : (
              <>
                <Text>{t(reschedulePickerTexts.confirmText, { when: chosen.vWhen })}</Text>
                <Text fw={600}>{chosen.vPrice}</Text>
              </>
            )}
            {move.error ? (
              <Alert color="red" variant="light" role="alert">
                {move.error.message}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={move.isPending}>
                {texts.keep}
              </Button>
              {move.error ? null : (
                <Button
                  disabled={move.isPending}
                  leftSection={move.isPending ? <Loader size={14} color="gray" /> : undefined}
                  onClick={() => move.mutate(chosen)}
                >
                  {move.isPending ? texts.moving : texts.move}
                </Button>
              )}
            </Group>
          </Stack>
        ) : null}
      </LazyModal>
    </Paper>
  );
}
