import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import type { UnacceptedBookingRef } from '../queries.ts';
import { chooseAfterNoAnswer } from '../reschedule-ask-calls.ts';
import { timeRequestQuery } from '../reschedule-ask-queries.ts';
import { rescheduleAskCatalogue } from '../reschedule-ask-texts.ts';

type Props = {
  booking: UnacceptedBookingRef;
  /** The booking changed (cancelled free, or moved and opened to others): the page reads it again. */
  onChanged?: () => void;
};

/**
 * The booking page's line about a new time asked of the cleaner (decision 125): "Waiting for
 * Marie to answer by …" while they have not; after a decline or a lapse, the customer's choice:
 * keep the time, open the new time to other cleaners when one is free then (decision 130), or
 * cancel free of charge (the last two asked once more, naming what happens, before they are done).
 */
export function RescheduleRequestPanel({ booking, onChanged }: Props) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { rescheduleAskTexts: texts } = useTexts(rescheduleAskCatalogue);
  const { t } = useFormat();
  const query = timeRequestQuery(client, booking);
  const request = useQuery(query);
  const [confirming, setConfirming] = useState<'open' | 'cancel' | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const choose = useMutation({
    mutationFn: (choice: 'keep' | 'open' | 'cancel') =>
      chooseAfterNoAnswer(client, booking, choice),
    onSuccess: async (message, choice) => {
      setSaid(message);
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: query.queryKey });
      if (choice !== 'keep') onChanged?.();
    },
  });

  if (said && !request.data) {
    return (
      <Alert color="green" variant="light" role="status">
        {said}
      </Alert>
    );
  }
  const current = request.data;
  if (!current) return null;
  const values = { cleaner: current.vCleaner, when: current.vWhen };

  if (current.vState === 'asked') {
    return (
      <Alert color="blue" variant="light" title={texts.waitingHeading} role="status">
        <Stack gap={4}>
          <Text size="sm">
            {t(texts.waiting, { cleaner: current.vCleaner, answerBy: current.vAnswerBy })}
          </Text>
          <Text size="sm">
            {t(texts.waitingTime, { when: current.vWhen, price: current.vPrice })}
          </Text>
        </Stack>
      </Alert>
    );
  }
  if (!current.bChoose) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title={texts.waitingHeading}
      // The light orange's own title colour is too faint on its background (axe, WCAG AA).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {t(current.vState === 'declined' ? texts.declined : texts.expired, values)}
        </Text>
        {choose.error ? (
          <Text size="sm" c="red.8" role="alert">
            {choose.error.message}
          </Text>
        ) : null}
        {confirming !== null ? (
          <>
            <Text size="sm">
              {confirming === 'open'
                ? t(texts.openConfirm, { ...values, price: current.vPrice })
                : texts.cancelConfirm}
            </Text>
            <Group>
              <Button variant="default" onClick={() => setConfirming(null)}>
                {texts.back}
              </Button>
              <Button
                color={confirming === 'open' ? undefined : 'red'}
                disabled={choose.isPending}
                leftSection={choose.isPending ? <Loader size={14} color="gray" /> : undefined}
                onClick={() => choose.mutate(confirming)}
              >
                {choose.isPending
                  ? texts.working
                  : confirming === 'open'
                    ? texts.openYes
                    : texts.cancelYes}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm" fw={600}>
              {texts.choose}
            </Text>
            <Group>
              <Button disabled={choose.isPending} onClick={() => choose.mutate('keep')}>
                {texts.keep}
              </Button>
              {current.bOpen ? (
                <Button
                  variant="default"
                  disabled={choose.isPending}
                  onClick={() => setConfirming('open')}
                  // A long label (in French) wraps on a phone rather than overflowing.
                  h="auto"
                  mih={36}
                  py={6}
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
                >
                  {texts.open}
                </Button>
              ) : null}
              <Button
                variant="outline"
                color="red.9"
                disabled={choose.isPending}
                onClick={() => setConfirming('cancel')}
              >
                {texts.cancelFree}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Alert>
  );
}
