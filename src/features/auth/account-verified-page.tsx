import { Button, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLabels } from '../../api/use-labels.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { AuthCard } from './components/auth-card.tsx';
import { accountVerifiedLabels } from '#shared/catalogue/en-CA/auth.ts';

/** /account-verified: where a successful activation lands. */
export function AccountVerifiedPage() {
  const labels = useLabels('account-verified', accountVerifiedLabels);
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
