import { useId, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTexts } from '../../../i18n/texts.ts';
import type { MovedBooking, UnacceptedBookingRef } from '../queries.ts';
import { rescheduleCatalogue } from '../reschedule-texts.ts';
import { LazyRescheduleDialog } from './lazy-reschedule-dialog.tsx';
import { LazyRescheduleRequestPanel } from './lazy-reschedule-request-panel.tsx';
import { LazyAlert, usePreloadAlert } from '../../../components/lazy-alert.tsx';
import '@mantine/core/styles/Paper.css';

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
  const { rescheduleTexts: texts } = useTexts(rescheduleCatalogue);
  const headingId = useId();
  usePreloadAlert();
  const [open, setOpen] = useState(false);
  const [movedMessage, setMovedMessage] = useState<string | null>(null);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {texts.heading}
        </Title>
        <LazyRescheduleRequestPanel booking={booking} onChanged={() => onMoved?.()} />
        {movedMessage ? (
          <LazyAlert color="green" variant="light" role="status">
            {movedMessage}
          </LazyAlert>
        ) : (
          <Text size="sm">{texts.intro}</Text>
        )}
        <Group>
          <Button variant="outline" onClick={() => setOpen(true)}>
            {texts.open}
          </Button>
        </Group>
      </Stack>

      <LazyRescheduleDialog
        booking={booking}
        opened={open}
        onClose={() => setOpen(false)}
        onMoved={(answer) => {
          setMovedMessage(answer.message);
          setOpen(false);
          onMoved?.(answer.data);
        }}
      />
    </Paper>
  );
}
