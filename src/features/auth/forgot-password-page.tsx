import { lazy, Suspense, useState } from 'react';
import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLabels } from '../../api/use-labels.ts';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useTexts } from '../../i18n/texts.ts';
import { authCatalogue } from './auth-labels.ts';
import { AuthCard } from './components/auth-card.tsx';

// The form and its submit (XState, @mantine/form) arrive after the heading has painted.
const ForgotPasswordFormWithSubmit = lazy(() =>
  import('./components/forgot-password-form-with-submit.tsx').then((module) => ({
    default: module.ForgotPasswordFormWithSubmit,
  })),
);

/**
 * The empty form's height in Chromium (px) from a 390 px phone up, so nothing moves when it
 * arrives: in the brand typeface its help line fits on one line at every width we test.
 */
const FORGOT_PASSWORD_FORM_HEIGHT = 185;

/**
 * /forgot-password: asks for a reset link. The server answers alike whether or not the account
 * exists, and that sentence replaces the form once its toast has shown.
 */
export function ForgotPasswordPage() {
  const labels = useLabels('forgot-password', useTexts(authCatalogue).forgotPasswordLabels);
  const { authTexts } = useTexts(authCatalogue);
  usePageTitle(labels.HEADING);
  const [sent, setSent] = useState<string | null>(null);

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
        <Suspense
          fallback={
            <FormSkeleton label={authTexts.LOADING_FORGOT_FORM} h={FORGOT_PASSWORD_FORM_HEIGHT} />
          }
        >
          <ForgotPasswordFormWithSubmit labels={labels} onSent={setSent} />
        </Suspense>
      )}
    </AuthCard>
  );
}
