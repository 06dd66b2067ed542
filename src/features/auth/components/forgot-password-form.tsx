import { Anchor, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { useFieldChecks } from '../../../components/use-field-checks.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import type { ForgotPasswordLabels } from '../auth-labels.ts';
import { FormError } from './form-error.tsx';
import '@mantine/core/styles/Input.css';
import { EmailInput } from '../../../components/email-input.tsx';

type Props = {
  labels: ForgotPasswordLabels;
  submitting: boolean;
  error: string | null;
  onSubmit: (values: { vEmail: string }) => void;
  /** The e-mail to start with (from a guest's booking page); empty by default. */
  initialEmail?: string;
};

/** The e-mail address to send a reset link to. */
export function ForgotPasswordForm({
  labels,
  submitting,
  error,
  onSubmit,
  initialEmail = '',
}: Props) {
  const checks = useFieldChecks();
  const form = useForm({
    mode: 'controlled',
    initialValues: { vEmail: initialEmail },
    validate: { vEmail: checks.email },
  });

  return (
    <form
      noValidate
      aria-label={labels.HEADING}
      onSubmit={form.onSubmit((values) => onSubmit({ vEmail: values.vEmail.trim() }))}
    >
      <Stack gap="md">
        <EmailInput
          label={labels.EMAIL_LABEL}
          placeholder={labels.EMAIL_PLACEHOLDER}
          withAsterisk
          {...form.getInputProps('vEmail')}
        />
        <Text size="sm" c="dimmed">
          {labels.LINK_HELP}
        </Text>
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
