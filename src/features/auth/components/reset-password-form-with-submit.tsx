import { authCatalogue } from '../auth-labels.ts';
import { useNavigate, useParams } from 'react-router-dom';
import { useApiClient } from '../../../api/client.ts';
import { useFormSubmit } from '../../../components/use-form-submit.ts';
import { resetPassword } from '../auth-api.ts';
import { type ResetPasswordLabels } from '../auth-labels.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { ResetPasswordForm, type NewPassword } from './reset-password-form.tsx';

type Props = {
  labels: ResetPasswordLabels;
  /** What the link's check answered: 8 for an operator's account (decision 084). */
  passwordMinLength: number;
  passwordPlaceholder: string;
};

/**
 * The new-password form with its submit, in its own chunk: sends the code of the reset link with
 * the new password; success goes to /success-reset-password.
 */
export function ResetPasswordFormWithSubmit({
  labels,
  passwordMinLength,
  passwordPlaceholder,
}: Props) {
  const { authTexts } = useTexts(authCatalogue);
  const client = useApiClient();
  const navigate = useNavigate();
  const { vUniqueCode = '' } = useParams();
  const reset = useFormSubmit({
    submit: (values: NewPassword) => resetPassword(client, { vUniqueCode, ...values }),
    successMessage: (answer) => answer.message,
    fallbackErrorMessage: authTexts.RESET_FAILED,
    errorShownInForm: true,
    onDone: () => navigate('/success-reset-password', { replace: true }),
  });

  return (
    <ResetPasswordForm
      labels={labels}
      passwordMinLength={passwordMinLength}
      passwordPlaceholder={passwordPlaceholder}
      submitting={reset.isSubmitting}
      error={reset.error}
      onSubmit={reset.submit}
    />
  );
}
