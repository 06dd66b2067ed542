import { Button, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLabels } from '../../api/use-labels.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { AuthCard } from './components/auth-card.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { authCatalogue } from './auth-labels.ts';

/** /success-registration: tells the new customer to follow the activation link in their e-mail. */
export function SuccessRegistrationPage() {
  const labels = useLabels(
    'success-registration',
    useTexts(authCatalogue).successRegistrationLabels,
  );
  usePageTitle(labels.HEADING);
  return (
    <AuthCard heading={labels.HEADING}>
      <Text>{labels.TEXT}</Text>
      <Text size="sm" c="dimmed">
        {labels.HINT}
      </Text>
      <Button component={Link} to="/" variant="light" w="fit-content">
        {labels.BACK_HOME}
      </Button>
    </AuthCard>
  );
}
