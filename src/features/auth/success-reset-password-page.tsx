import { Button, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLabels } from '../../api/use-labels.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { AuthCard } from './components/auth-card.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { authCatalogue } from './auth-labels.ts';

/** /success-reset-password: where a password reset lands. */
export function SuccessResetPasswordPage() {
  const labels = useLabels(
    'success-reset-password',
    useTexts(authCatalogue).successResetPasswordLabels,
  );
  usePageTitle(labels.HEADING);
  return (
    <AuthCard heading={labels.HEADING}>
      <Text>{labels.TEXT}</Text>
      <Button component={Link} to="/login" w="fit-content">
        {labels.LOGIN}
      </Button>
    </AuthCard>
  );
}
