import { Button, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLabels } from '../../api/use-labels.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { AuthCard } from './components/auth-card.tsx';

const defaultLabels = {
  HEADING: 'Your Account Is Verified',
  TEXT: 'Thanks for confirming your e-mail address. You can now log in to book cleanings and manage them from your dashboard.',
  LOGIN: 'Log In',
};

/** /account-verified: where a successful activation lands. */
export function AccountVerifiedPage() {
  const labels = useLabels('account-verified', defaultLabels);
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
