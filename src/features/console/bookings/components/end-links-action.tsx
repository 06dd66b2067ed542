import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useFormat } from '../../../../i18n/use-format.ts';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminBookingsTexts } from '../../components/console-texts.ts';
import '@mantine/core/styles/Modal.css';

type Props = {
  bookingNo: string;
  /** Stops every link of the booking (the audited console call). */
  endLinks: () => Promise<unknown>;
  pending: boolean;
};

/** Stops every link to the booking's own page that its e-mails carried, behind a question. */
export function EndLinksAction({ bookingNo, endLinks, pending }: Props) {
  const [open, setOpen] = useState(false);
  const { adminBookingLabels } = useTexts(adminBookingsTexts);
  const { t } = useFormat();
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {adminBookingLabels.END_LINKS}
      </Button>
      <Modal
        opened={open}
        onClose={close}
        closeButtonProps={{ 'aria-label': adminBookingLabels.CLOSE }}
        title={t(adminBookingLabels.END_LINKS_TITLE, { bookingNo })}
      >
        <Stack gap="md">
          <Text>{adminBookingLabels.END_LINKS_TEXT}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {adminBookingLabels.KEEP}
            </Button>
            <Button
              color="red.9"
              loading={pending}
              onClick={() => void endLinks().then(close, () => undefined)}
            >
              {adminBookingLabels.END_LINKS_CONFIRM}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
