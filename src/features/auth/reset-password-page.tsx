import { lazy, Suspense } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useApiClient } from '../../api/client.ts';
import { useLabels } from '../../api/use-labels.ts';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
// The contract's rule itself: form-rules.ts would bring the forms' message formatting along.
import { Password } from '../../api/field-rules.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { checkResetLink } from './auth-api.ts';
import { useTexts } from '../../i18n/texts.ts';
import { authCatalogue } from './auth-labels.ts';
import { AuthCard } from './components/auth-card.tsx';

// The form and its submit (XState, @mantine/form) arrive after the heading has painted.
const ResetPasswordFormWithSubmit = lazy(() =>
  import('./components/reset-password-form-with-submit.tsx').then((module) => ({
    default: module.ResetPasswordFormWithSubmit,
  })),
);

/** The empty form's height in Chromium (px) at any width, so nothing moves when it arrives. */
const RESET_PASSWORD_FORM_HEIGHT = 226;

/**
 * /reset-password/{code}: the link of the reset e-mail; success goes to /success-reset-password.
 * The link is checked as the page opens (authResetPasswordCheck, which spends nothing): a used,
 * expired or unknown one says so and offers a new link instead of a form that could only fail.
 */
export function ResetPasswordPage() {
  const labels = useLabels('reset-password', useTexts(authCatalogue).resetPasswordLabels);
  const { authTexts } = useTexts(authCatalogue);
  const client = useApiClient();
  const { vUniqueCode = '' } = useParams();
  const check = useQuery({
    queryKey: ['reset-link', vUniqueCode],
    queryFn: () => checkResetLink(client, vUniqueCode),
    retry: false,
    // Checked again on each arrival: the link may have been used in another tab meanwhile.
    staleTime: 0,
    gcTime: 0,
  });
  usePageTitle(check.isError ? labels.LINK_USED_HEADING : labels.HEADING);

  if (check.isError) {
    return (
      <AuthCard heading={labels.LINK_USED_HEADING}>
        <Alert color="red" variant="light">
          {check.error.message}
        </Alert>
        <Text>{labels.LINK_USED_TEXT}</Text>
        <Group>
          <Button component={Link} to="/forgot-password">
            {labels.NEW_LINK}
          </Button>
          <Button component={Link} to="/login" variant="light">
            {labels.BACK_TO_LOGIN}
          </Button>
        </Group>
      </AuthCard>
    );
  }

  const skeleton = (
    <FormSkeleton label={authTexts.LOADING_RESET_FORM} h={RESET_PASSWORD_FORM_HEIGHT} />
  );
  // An operator's link asks for a longer password than the spec's 6 (decision 084).
  const passwordMinLength = check.data?.data.passwordMinLength ?? Password.minLength;
  const forOperator = passwordMinLength > Password.minLength;
  return (
    <AuthCard
      heading={labels.HEADING}
      subheading={forOperator ? labels.OPERATOR_SUBHEADING : labels.SUBHEADING}
    >
      {check.isSuccess ? (
        <Suspense fallback={skeleton}>
          <ResetPasswordFormWithSubmit
            labels={labels}
            passwordMinLength={passwordMinLength}
            passwordPlaceholder={
              forOperator ? labels.OPERATOR_PASSWORD_PLACEHOLDER : labels.NEW_PASSWORD_PLACEHOLDER
            }
          />
        </Suspense>
      ) : (
        skeleton
      )}
    </AuthCard>
  );
}
