import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useLabels } from '../../api/use-labels.ts';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { currentRole, isOperatorLogin } from '../../session/role.ts';
import { useTexts } from '../../i18n/texts.ts';
import { authCatalogue } from './auth-labels.ts';
import { AuthCard } from './components/auth-card.tsx';
import { AFTER_LOGIN_PATH, OPERATOR_HOME_PATH } from './return-path.ts';

// The form and its submit (XState, @mantine/form) arrive after the heading has painted.
const LoginFormWithSubmit = lazy(() =>
  import('./components/login-form-with-submit.tsx').then((module) => ({
    default: module.LoginFormWithSubmit,
  })),
);

/**
 * The empty form's height in Chromium (px) from a 390 px phone up, so nothing moves when it
 * arrives.
 */
const LOGIN_FORM_HEIGHT = 299;

/**
 * /login: the form stores the codes the login answers (spec §3), then returns to the page the
 * visitor was sent from, or the dashboard. Someone already logged in goes straight to the
 * dashboard.
 */
export function LoginPage() {
  const labels = useLabels('login', useTexts(authCatalogue).loginLabels);
  const { authTexts } = useTexts(authCatalogue);
  usePageTitle(labels.LOGIN);
  // Read once: the codes the form stores on success must not bounce the page away before the toast.
  const [signedInOnArrival] = useState(() => currentRole() !== 'visitor');
  const [operatorOnArrival] = useState(() => isOperatorLogin());

  if (operatorOnArrival) return <Navigate to={OPERATOR_HOME_PATH} replace />;
  if (signedInOnArrival) return <Navigate to={AFTER_LOGIN_PATH} replace />;

  return (
    <AuthCard heading={labels.HEADING} subheading={labels.SUBHEADING}>
      <Suspense
        fallback={<FormSkeleton label={authTexts.LOADING_LOGIN_FORM} h={LOGIN_FORM_HEIGHT} />}
      >
        <LoginFormWithSubmit labels={labels} />
      </Suspense>
    </AuthCard>
  );
}
