import { useLocation, useNavigate } from 'react-router-dom';
import { useApiClient } from '../../../api/client.ts';
import { useFormSubmit } from '../../../components/use-form-submit.ts';
import { storeLogin } from '../../../session/store-login.ts';
import { logIn, type LoginValues } from '../auth-api.ts';
import type { loginLabels } from '../auth-labels.ts';
import { operatorReturnPathOf, returnPathOf } from '../return-path.ts';
import { LoginForm } from './login-form.tsx';

/**
 * The login form with its submit, in its own chunk: stores the codes the login answers (spec §3),
 * then returns to the page the visitor was sent from, or the dashboard (an operator: /admin).
 */
export function LoginFormWithSubmit({ labels }: { labels: typeof loginLabels }) {
  const client = useApiClient();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useFormSubmit({
    submit: async (values: LoginValues) => {
      const answer = await logIn(client, values);
      storeLogin(answer.data);
      return answer;
    },
    successMessage: (answer) => answer.message,
    fallbackErrorMessage: 'Failed to log in.',
    errorShownInForm: true,
    onDone: (answer) =>
      navigate(
        answer.data.vOperatorUniqueCode
          ? operatorReturnPathOf(location.state)
          : returnPathOf(location.state),
        { replace: true },
      ),
  });

  return (
    <LoginForm
      labels={labels}
      submitting={login.isSubmitting}
      error={login.error}
      onSubmit={login.submit}
    />
  );
}
