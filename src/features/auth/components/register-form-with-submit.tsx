import { authCatalogue } from '../auth-labels.ts';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApiClient } from '../../../api/client.ts';
import { useCaptcha } from '../../../components/captcha.tsx';
import { useFormSubmit } from '../../../components/use-form-submit.ts';
import { register, type RegisterValues } from '../auth-api.ts';
import { type RegisterLabels } from '../auth-labels.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { RegisterForm } from './register-form.tsx';
import { prefilledEmail } from '../prefilled-email.ts';

/** The registration form with its submit, in its own chunk: creates an inactive customer. */
export function RegisterFormWithSubmit({ labels }: { labels: RegisterLabels }) {
  const { authTexts } = useTexts(authCatalogue);
  const client = useApiClient();
  const navigate = useNavigate();
  const initialEmail = prefilledEmail(useLocation().state);
  const captcha = useCaptcha();
  const registration = useFormSubmit({
    submit: async (values: RegisterValues) => {
      const vRecaptchaToken = captcha.answer();
      try {
        return await register(client, vRecaptchaToken ? { ...values, vRecaptchaToken } : values);
      } finally {
        captcha.reset();
      }
    },
    successMessage: (answer) => answer.message,
    fallbackErrorMessage: authTexts.REGISTER_FAILED,
    errorShownInForm: true,
    onDone: () => navigate('/success-registration'),
  });

  return (
    <RegisterForm
      labels={labels}
      initialEmail={initialEmail}
      captcha={captcha}
      submitting={registration.isSubmitting}
      error={registration.error}
      onSubmit={registration.submit}
    />
  );
}
