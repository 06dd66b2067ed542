import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useApiClient } from '../../api/client.ts';
import { useLabels } from '../../api/use-labels.ts';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { currentRole } from '../../session/role.ts';
import { storeLogin } from '../../session/store-login.ts';
import { logIn, type LoginValues } from './auth-api.ts';
import { AuthCard } from './components/auth-card.tsx';
import { LoginForm, loginLabels } from './components/login-form.tsx';
import { AFTER_LOGIN_PATH, returnPathOf } from './return-path.ts';

/**
 * /login: stores the codes the login answers (spec §3), then returns to the page the visitor was
 * sent from, or the dashboard. Someone already logged in goes straight to the dashboard.
 */
export function LoginPage() {
  const labels = useLabels('login', loginLabels);
  usePageTitle(labels.LOGIN);
  const client = useApiClient();
  const navigate = useNavigate();
  const location = useLocation();
  // Read once: the codes this page stores on success must not bounce it away before the toast.
  const [signedInOnArrival] = useState(() => currentRole() !== 'visitor');
  const login = useFormSubmit({
    submit: async (values: LoginValues) => {
      const answer = await logIn(client, values);
      storeLogin(answer.data);
      return answer;
    },
    successMessage: (answer) => answer.message,
    fallbackErrorMessage: 'Failed to log in.',
    onDone: () => navigate(returnPathOf(location.state), { replace: true }),
  });

  if (signedInOnArrival) return <Navigate to={AFTER_LOGIN_PATH} replace />;

  return (
    <AuthCard heading={labels.HEADING} subheading={labels.SUBHEADING}>
      <LoginForm
        labels={labels}
        submitting={login.isSubmitting}
        error={login.error}
        onSubmit={login.submit}
      />
    </AuthCard>
  );
}
