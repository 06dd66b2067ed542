import { useId } from 'react';
import { Anchor, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { dataOf, useApiClient } from '../../../../api/client.ts';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminPayoutsTexts } from '../../components/console-texts.ts';
import { useConsoleFormat } from '../../components/use-console-format.ts';

/**
 * The cleaner's payout account on their console page (decision 133): whether the gateway pays
 * it (and the bank account's last four digits), what waits to be sent, and their payouts.
 */
export function CleanerPayouts({ contractorId }: { contractorId: number }) {
  const client = useApiClient();
  const { adminPayoutsLabels: labels } = useTexts(adminPayoutsTexts);
  const { t, money } = useConsoleFormat();
  const headingId = useId();
  const { data } = useQuery({
    queryKey: ['admin', 'payouts', 'account', contractorId],
    queryFn: () => dataOf(client.POST('/api/admin/payouts/account', { body: { contractorId } })),
  });
  if (!data) return null;
  const account =
    data.state === 'none'
      ? labels.ACCOUNT_NONE
      : data.state === 'incomplete'
        ? labels.ACCOUNT_INCOMPLETE
        : data.bankLast4
          ? t(labels.ACCOUNT_ENABLED, { last4: data.bankLast4 })
          : labels.ACCOUNT_ENABLED_NO_DIGITS;
  return (
    <Paper withBorder radius="md" p="md" mt="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="h4" mb="xs" id={headingId}>
        {labels.CLEANER_SECTION}
      </Title>
      <Text>{account}</Text>
      <Text size="sm" c="dimmed" mb="xs">
        {data.waitingItems > 0
          ? t(labels.CLEANER_WAITING, {
              amount: money(data.waiting),
              count: data.waitingItems,
              failed: data.failedItems,
            })
          : labels.CLEANER_NOTHING_WAITING}
      </Text>
      <Anchor component={Link} to={`/admin/payouts?contractorId=${contractorId}`} size="sm">
        {labels.SEE_CLEANER_PAYOUTS}
      </Anchor>
    </Paper>
  );
}
