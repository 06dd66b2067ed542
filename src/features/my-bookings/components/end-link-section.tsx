import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useBookingPageLabels } from '../booking-page-texts.ts';
import { BookingSection } from './booking-section.tsx';
import { LazyModal } from '../../../components/lazy-modal.tsx';
import { LazyAlert, loadAlert, usePreloadAlert } from '../../../components/lazy-alert.tsx';
import { useTexts } from '../../../i18n/texts.ts';
import { siteTexts } from '../../../app/shell/shell-texts.ts';

type Props = {
  /** Stops every link of the booking; answers the server's sentence. */
  endLinks: () => Promise<string>;
  /** Told the server's sentence once the links have stopped. */
  onEnded: (message: string) => void;
};

/** "Stop this link working": for a link forwarded by mistake; later e-mails carry a new one. */
export function EndLinkSection({ endLinks, onEnded }: Props) {
  const labels = useBookingPageLabels();
  const { shellLabels } = useTexts(siteTexts);
  usePreloadAlert();
  const [asking, setAsking] = useState(false);
  const end = useMutation({
    // The page then says the server's sentence in an alert: it turns once the alert's code is in
    // too (decision 166), so the sentence comes with its heading.
    mutationFn: async () => {
      const message = await endLinks();
      await loadAlert().catch(() => undefined);
      return message;
    },
    onSuccess: onEnded,
  });
  const close = () => {
    if (!end.isPending) setAsking(false);
  };
  return (
    <BookingSection title={labels.END_LINK_HEADING}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{labels.END_LINK_TEXT}</Text>
        <Button
          variant="default"
          size="lg"
          w={{ base: '100%', sm: 'auto' }}
          onClick={() => {
            end.reset();
            setAsking(true);
          }}
        >
          {labels.END_LINK_ACTION}
        </Button>
      </Stack>
      <LazyModal
        opened={asking}
        onClose={close}
        title={labels.END_LINK_CONFIRM_HEADING}
        closeButtonProps={{ 'aria-label': shellLabels.CLOSE }}
        centered
      >
        <Stack gap="md">
          <Text>{labels.END_LINK_CONFIRM_TEXT}</Text>
          {end.error ? (
            <LazyAlert color="red" variant="light" role="alert">
              {end.error.message}
            </LazyAlert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={end.isPending}>
              {labels.END_LINK_KEEP}
            </Button>
            <Button color="red.9" loading={end.isPending} onClick={() => end.mutate()}>
              {labels.END_LINK_CONFIRM}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </BookingSection>
  );
}
