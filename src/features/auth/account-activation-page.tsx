import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router-dom';
import { ApiError, useApiClient } from '../../api/client.ts';
import { useLabels } from '../../api/use-labels.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { activate } from './auth-api.ts';
import { AuthCard } from './components/auth-card.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { authCatalogue } from './auth-labels.ts';

/** The server's 409: the code was this account's and the account is already active. */
const ALREADY_ACTIVE_STATUS = 409;

/**
 * /account-activation/{code}: the link of the activation e-mail. It activates the account once
 * and moves on to /account-verified. Opened again, it says the account is already active and
 * offers Log In (decision 033); an unknown or expired code says the link cannot be used. The
 * heading always says which of these it is. The code is single-use, so the call is a cached query: a second render or a
 * remount (React's strict mode) reuses its answer instead of spending the code twice.
 */
export function AccountActivationPage() {
  const labels = useLabels('account-activation', useTexts(authCatalogue).accountActivationLabels);
  const client = useApiClient();
  const { vUniqueCode = '' } = useParams();
  const activation = useQuery({
    queryKey: ['account-activation', vUniqueCode],
    queryFn: () => activate(client, vUniqueCode),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  const alreadyActive =
    activation.error instanceof ApiError && activation.error.status === ALREADY_ACTIVE_STATUS;
  const heading = !activation.isError
    ? labels.HEADING
    : alreadyActive
      ? labels.ALREADY_ACTIVE_HEADING
      : labels.INVALID_HEADING;
  usePageTitle(heading);

  if (activation.isSuccess) return <Navigate to="/account-verified" replace />;

  return (
    <AuthCard heading={heading}>
      {activation.isError ? (
        <>
          <Alert color={alreadyActive ? 'blue' : 'red'} variant="light">
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
