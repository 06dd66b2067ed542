import { useNavigate, useParams } from 'react-router-dom';
import { useApiClient } from '../../api/client.ts';
import { useLabels } from '../../api/use-labels.ts';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { resetPassword } from './auth-api.ts';
import { AuthCard } from './components/auth-card.tsx';
import {
  ResetPasswordForm,
  resetPasswordLabels,
  type NewPassword,
} from './components/reset-password-form.tsx';

/** /reset-password/{code}: the link of the reset e-mail; success goes to /success-reset-password. */
export function ResetPasswordPage() {
  const labels = useLabels('reset-password', resetPasswordLabels);
  usePageTitle(labels.HEADING);
  const client = useApiClient();
  const navigate = useNavigate();
  const { vUniqueCode = '' } = useParams();
  const reset = useFormSubmit({
    submit: (values: NewPassword) => resetPassword(client, { vUniqueCode, ...values }),
    successMessage: (answer) => answer.message,
    fallbackErrorMessage: 'Failed to reset your password.',
    onDone: () => navigate('/success-reset-password', { replace: true }),
  });

  return (
    <AuthCard heading={labels.HEADING} subheading={labels.SUBHEADING}>
      <ResetPasswordForm
        labels={labels}
        submitting={reset.isSubmitting}
        error={reset.error}
        onSubmit={reset.submit}
      />
    </AuthCard>
  );
}
