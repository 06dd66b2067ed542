import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTexts } from '../../../i18n/texts.ts';
import { adminPeopleTexts } from './console-texts.ts';
import { AdminReason } from '../../../api/field-rules.ts';
import { useFieldChecks } from '../../../components/use-field-checks.ts';
import { announceAdminChange } from './use-console-action.ts';
import '@mantine/core/styles/Modal.css';
import { useSubmittingLabel } from '../../../components/submit-button.tsx';

type Props = {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  confirmColor?: string;
  /** The call; resolves to the server's sentence (shown as a green toast), throws its refusal. */
  onConfirm: (reason: string) => Promise<string>;
  onClose: () => void;
};

/**
 * Asks an operator why before an action the audit log keeps (pause a cleaner, hide a review). The
 * server checks the reason too; its refusal shows in the dialog, which stays open.
 */
export function ReasonDialog({
  opened,
  title,
  text,
  confirmLabel,
  confirmColor,
  onConfirm,
  onClose,
}: Props) {
  const { adminReasonLabels } = useTexts(adminPeopleTexts);
  const submitting = useSubmittingLabel();
  const checks = useFieldChecks();
  const [reason, setReason] = useState('');
  // The contract's own sentence, shown under the field before anything is sent.
  const [reasonError, setReasonError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: onConfirm,
    onSuccess: async (message) => {
      await announceAdminChange(queryClient, message);
      setReason('');
      onClose();
    },
  });
  const close = () => {
    if (act.isPending) return;
    act.reset();
    setReason('');
    setReasonError(null);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      closeButtonProps={{ 'aria-label': adminReasonLabels.CLOSE }}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim() === '') {
            setReasonError(checks.say(AdminReason.messages.required));
            return;
          }
          act.mutate(reason);
        }}
      >
        <Stack gap="md">
          <Text size="sm">{text}</Text>
          <Textarea
            label={adminReasonLabels.REASON}
            description={adminReasonLabels.REASON_HINT}
            withAsterisk
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
            rows={2}
            maxLength={500}
            data-autofocus
          />
          {act.error ? (
            <Alert color="red" variant="light" role="alert">
              {act.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={act.isPending}>
              {adminReasonLabels.CANCEL}
            </Button>
            <Button
              type="submit"
              color={confirmColor}
              disabled={act.isPending}
              leftSection={act.isPending ? <Loader size={14} color="gray" /> : undefined}
            >
              {act.isPending ? submitting : confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
