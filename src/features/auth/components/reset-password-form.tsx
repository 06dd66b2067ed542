import { Anchor, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { useFieldChecks } from '../../../components/use-field-checks.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import type { ResetPasswordLabels } from '../auth-labels.ts';
import { FormError } from './form-error.tsx';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';

export type NewPassword = { vPassword: string; vConfirmPassword: string };

type Props = {
  labels: ResetPasswordLabels;
  /** 6 as the spec says, 8 for an operator's account (decision 084). */
  passwordMinLength: number;
  passwordPlaceholder: string;
  submitting: boolean;
  error: string | null;
  onSubmit: (values: NewPassword) => void;
};

/** A new password and its confirmation (spec §5 password rules; an operator's, decision 084). */
export function ResetPasswordForm({
  labels,
  passwordMinLength,
  passwordPlaceholder,
  submitting,
  error,
  onSubmit,
}: Props) {
  const checks = useFieldChecks();
  const form = useForm<NewPassword>({
    mode: 'controlled',
    initialValues: { vPassword: '', vConfirmPassword: '' },
    validate: {
      vPassword: checks.newPasswordOfLength(passwordMinLength),
      vConfirmPassword: (value, values) => checks.confirmPassword(value, values.vPassword),
    },
  });

  return (
    <form noValidate aria-label={labels.HEADING} onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="md">
        <PasswordInput
          label={labels.NEW_PASSWORD_LABEL}
          placeholder={passwordPlaceholder}
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
        <FormError message={error} />
        <SubmitButton loading={submitting} fullWidth>
          {labels.SUBMIT}
        </SubmitButton>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {labels.BACK_TO_LOGIN}
        </Anchor>
      </Stack>
    </form>
  );
}
