import { lazy, Suspense } from 'react';
import { useLabels } from '../../api/use-labels.ts';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useTexts } from '../../i18n/texts.ts';
import { authCatalogue } from './auth-labels.ts';
import { AuthCard } from './components/auth-card.tsx';

// The form and its submit (XState, @mantine/form) arrive after the heading has painted.
const RegisterFormWithSubmit = lazy(() =>
  import('./components/register-form-with-submit.tsx').then((module) => ({
    default: module.RegisterFormWithSubmit,
  })),
);

/**
 * The empty form's height in Chromium (px) from a 390 px phone up, so nothing moves when it
 * arrives; the names sit side by side from `xs`.
 */
const REGISTER_FORM_HEIGHT = { base: 702, xs: 605 };

/** /register: creates an inactive customer; the activation link arrives by e-mail. */
export function RegisterPage() {
  const labels = useLabels('register', useTexts(authCatalogue).registerLabels);
  const { authTexts } = useTexts(authCatalogue);
  usePageTitle(labels.HEADING);

  return (
    <AuthCard heading={labels.HEADING} subheading={labels.SUBHEADING}>
      <Suspense
        fallback={<FormSkeleton label={authTexts.LOADING_REGISTER_FORM} h={REGISTER_FORM_HEIGHT} />}
      >
        <RegisterFormWithSubmit labels={labels} />
      </Suspense>
    </AuthCard>
  );
}
