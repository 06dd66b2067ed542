import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import {
  moveToTime,
  offeredTimesQuery,
  type MovedBooking,
  type OfferedTime,
  type UnacceptedBookingRef,
} from '../queries.ts';
import { rescheduleCatalogue } from '../reschedule-texts.ts';
import { AskedTimesNote, AskTimeConfirm } from './ask-time-confirm.tsx';
import { RescheduleRequestPanel } from './reschedule-request-panel.tsx';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';

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
 * time" opens the nearest real times (the assigned cleaner's free times first, then any free
 * cleaner's), each with its price ("Was $X, now $Y"); pressing one asks to confirm, a higher
 * price by its own button ("Accept $Y and move"). The booking keeps its time until the server
 * has moved it; a refusal (time taken, card refused, moved twice) is said in the dialog.
 */
export function RescheduleSection({ booking, onMoved }: Props) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { rescheduleTexts: texts } = useTexts(rescheduleCatalogue);
  const { t, money } = useFormat();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<OfferedTime | null>(null);
  const [movedMessage, setMovedMessage] = useState<string | null>(null);
  const query = offeredTimesQuery(client, booking);
  const times = useQuery({ ...query, enabled: open });
  const move = useMutation({
    mutationFn: (time: OfferedTime) => moveToTime(client, booking, time.vStart, time.bIncrease),
    onSuccess: (answer) => {
      setMovedMessage(answer.message);
      setChosen(null);
      setOpen(false);
      onMoved?.(answer.data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: query.queryKey }),
  });

  const close = () => {
    if (move.isPending) return;
    move.reset();
    setChosen(null);
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" role="group" aria-label={label}>
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
                <span>{time.vWhen}</span>
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
  } else if (times.data.aTimes.length === 0) {
    picker = <Text size="sm">{texts.noTimes}</Text>;
  } else {
    const all = times.data.aTimes;
    picker = (
      <Stack gap="md">
        <Text size="sm">{t(texts.movesLeft, { count: times.data.iMovesLeft })}</Text>
        {group(
          texts.cleanerTimes,
          all.filter((time) => time.vWho === 'cleaner'),
        )}
        {group(
          texts.otherTimes,
          all.filter((time) => time.vWho === 'any'),
        )}
        {all.some((time) => time.bAsk) ? <AskedTimesNote /> : null}
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

      <Modal
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
      </Modal>
    </Paper>
  );
}
