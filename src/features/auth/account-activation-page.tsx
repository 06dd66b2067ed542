import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useApiClient } from '../../api/client.ts';
import { useLabels } from '../../api/use-labels.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { activate } from './auth-api.ts';
import { AuthCard } from './components/auth-card.tsx';

const defaultLabels = {
  HEADING: 'Activating Your Account',
  TEXT: 'Please wait a moment while we confirm your e-mail address.',
  LOGIN: 'Log In',
  BACK_HOME: 'Back to Home',
};

/**
 * /account-activation/{code}: the link of the activation e-mail. It activates the account once
 * and moves on to /account-verified; an unknown, used or expired code shows the server's
 * message. The code is single-use, so the call is a cached query: a second render or a
 * remount (React's strict mode) reuses its answer instead of spending the code twice.
 */
export function AccountActivationPage() {
  const labels = useLabels('account-activation', defaultLabels);
  usePageTitle(labels.HEADING);
  const client = useApiClient();
  const { vUniqueCode = '' } = useParams();
  const activation = useQuery({
    queryKey: ['account-activation', vUniqueCode],
    queryFn: () => activate(client, vUniqueCode),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  if (activation.isSuccess) return <Navigate to="/account-verified" replace />;

  return (
    <AuthCard heading={labels.HEADING}>
      {activation.isError ? (
        <>
          <Alert color="red" variant="light">
            {activation.error.message}
          </Alert>
          <Group>
            <Button component={Link} to="/login">
              {labels.LOGIN}
            </Button>
            <Button component={Link} to="/" variant="light">
              {labels.BACK_HOME}
            </Button>
          </Group>
        </>
      ) : (
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" aria-hidden />
          <Text>{labels.TEXT}</Text>
        </Group>
      )}
    </AuthCard>
  );
}
