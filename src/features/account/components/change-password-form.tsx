import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import * as fieldRules from '../../../api/field-rules.ts';
import { useFieldChecks } from '../../../components/use-field-checks.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import type { ChangePasswordLabels } from '../account-labels.ts';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';

export type ChangePasswordValues = {
  vCurrentPassword: string;
  vPassword: string;
  vConfirmPassword: string;
};

type Props = {
  labels: ChangePasswordLabels;
  submitting: boolean;
  onSubmit: (values: ChangePasswordValues) => void;
};

/** Current password, then the new one twice, checked with the spec's password messages (§5). */
export function ChangePasswordForm({ labels, submitting, onSubmit }: Props) {
  const checks = useFieldChecks();
  const form = useForm<ChangePasswordValues>({
    mode: 'controlled',
    initialValues: { vCurrentPassword: '', vPassword: '', vConfirmPassword: '' },
    validate: {
      vCurrentPassword: (value) =>
        value === '' ? checks.say(fieldRules.CurrentPassword.messages.required) : null,
      vPassword: checks.newPassword,
      vConfirmPassword: (value, values) => checks.confirmPassword(value, values.vPassword),
    },
  });

  return (
    <form noValidate aria-labelledby="change-password-heading" onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="md">
        <PasswordInput
          label={labels.CURRENT_PASSWORD_LABEL}
          placeholder={labels.CURRENT_PASSWORD_PLACEHOLDER}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('vCurrentPassword')}
        />
        <PasswordInput
          label={labels.NEW_PASSWORD_LABEL}
          placeholder={labels.NEW_PASSWORD_PLACEHOLDER}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('vPassword')}
        />
        <PasswordInput
          label={labels.CONFIRM_PASSWORD_LABEL}
          placeholder={labels.CONFIRM_PASSWORD_PLACEHOLDER}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('vConfirmPassword')}
        />
        <Group>
          <SubmitButton loading={submitting}>{labels.SUBMIT}</SubmitButton>
          <Button component={Link} to="/profile" variant="default">
            {labels.CANCEL}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
