import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../api/client.ts';
import { useLabels } from '../../api/use-labels.ts';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { register, type RegisterValues } from './auth-api.ts';
import { AuthCard } from './components/auth-card.tsx';
import { RegisterForm, registerLabels } from './components/register-form.tsx';

/** /register: creates an inactive customer; the activation link arrives by e-mail. */
export function RegisterPage() {
  const labels = useLabels('register', registerLabels);
  usePageTitle(labels.HEADING);
  const client = useApiClient();
  const navigate = useNavigate();
  const registration = useFormSubmit({
    submit: (values: RegisterValues) => register(client, values),
    successMessage: (answer) => answer.message,
    fallbackErrorMessage: 'Failed to create your account.',
    onDone: () => navigate('/success-registration'),
  });

  return (
    <AuthCard heading={labels.HEADING} subheading={labels.SUBHEADING}>
      <RegisterForm
        labels={labels}
        submitting={registration.isSubmitting}
        error={registration.error}
        onSubmit={registration.submit}
      />
    </AuthCard>
  );
}
