import { useState } from 'react';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import {
  moveToTime,
  offeredTimesKey,
  offeredTimesQuery,
  type MovedBooking,
  type OfferedTime,
  type UnacceptedBookingRef,
} from '../queries.ts';
import { rescheduleCatalogue } from '../reschedule-texts.ts';
import { reschedulePickerCatalogue } from '../reschedule-picker-texts.ts';
import { rescheduleDaysCatalogue } from '../reschedule-days-texts.ts';
import { AskedTimesNote, AskTimeConfirm } from './ask-time-confirm.tsx';
import { RescheduleDayChooser } from './reschedule-day-chooser.tsx';
import '@mantine/core/styles/SimpleGrid.css';
import { LazyModal } from '../../../components/lazy-modal.tsx';

type Props = {
  booking: UnacceptedBookingRef;
  opened: boolean;
  /** The customer closed the dialog (or asked the cleaner for a time: the page shows that). */
  onClose: () => void;
  /** The server moved the booking: its sentence, and the booking at its new time. */
  onMoved: (answer: { message: string; data: MovedBooking }) => void;
};

/**
 * The reschedule's dialog (reschedule-section.tsx, decision 121): the day chooser, that day's
 * times with their prices, and the confirmation of the one pressed: moved at once within the
 * cleaner's free time, asked of them outside it (decision 125).
 */
export function RescheduleDialog({ booking, opened, onClose, onMoved }: Props) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { rescheduleTexts: sectionTexts } = useTexts(rescheduleCatalogue);
  const { reschedulePickerTexts: texts } = useTexts(reschedulePickerCatalogue);
  const { rescheduleDayTexts: dayTexts } = useTexts(rescheduleDaysCatalogue);
  const { t, money, weekdayDay, window } = useFormat();
  // The day whose times are shown: none asked yet means the first day with a free time.
  const [day, setDay] = useState<string | undefined>(undefined);
  const [chosen, setChosen] = useState<OfferedTime | null>(null);
  const query = offeredTimesQuery(client, booking, day);
  // The days stay in sight while another day's times load.
  const times = useQuery({ ...query, enabled: opened, placeholderData: keepPreviousData });
  const move = useMutation({
    mutationFn: (time: OfferedTime) => moveToTime(client, booking, time.vStart, time.bIncrease),
    onSuccess: (answer) => {
      setChosen(null);
      setDay(undefined);
      onMoved(answer);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: offeredTimesKey(booking) }),
  });

  const close = () => {
    if (move.isPending) return;
    move.reset();
    setChosen(null);
    setDay(undefined);
    onClose();
  };
  const back = () => {
    move.reset();
    setChosen(null);
  };

  const group = (label: string, list: OfferedTime[]) =>
    list.length === 0 ? null : (
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {label}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" role="group" aria-label={label}>
          {list.map((time) => (
            <Button
              key={time.vStart}
              variant="light"
              fullWidth
              h="auto"
              py="xs"
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              onClick={() => setChosen(time)}
            >
              <Stack gap={2} align="center">
                {/* The day is the chooser's and the heading's: a time says its hours only. */}
                <span>{window(time.vFrom, time.vUntill) || time.vWhen}</span>
                <Text span size="xs" c={time.bIncrease ? 'orange.9' : 'dimmed'}>
                  {time.vPrice}
                </Text>
              </Stack>
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
    );

  let picker;
  if (times.isPending) {
    picker = (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{texts.loading}</Text>
      </Group>
    );
  } else if (times.isError) {
    picker = (
      <Alert color="red" variant="light" role="alert">
        {times.error.message}
      </Alert>
    );
  } else if (!times.data.aDays.some((offered) => offered.bFree)) {
    picker = <Text size="sm">{texts.noTimes}</Text>;
  } else {
    const all = times.data.aTimes;
    // While another day's times load, the last answer's times are not that day's: hidden.
    const loading = times.isPlaceholderData;
    const shownDay = day ?? times.data.sDay;
    picker = (
      <Stack gap="md">
        <Text size="sm">{t(texts.movesLeft, { count: times.data.iMovesLeft })}</Text>
        <RescheduleDayChooser
          days={times.data.aDays}
          chosen={shownDay}
          onChoose={(next) => setDay(next)}
        />
        <Stack gap="sm">
          {/* A screen reader hears the day change, not every time listed. */}
          <Text fw={600} aria-live="polite">
            {t(dayTexts.timesOf, { day: weekdayDay(shownDay) })}
          </Text>
          {loading ? (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm">{texts.loading}</Text>
            </Group>
          ) : all.length === 0 ? (
            <Text size="sm">{dayTexts.noTimesThatDay}</Text>
          ) : (
            <>
              {group(
                texts.cleanerTimes,
                all.filter((time) => time.vWho === 'cleaner'),
              )}
              {group(
                texts.otherTimes,
                all.filter((time) => time.vWho === 'any'),
              )}
              {all.some((time) => time.bAsk) ? <AskedTimesNote /> : null}
            </>
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <LazyModal
      opened={opened}
      onClose={close}
      title={chosen ? sectionTexts.heading : texts.dialogHeading}
      closeButtonProps={{ 'aria-label': texts.close }}
      centered
      size="lg"
    >
      {chosen?.bAsk ? (
        <AskTimeConfirm
          booking={booking}
          time={chosen}
          onBack={back}
          onAsked={() => {
            setChosen(null);
            onClose();
          }}
        />
      ) : chosen ? (
        <Stack gap="md">
          <Text>{t(texts.confirmText, { when: chosen.vWhen })}</Text>
          <Text fw={600}>{chosen.vPrice}</Text>
          {chosen.bIncrease ? <Text size="sm">{texts.increase}</Text> : null}
          {move.error ? (
            <Alert color="red" variant="light" role="alert">
              {move.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={move.error ? back : close} disabled={move.isPending}>
              {move.error ? texts.back : texts.keep}
            </Button>
            {move.error ? null : (
              <Button
                disabled={move.isPending}
                leftSection={move.isPending ? <Loader size={14} color="gray" /> : undefined}
                onClick={() => move.mutate(chosen)}
              >
                {move.isPending
                  ? texts.moving
                  : chosen.bIncrease
                    ? t(texts.acceptAndMove, { price: money(chosen.fTotal) })
                    : texts.move}
              </Button>
            )}
          </Group>
        </Stack>
      ) : (
        picker
      )}
    </LazyModal>
  );
}
