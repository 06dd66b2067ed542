import { Anchor, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { useFieldChecks } from '../../../components/use-field-checks.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import type { LoginValues } from '../auth-api.ts';
import type { LoginLabels } from '../auth-labels.ts';
import { FormError } from './form-error.tsx';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { EmailInput } from '../../../components/email-input.tsx';

type Props = {
  labels: LoginLabels;
  submitting: boolean;
  /** The server's refusal of the last attempt. */
  error: string | null;
  onSubmit: (values: LoginValues) => void;
};

/** E-mail and password, checked before they are sent (openapi.yaml LoginRequest messages). */
export function LoginForm({ labels, submitting, error, onSubmit }: Props) {
  const checks = useFieldChecks();
  const form = useForm({
    mode: 'controlled',
    initialValues: { vEmail: '', vPassword: '' },
    validate: { vEmail: checks.email, vPassword: checks.enteredPassword },
  });

  return (
    <form
      noValidate
      aria-label={labels.HEADING}
      onSubmit={form.onSubmit((values) =>
        onSubmit({ vEmail: values.vEmail.trim(), vPassword: values.vPassword }),
      )}
    >
      <Stack gap="md">
        <EmailInput
          label={labels.EMAIL_LABEL}
          placeholder={labels.EMAIL_PLACEHOLDER}
          withAsterisk
          {...form.getInputProps('vEmail')}
        />
        <PasswordInput
          label={labels.PASSWORD_LABEL}
          placeholder={labels.PASSWORD_PLACEHOLDER}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('vPassword')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm">
            {labels.FORGOT_PASSWORD}
          </Anchor>
        </Group>
        <FormError message={error} />
        <SubmitButton loading={submitting} fullWidth>
          {labels.LOGIN}
        </SubmitButton>
        <Text size="sm" ta="center">
          {labels.NO_ACCOUNT}{' '}
          <Anchor component={Link} to="/register" underline="always">
            {labels.REGISTER_LINK}
          </Anchor>
        </Text>
        <Text size="sm" ta="center">
          {labels.CONTRACTOR_PROMPT}{' '}
          <Anchor component={Link} to="/contractor-application" underline="always">
            {labels.CONTRACTOR_LINK}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
