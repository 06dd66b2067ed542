import { useEffect, useRef } from 'react';
import { Alert, Button, Loader, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { dataOf, useApiClient } from '../../api/client.ts';
import { usePayoutSetup } from '../../components/payout-setup.ts';
import { payoutTexts } from '../../components/payout-texts.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useTexts } from '../../i18n/texts.ts';
import { sentenceOr } from '../../api/reachable.ts';

/**
 * /payouts/return: where the gateway's onboarding brings the cleaner back (decision 133). The
 * account is read from the gateway again and kept; an account the gateway pays goes on to the
 * dashboard, which shows it; one still missing details says so.
 */
export function PayoutReturnPage() {
  const { payoutReturnTexts: texts } = useTexts(payoutTexts);
  usePageTitle(texts.title);
  const client = useApiClient();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const refresh = useMutation({
    mutationFn: () => dataOf(client.POST('/api/contractor/payout_account/refresh', { body: {} })),
    onSuccess: async (account) => {
      await queries.invalidateQueries({ queryKey: ['dashboard'] });
      if (account.eState === 'enabled') void navigate('/dashboard', { replace: true });
    },
  });
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    refresh.mutate();
  }, [refresh]);

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{texts.title}</Title>
      {refresh.isError ? (
        <Alert color="red" role="alert">
          {sentenceOr(refresh.error, texts.failed)}
        </Alert>
      ) : refresh.data && refresh.data.eState !== 'enabled' ? (
        <Alert color="yellow" role="status">
          {texts.incomplete}
        </Alert>
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{refresh.data ? texts.done : texts.checking}</Text>
        </Group>
      )}
      <Button component={Link} to="/dashboard" variant="default" w="fit-content">
        {texts.toDashboard}
      </Button>
    </Stack>
  );
}

/**
 * /payouts/refresh: Stripe's onboarding link lapsed or was used (its refresh_url): a new link is
 * asked for at once and the cleaner goes on.
 */
export function PayoutRefreshPage() {
  const { payoutReturnTexts: texts, payoutBannerTexts } = useTexts(payoutTexts);
  usePageTitle(texts.title);
  const setup = usePayoutSetup();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    setup.start();
  }, [setup]);
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{texts.title}</Title>
      {setup.failed !== null ? (
        <Alert color="red" role="alert">
          {setup.failed || payoutBannerTexts.failed}
        </Alert>
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{texts.restarting}</Text>
        </Group>
      )}
      <Button component={Link} to="/dashboard" variant="default" w="fit-content">
        {texts.toDashboard}
      </Button>
    </Stack>
  );
}
