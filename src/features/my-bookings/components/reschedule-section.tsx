import { useId, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
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
import { rescheduleDaysCatalogue } from '../reschedule-days-texts.ts';
import { AskedTimesNote, AskTimeConfirm } from './ask-time-confirm.tsx';
import { RescheduleDayChooser } from './reschedule-day-chooser.tsx';
import { RescheduleRequestPanel } from './reschedule-request-panel.tsx';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import { LazyModal } from '../../../components/lazy-modal.tsx';

/** Whether the page offers the reschedule: a paid booking no cleaner has started (decision 121). */
export function reschedulable(status: string): boolean {
  return status === 'authorized' || status === 'assigned';
}

type Props = {
  /** The booking: its page link's token (a guest's page) or its id (signed in). */
  booking: UnacceptedBookingRef;
  /** Told the new time once the server has moved the booking (the page reads it again). */
  onMoved?: (moved?: MovedBooking) => void;
};

/**
 * The customer's reschedule of a paid booking before its start (decision 121): "Choose another
 * time" opens a day chooser (the next two weeks, days without a free time disabled, the first
 * free day chosen: decision 126), then that day's real times (the assigned cleaner's free times
 * first, then any free cleaner's), each with its price ("Was $X, now $Y"); pressing one asks to confirm, a higher
 * price by its own button ("Accept $Y and move"). The booking keeps its time until the server
 * has moved it; a refusal (time taken, card refused, moved twice) is said in the dialog.
 */
export function RescheduleSection({ booking, onMoved }: Props) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { rescheduleTexts: texts } = useTexts(rescheduleCatalogue);
  const { rescheduleDayTexts: dayTexts } = useTexts(rescheduleDaysCatalogue);
  const { t, money, weekdayDay, window } = useFormat();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  // The day whose times are shown: none asked yet means the first day with a free time.
  const [day, setDay] = useState<string | undefined>(undefined);
  const [chosen, setChosen] = useState<OfferedTime | null>(null);
  const [movedMessage, setMovedMessage] = useState<string | null>(null);
  const query = offeredTimesQuery(client, booking, day);
  // The days stay in sight while another day's times load.
  const times = useQuery({ ...query, enabled: open, placeholderData: keepPreviousData });
  const move = useMutation({
    mutationFn: (time: OfferedTime) => moveToTime(client, booking, time.vStart, time.bIncrease),
    onSuccess: (answer) => {
      setMovedMessage(answer.message);
      setChosen(null);
      setDay(undefined);
      setOpen(false);
      onMoved?.(answer.data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: offeredTimesKey(booking) }),
  });

  const close = () => {
    if (move.isPending) return;
    move.reset();
    setChosen(null);
    setDay(undefined);
    setOpen(false);
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
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {texts.heading}
        </Title>
        <RescheduleRequestPanel booking={booking} onChanged={() => onMoved?.()} />
        {movedMessage ? (
          <Alert color="green" variant="light" role="status">
            {movedMessage}
          </Alert>
        ) : (
          <Text size="sm">{texts.intro}</Text>
        )}
        <Group>
          <Button variant="outline" onClick={() => setOpen(true)}>
            {texts.open}
          </Button>
        </Group>
      </Stack>

      <LazyModal
        opened={open}
        onClose={close}
        title={chosen ? texts.heading : texts.dialogHeading}
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
              setOpen(false);
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
              <Button
                variant="default"
                onClick={move.error ? back : close}
                disabled={move.isPending}
              >
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
    </Paper>
  );
}
