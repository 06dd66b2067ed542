import { Alert, Card, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../../api/client.ts';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminTaxReportingTexts } from '../../components/console-texts.ts';
import { useConsoleFormat } from '../../components/use-console-format.ts';
import { cleanerTaxDetailsQuery } from '../queries.ts';
import '@mantine/core/styles/Table.css';

/**
 * A cleaner's tax details for reporting, masked (decision 135): name, city and province, birth
 * year, the SIN or BN's last three digits and whether they are registered for GST/HST. Opening
 * it is an audit entry.
 */
export function CleanerTaxDetails({ cleanerId }: { cleanerId: number }) {
  const client = useApiClient();
  const { adminTaxDetailsTexts: texts } = useTexts(adminTaxReportingTexts);
  const { t, dayOf } = useConsoleFormat();
  const query = useQuery(cleanerTaxDetailsQuery(client, cleanerId));
  const details = query.data?.oDetails;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="tax-details"
      mt="lg"
    >
      <Title order={2} fz="lg" id="tax-details" mb={4}>
        {texts.heading}
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        {texts.audited}
      </Text>
      {query.error ? (
        <Alert color="red">{query.error.message}</Alert>
      ) : query.data === undefined ? null : !details ? (
        <Text>{texts.none}</Text>
      ) : (
        <Table variant="vertical" withTableBorder={false} layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={200}>{texts.legalName}</Table.Th>
              <Table.Td>{details.vLegalName}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{texts.place}</Table.Th>
              <Table.Td>
                {details.vCity}, {details.eProvince}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{texts.birthYear}</Table.Th>
              <Table.Td>{details.iBirthYear}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{texts.number}</Table.Th>
              <Table.Td>
                {t(details.eNumberKind === 'bn' ? texts.bn : texts.sin, {
                  number: details.vNumber,
                })}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{texts.gstHst}</Table.Th>
              <Table.Td>{details.bGstHstRegistered ? texts.yes : texts.no}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{texts.savedOn}</Table.Th>
              <Table.Td>{dayOf(details.dtSavedAt)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
