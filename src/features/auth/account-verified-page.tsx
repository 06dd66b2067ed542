import { Button, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLabels } from '../../api/use-labels.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { AuthCard } from './components/auth-card.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { authCatalogue } from './auth-labels.ts';

/** /account-verified: where a successful activation lands. */
export function AccountVerifiedPage() {
  const labels = useLabels('account-verified', useTexts(authCatalogue).accountVerifiedLabels);
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
