import { authCatalogue } from '../auth-labels.ts';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApiClient } from '../../../api/client.ts';
import { useFormSubmit } from '../../../components/use-form-submit.ts';
import { storeLogin, type LoginCodes } from '../../../session/store-login.ts';
import { logIn, type LoginValues } from '../auth-api.ts';
import { type LoginLabels } from '../auth-labels.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { operatorReturnPathOf, returnPathOf } from '../return-path.ts';
import { LoginForm } from './login-form.tsx';
import { SecondFactorStep } from './second-factor-step.tsx';

/**
 * The login form with its submit, in its own chunk: stores the codes the login answers (spec §3),
 * then returns to the page the visitor was sent from, or the dashboard (an operator: /admin).
 */
export function LoginFormWithSubmit({ labels }: { labels: LoginLabels }) {
  const { authTexts } = useTexts(authCatalogue);
  const client = useApiClient();
  const navigate = useNavigate();
  const location = useLocation();
  // An operator's login waiting for its second factor (decision 078): the codes are stored, and
  // the console opened, only once it is passed.
  const [secondFactor, setSecondFactor] = useState<{
    step: 'setup' | 'code';
    codes: LoginCodes;
  } | null>(null);
  const login = useFormSubmit({
    submit: async (values: LoginValues) => {
      const answer = await logIn(client, values);
      if (!answer.data.vSecondFactor) storeLogin(answer.data);
      return answer;
    },
    successMessage: (answer) => answer.message,
    fallbackErrorMessage: authTexts.LOGIN_FAILED,
    errorShownInForm: true,
    onDone: (answer) => {
      if (answer.data.vSecondFactor) {
        setSecondFactor({ step: answer.data.vSecondFactor, codes: answer.data });
        return;
      }
      void navigate(
        answer.data.vOperatorUniqueCode
          ? operatorReturnPathOf(location.state)
          : returnPathOf(location.state),
        { replace: true },
      );
    },
  });

  if (secondFactor) {
    return (
      <SecondFactorStep
        step={secondFactor.step}
        onPassed={() => {
          storeLogin(secondFactor.codes);
          void navigate(operatorReturnPathOf(location.state), { replace: true });
        }}
      />
    );
  }

  return (
    <LoginForm
      labels={labels}
      submitting={login.isSubmitting}
      error={login.error}
      onSubmit={login.submit}
    />
  );
}
