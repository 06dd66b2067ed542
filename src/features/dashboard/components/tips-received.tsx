import { useId } from 'react';
import { Alert, Paper, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { tipTexts } from '../../../components/tip-texts.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { contractorTipsQuery } from '../queries.ts';
import classes from './weekly-earnings.module.css';
import '@mantine/core/styles/Table.css';

/**
 * The cleaner's tips beside their earnings (issue 42, decision 119): the total, and each tip with
 * the customer's first name and the day; nothing else of the customer.
 */
export function TipsReceived() {
  const client = useApiClient();
  const { data, error } = useQuery(contractorTipsQuery(client));
  const { tipsReceivedTexts: texts } = useTexts(tipTexts);
  const format = useFormat();
  const headingId = useId();
  if (error) return <Alert color="red">{error.message}</Alert>;
  if (!data) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="h4" mb="xs" id={headingId}>
        {texts.heading}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {texts.intro}
      </Text>
      <Text fw={700} mb="sm">
        {format.t(texts.total, { amount: format.money(data.fTotal) })}
      </Text>
      {data.tips.length === 0 ? (
        <Text>{texts.none}</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.date}</Table.Th>
              <Table.Th>{texts.customer}</Table.Th>
              <Table.Th ta="right">{texts.amount}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.tips.map((tip, index) => (
              <Table.Tr key={`${tip.dTippedOn}-${index}`}>
                <Table.Td>{format.day(tip.dTippedOn)}</Table.Td>
                <Table.Td>{tip.vCustomerFirstName}</Table.Td>
                <Table.Td ta="right" fw={700} className={classes.figure}>
                  {format.money(tip.fAmount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
