import { lazy, Suspense } from 'react';
import { useLabels } from '../../api/use-labels.ts';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { resetPasswordLabels } from './auth-labels.ts';
import { AuthCard } from './components/auth-card.tsx';

// The form and its submit (XState, @mantine/form) arrive after the heading has painted.
const ResetPasswordFormWithSubmit = lazy(() =>
  import('./components/reset-password-form-with-submit.tsx').then((module) => ({
    default: module.ResetPasswordFormWithSubmit,
  })),
);

/** The empty form's height in Chromium (px) at any width, so nothing moves when it arrives. */
const RESET_PASSWORD_FORM_HEIGHT = 226;

/** /reset-password/{code}: the link of the reset e-mail; success goes to /success-reset-password. */
export function ResetPasswordPage() {
  const labels = useLabels('reset-password', resetPasswordLabels);
  usePageTitle(labels.HEADING);

  return (
    <AuthCard heading={labels.HEADING} subheading={labels.SUBHEADING}>
      <Suspense
        fallback={
          <FormSkeleton label="Loading the new-password form" h={RESET_PASSWORD_FORM_HEIGHT} />
        }
      >
        <ResetPasswordFormWithSubmit labels={labels} />
      </Suspense>
    </AuthCard>
  );
}
