import { useState } from 'react';
import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../api/client.ts';
import { useLabels } from '../../api/use-labels.ts';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { requestPasswordReset } from './auth-api.ts';
import { AuthCard } from './components/auth-card.tsx';
import { ForgotPasswordForm, forgotPasswordLabels } from './components/forgot-password-form.tsx';

/**
 * /forgot-password: asks for a reset link. The server answers alike whether or not the account
 * exists, and that sentence replaces the form once its toast has shown.
 */
export function ForgotPasswordPage() {
  const labels = useLabels('forgot-password', forgotPasswordLabels);
  usePageTitle(labels.HEADING);
  const client = useApiClient();
  const [sent, setSent] = useState<string | null>(null);
  const request = useFormSubmit({
    submit: (values: { vEmail: string }) => requestPasswordReset(client, values.vEmail),
    successMessage: (answer) => answer.message,
    fallbackErrorMessage: 'Failed to send the reset link.',
    onDone: (answer) => setSent(answer.message),
  });

  return (
    <AuthCard heading={labels.HEADING} subheading={sent ? undefined : labels.SUBHEADING}>
      {sent ? (
        <>
          <Alert color="spruce" variant="light">
            {sent}
          </Alert>
          <Anchor component={Link} to="/login" size="sm">
            {labels.BACK_TO_LOGIN}
          </Anchor>
        </>
      ) : (
        <ForgotPasswordForm
          labels={labels}
          submitting={request.isSubmitting}
          error={request.error}
          onSubmit={request.submit}
        />
      )}
    </AuthCard>
  );
}
