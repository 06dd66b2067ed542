import { authCatalogue } from '../auth-labels.ts';
import { useLocation } from 'react-router-dom';
import { useApiClient } from '../../../api/client.ts';
import { useFormSubmit } from '../../../components/use-form-submit.ts';
import { requestPasswordReset } from '../auth-api.ts';
import { type ForgotPasswordLabels } from '../auth-labels.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { prefilledEmail } from '../prefilled-email.ts';

type Props = {
  labels: ForgotPasswordLabels;
  /** The server's answer, once its toast has shown. */
  onSent: (message: string) => void;
};

/** The forgotten-password form with its submit, in its own chunk. */
export function ForgotPasswordFormWithSubmit({ labels, onSent }: Props) {
  const { authTexts } = useTexts(authCatalogue);
  const client = useApiClient();
  const initialEmail = prefilledEmail(useLocation().state);
  const request = useFormSubmit({
    submit: (values: { vEmail: string }) => requestPasswordReset(client, values.vEmail),
    successMessage: (answer) => answer.message,
    fallbackErrorMessage: authTexts.RESET_LINK_FAILED,
    errorShownInForm: true,
    onDone: (answer) => onSent(answer.message),
  });

  return (
    <ForgotPasswordForm
      labels={labels}
      initialEmail={initialEmail}
      submitting={request.isSubmitting}
      error={request.error}
      onSubmit={request.submit}
    />
  );
}
