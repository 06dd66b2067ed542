import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import * as fieldRules from '../../../api/field-rules.ts';
import { confirmPasswordError, newPasswordError } from '../../../components/form-rules.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import type { ChangePasswordLabels } from '../account-labels.ts';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';

export type ChangePasswordValues = {
  vCurrentPassword: string;
  vPassword: string;
  vConfirmPassword: string;
};

export const CURRENT_PASSWORD_REQUIRED = fieldRules.CurrentPassword.messages.required;

type Props = {
  labels: ChangePasswordLabels;
  submitting: boolean;
  onSubmit: (values: ChangePasswordValues) => void;
};

/** Current password, then the new one twice, checked with the spec's password messages (§5). */
export function ChangePasswordForm({ labels, submitting, onSubmit }: Props) {
  const form = useForm<ChangePasswordValues>({
    mode: 'controlled',
    initialValues: { vCurrentPassword: '', vPassword: '', vConfirmPassword: '' },
    validate: {
      vCurrentPassword: (value) => (value === '' ? CURRENT_PASSWORD_REQUIRED : null),
      vPassword: newPasswordError,
      vConfirmPassword: (value, values) => confirmPasswordError(value, values.vPassword),
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
