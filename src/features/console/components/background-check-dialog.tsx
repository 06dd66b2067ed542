import { Alert, Button, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '#shared/api-schema.d.ts';
import { useTexts } from '../../../i18n/texts.ts';
import {
  AdminCheckExpiresOn,
  AdminCheckProvider,
  AdminCheckedOn,
} from '../../../api/field-rules.ts';
import { useFieldChecks } from '../../../components/use-field-checks.ts';
import { checkTexts } from './check-texts.ts';
import { announceAdminChange } from './use-console-action.ts';
import '@mantine/core/styles/Modal.css';
import { useSubmittingLabel } from '../../../components/submit-button.tsx';

export type BackgroundCheck = components['schemas']['AdminBackgroundCheck'];

type Props = {
  opened: boolean;
  title: string;
  intro?: string;
  submitLabel: string;
  /** The call; resolves to the server's sentence (a green toast), throws its refusal. */
  onSubmit: (check: BackgroundCheck) => Promise<string>;
  onClose: () => void;
};

/**
 * Records a background check (decision 134): who ran it, when, its result and when it expires.
 * The approval of an application and a cleaner's renewal both ask it. The contract's sentences
 * show under the fields before anything is sent; the server's refusal (a check not clear cannot
 * approve, a date in the future) shows in the dialog, which stays open.
 */
export function BackgroundCheckDialog({
  opened,
  title,
  intro,
  submitLabel,
  onSubmit,
  onClose,
}: Props) {
  const { checkConsoleTexts: labels } = useTexts(checkTexts);
  const submitting = useSubmittingLabel();
  const checks = useFieldChecks();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { provider: '', checkedOn: '', result: 'clear', expiresOn: '' },
    validate: {
      provider: (value) =>
        value.trim() === '' ? checks.say(AdminCheckProvider.messages.required) : null,
      checkedOn: (value) => (value === '' ? checks.say(AdminCheckedOn.messages.required) : null),
      expiresOn: (value) =>
        value === '' ? checks.say(AdminCheckExpiresOn.messages.required) : null,
    },
  });
  const act = useMutation({
    mutationFn: onSubmit,
    onSuccess: async (message) => {
      await announceAdminChange(queryClient, message);
      form.reset();
      onClose();
    },
  });
  const close = () => {
    if (act.isPending) return;
    act.reset();
    form.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      closeButtonProps={{ 'aria-label': labels.CLOSE }}
      centered
    >
      <form
        aria-label={title}
        noValidate
        onSubmit={form.onSubmit((values) =>
          act.mutate({
            provider: values.provider,
            checkedOn: values.checkedOn,
            result: values.result === 'notClear' ? 'notClear' : 'clear',
            expiresOn: values.expiresOn,
          }),
        )}
      >
        <Stack gap="md">
          {intro ? <Text size="sm">{intro}</Text> : null}
          <TextInput
            label={labels.PROVIDER}
            description={labels.PROVIDER_HELP}
            withAsterisk
            maxLength={AdminCheckProvider.maxLength}
            data-autofocus
            {...form.getInputProps('provider')}
          />
          <TextInput
            type="date"
            label={labels.CHECKED_ON}
            withAsterisk
            {...form.getInputProps('checkedOn')}
          />
          <Select
            label={labels.RESULT}
            withAsterisk
            allowDeselect={false}
            data={[
              { value: 'clear', label: labels.CLEAR },
              { value: 'notClear', label: labels.NOT_CLEAR },
            ]}
            {...form.getInputProps('result')}
          />
          <TextInput
            type="date"
            label={labels.EXPIRES_ON}
            withAsterisk
            {...form.getInputProps('expiresOn')}
          />
          {act.error ? (
            <Alert color="red" variant="light" role="alert">
              {act.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={act.isPending}>
              {labels.CANCEL}
            </Button>
            <Button
              type="submit"
              disabled={act.isPending}
              leftSection={act.isPending ? <Loader size={14} color="gray" /> : undefined}
            >
              {act.isPending ? submitting : submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
