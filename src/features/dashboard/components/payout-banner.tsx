import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { usePayoutSetup } from '../../../components/payout-setup.ts';
import { payoutTexts } from '../../../components/payout-texts.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { payoutAccountQuery } from '../queries.ts';

/**
 * The cleaner's payouts on their dashboard (issue 43, decision 133): a banner while payouts are
 * not set up (their earnings wait; they can still accept jobs) with "Set up payouts", and once
 * the gateway pays the account, the account it pays with a way to change it.
 */
export function PayoutBanner() {
  const client = useApiClient();
  const { data } = useQuery(payoutAccountQuery(client));
  const { payoutBannerTexts: texts } = useTexts(payoutTexts);
  const format = useFormat();
  const setup = usePayoutSetup();
  if (!data) return null;
  const failure = setup.failed !== null && (
    <Text size="sm" c="red.8" role="alert" mt="xs">
      {setup.failed || texts.failed}
    </Text>
  );

  if (data.eState === 'enabled') {
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-label={texts.doneHeading}>
        <Group justify="space-between" gap="sm">
          <Text>
            {data.vBankLast4
              ? format.t(texts.done, { last4: data.vBankLast4 })
              : texts.doneNoDigits}
          </Text>
          <Button variant="light" loading={setup.starting} onClick={setup.start}>
            {texts.update}
          </Button>
        </Group>
        {failure}
      </Paper>
    );
  }

  const incomplete = data.eState === 'incomplete';
  return (
    <Alert
      color="spruce"
      role="status"
      title={incomplete ? texts.incompleteHeading : texts.heading}
    >
      <Text size="sm">{incomplete ? texts.incompleteText : texts.text}</Text>
      {data.fWaiting > 0 && (
        <Text size="sm" fw={700} mt="xs">
          {format.t(texts.waiting, { amount: format.money(data.fWaiting) })}
        </Text>
      )}
      <Button mt="sm" size="md" loading={setup.starting} onClick={setup.start}>
        {incomplete ? texts.finish : texts.setUp}
      </Button>
      {failure}
    </Alert>
  );
}
