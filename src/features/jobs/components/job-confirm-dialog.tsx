import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { JobTexts } from '../../../components/job-card.tsx';
import type { Confirmation } from '../job-action-texts.ts';
import '@mantine/core/styles/Modal.css';

type Props = {
  /** What the dialog asks; null when it is closed. */
  confirmation: Confirmation | null;
  /** Its Cancel and Close (shared/catalogue/<locale>/jobs.ts). */
  texts: Pick<JobTexts['jobActionTexts'], 'CANCEL' | 'CLOSE'>;
  danger: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before Reject or Complete, which cannot be undone (the machine's `confirming`). */
export function JobConfirmDialog({ confirmation, texts, danger, onConfirm, onCancel }: Props) {
  return (
    <Modal
      opened={confirmation !== null}
      onClose={onCancel}
      title={confirmation?.title}
      closeButtonProps={{ 'aria-label': texts.CLOSE }}
      centered
    >
      {confirmation ? (
        <Stack gap="md">
          {confirmation.lines.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {texts.CANCEL}
            </Button>
            <Button color={danger ? 'red.9' : undefined} onClick={onConfirm}>
              {confirmation.confirmLabel}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
