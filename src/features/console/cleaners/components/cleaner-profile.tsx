import { ScrollingTable } from '../../components/scrolling-table.tsx';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { components } from '#shared/api-schema.d.ts';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminBookingsTexts, adminPeopleTexts } from '../../components/console-texts.ts';
import { useConsoleFormat } from '../../components/use-console-format.ts';
import { CleanerHours } from './cleaner-hours.tsx';
import { StandingBadge } from './standing-badge.tsx';
import { CleanerCheck } from './cleaner-check.tsx';
import '@mantine/core/styles/Table.css';

export type AdminCleaner = components['schemas']['AdminCleaner'];

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {term}
      </Text>
      <Text component="dd" m={0}>
        {value}
      </Text>
    </div>
  );
}

/** A cleaner's page below its heading: details, hours, pay by week, latest jobs and every review. */
export function CleanerProfile({ cleaner }: { cleaner: AdminCleaner }) {
  const { adminCleanersLabels: labels } = useTexts(adminPeopleTexts);
  const { lifecycleStateNames } = useTexts(adminBookingsTexts);
  const format = useConsoleFormat();
  const formatDollars = format.money;
  const formatLongDate = format.dayOf;
  const formatCalendarDate = format.day;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-label={labels.DETAILS}>
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="h4">
            {labels.DETAILS}
          </Title>
          <StandingBadge standing={cleaner.standing} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="dl" m={0}>
          <Fact term={labels.EMAIL} value={cleaner.email} />
          <Fact term={labels.MOBILE} value={cleaner.mobile} />
          <Fact term={labels.CITY} value={cleaner.cityName} />
          <Fact term={labels.EXPERIENCE} value={cleaner.experience} />
          <Fact term={labels.JOINED} value={formatLongDate(cleaner.createdAt)} />
          {cleaner.approvedAt ? (
            <Fact term={labels.APPROVED} value={formatLongDate(cleaner.approvedAt)} />
          ) : null}
          {cleaner.pausedAt ? (
            <Fact term={labels.PAUSED_SINCE} value={formatLongDate(cleaner.pausedAt)} />
          ) : null}
        </SimpleGrid>
      </Paper>

      <CleanerCheck cleaner={cleaner} />

      <CleanerHours hours={cleaner.hours} />

      <Paper withBorder radius="md" p="md" component="section" aria-label={labels.PAY}>
        <Title order={2} fz="h4" mb="xs">
          {labels.PAY}
        </Title>
        <Group gap="xl" mb="sm" component="dl" mt={0}>
          <Fact term={labels.TOTAL_EARNED} value={formatDollars(cleaner.pay.totalEarned)} />
          <Fact term={labels.COMPLETED_JOBS} value={format.count(cleaner.pay.completedJobs)} />
        </Group>
        <Table>
          <Table.Tbody>
            {cleaner.pay.weeks.map((week) => (
              <Table.Tr key={week.weekStart}>
                <Table.Th scope="row" fw={500}>
                  {labels.WEEK_OF} {formatCalendarDate(week.weekStart)}
                </Table.Th>
                <Table.Td>{format.t(labels.JOB_COUNT, { count: week.jobs })}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {formatDollars(week.earned)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>

      <Paper withBorder radius="md" p="md" component="section" aria-label={labels.JOBS}>
        <Title order={2} fz="h4" mb="xs">
          {labels.JOBS}
        </Title>
        {cleaner.jobs.length === 0 ? (
          <Text size="sm">{labels.NO_JOBS}</Text>
        ) : (
          <ScrollingTable label={labels.JOBS} minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{labels.BOOKING}</Table.Th>
                  <Table.Th>{labels.DATE}</Table.Th>
                  <Table.Th>{labels.SERVICE}</Table.Th>
                  <Table.Th>{labels.JOB_STATUS}</Table.Th>
                  <Table.Th ta="right">{labels.JOB_PAY}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {cleaner.jobs.map((job) => (
                  <Table.Tr key={job.id}>
                    <Table.Td>{job.bookingNo}</Table.Td>
                    <Table.Td>{job.localDate ? formatCalendarDate(job.localDate) : ''}</Table.Td>
                    <Table.Td>{job.serviceName}</Table.Td>
                    <Table.Td>{lifecycleStateNames[job.status] ?? job.status}</Table.Td>
                    <Table.Td ta="right">{job.pay === null ? '' : formatDollars(job.pay)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollingTable>
        )}
      </Paper>

      <Paper withBorder radius="md" p="md" component="section" aria-label={labels.REVIEWS}>
        <Title order={2} fz="h4" mb="xs">
          {labels.REVIEWS}
        </Title>
        {cleaner.reviews.length === 0 ? (
          <Text size="sm">{labels.NO_REVIEWS}</Text>
        ) : (
          <Stack gap="sm">
            {cleaner.reviews.map((review) => (
              <div key={review.id}>
                <Group gap="xs">
                  <Text fw={600}>{review.authorName}</Text>
                  <Text
                    size="sm"
                    aria-label={format.t(labels.RATING_OF, { rating: review.rating })}
                  >
                    {'★'.repeat(review.rating)}
                  </Text>
                  {review.hidden ? (
                    <Badge color="gray" variant="light">
                      {labels.HIDDEN}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm">{review.body}</Text>
              </div>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
