import { Badge, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { components } from '#shared/api-schema.d.ts';
import { useFormat } from '../../../../i18n/use-format.ts';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminPeopleTexts } from '../../components/console-texts.ts';
import '@mantine/core/styles/Table.css';

type SupplyDemand = components['schemas']['AdminSupplyDemand'];

/**
 * Per city, one small table of weekdays: a city is short on a weekday when it has more paid
 * bookings than cleaners. Seven rows of three figures fit a phone as they are, so the same table
 * serves both widths.
 */
export function SupplyDemandTables({ figures }: { figures: SupplyDemand }) {
  const { adminCleanersLabels: labels, weekdayNames } = useTexts(adminPeopleTexts);
  const { t } = useFormat();
  return (
    <section aria-labelledby="supply-heading">
      <Title id="supply-heading" order={2} fz="h3" mb="xs">
        {labels.SUPPLY_HEADING}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t(labels.SUPPLY_TEXT, { days: figures.days })}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        {labels.SUPPLY_HOURS_NOTE}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {figures.cities.map((city) => (
          <Paper key={city.cityId} withBorder radius="md" p="md">
            <Title order={3} fz="h5" mb="xs">
              {city.cityName}
            </Title>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{labels.WEEKDAY}</Table.Th>
                  <Table.Th ta="right">{labels.CLEANERS}</Table.Th>
                  <Table.Th ta="right">{labels.BOOKINGS}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {city.weekdays.map((day) => (
                  <Table.Tr key={day.weekday}>
                    <Table.Th scope="row" fw={500}>
                      {weekdayNames[day.weekday] ?? day.weekday}
                      {day.bookings > day.cleaners ? (
                        <Badge ml="xs" color="ember" variant="light" size="sm">
                          {labels.SHORT}
                        </Badge>
                      ) : null}
                    </Table.Th>
                    <Table.Td ta="right">{day.cleaners}</Table.Td>
                    <Table.Td ta="right">{day.bookings}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
