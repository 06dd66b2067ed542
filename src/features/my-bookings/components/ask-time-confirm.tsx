import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import type { OfferedTime, UnacceptedBookingRef } from '../queries.ts';
import { askForTime } from '../reschedule-ask-calls.ts';
import { timeRequestQuery } from '../reschedule-ask-queries.ts';
import { rescheduleAskCatalogue } from '../reschedule-ask-texts.ts';

/** Under the picker's second group of an assigned booking: those times ask the cleaner first. */
export function AskedTimesNote() {
  const { rescheduleAskTexts: texts } = useTexts(rescheduleAskCatalogue);
  return (
    <Text size="sm" c="dimmed">
      {texts.askNote}
    </Text>
  );
}

type Props = {
  booking: UnacceptedBookingRef;
  time: OfferedTime;
  onBack: () => void;
  /** The request is written: the dialog closes and the page shows the waiting line. */
  onAsked: () => void;
};

/**
 * The confirmation of a time outside the assigned cleaner's free time (decision 125): it asks
 * the cleaner; the booking keeps its time until they accept. A higher price is confirmed here.
 */
export function AskTimeConfirm({ booking, time, onBack, onAsked }: Props) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { rescheduleAskTexts: texts } = useTexts(rescheduleAskCatalogue);
  const { t, money } = useFormat();
  const ask = useMutation({
    mutationFn: () => askForTime(client, booking, time.vStart, time.bIncrease),
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        queryKey: timeRequestQuery(client, booking).queryKey,
      });
      onAsked();
    },
  });
  return (
    <Stack gap="md">
      <Text>{t(texts.askConfirm, { when: time.vWhen })}</Text>
      <Text fw={600}>{time.vPrice}</Text>
      <Text size="sm">{texts.askExplain}</Text>
      {ask.error ? (
        <Alert color="red" variant="light" role="alert">
          {ask.error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack} disabled={ask.isPending}>
          {texts.back}
        </Button>
        {ask.error ? null : (
          <Button
            disabled={ask.isPending}
            leftSection={ask.isPending ? <Loader size={14} color="gray" /> : undefined}
            onClick={() => ask.mutate()}
          >
            {ask.isPending
              ? texts.asking
              : time.bIncrease
                ? t(texts.askWithPrice, { price: money(time.fTotal) })
                : texts.ask}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
