import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useApiClient } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { ScrollingTable } from '../components/scrolling-table.tsx';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { useAdminAction } from '../components/use-console-action.ts';
import { useConsoleFormat } from '../components/use-console-format.ts';
import { adminPlanQuery, adminPlanTexts, pausePlan, type AdminPlanPage } from './queries.ts';
import '@mantine/core/styles/Modal.css';

function clock(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${hours}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * /admin/plans/:id (issue 45, decision 145): one regular cleaning, its visits and its history,
 * and "Pause plan" (weeks and a reason; audited as plan.pause).
 */
export function AdminPlanPage() {
  const client = useApiClient();
  const { adminPlanLabels: labels } = useTexts(adminPlanTexts);
  const format = useConsoleFormat();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const query = useQuery({ ...adminPlanQuery(client, valid ? id : 0), enabled: valid });
  const [pausing, setPausing] = useState(false);
  const heading = format.t(labels.DETAIL_HEADING, { id: String(valid ? id : '') });
  const page = query.data;

  return (
    <>
      <AdminPageHeader
        title={heading}
        intro={page ? page.plan.customer : undefined}
        actions={
          <Group>
            <Anchor component={Link} to="/admin/plans">
              {labels.BACK}
            </Anchor>
            {page && page.plan.status === 'active' && (
              <Button onClick={() => setPausing(true)}>{labels.PAUSE}</Button>
            )}
          </Group>
        }
      />
      {!valid || query.error ? (
        <Alert color="red" role="alert">
          {format.t(labels.LOAD_FAILED, { message: query.error?.message ?? labels.NOT_FOUND })}
        </Alert>
      ) : page ? (
        <PlanDetails page={page} />
      ) : (
        <Skeleton h={240} />
      )}
      {page && pausing && <PauseDialog planId={page.plan.id} onClose={() => setPausing(false)} />}
    </>
  );
}

function PlanDetails({ page }: { page: AdminPlanPage }) {
  const { adminPlanLabels: labels } = useTexts(adminPlanTexts);
  const format = useConsoleFormat();
  const { plan } = page;
  const weekday = new Intl.DateTimeFormat(format.locale, {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2026, 10, 1 + plan.weekday)));
  const facts: [string, string][] = [
    [labels.CUSTOMER, `${plan.customer} (${plan.customerEmail})`],
    [labels.CITY, plan.city],
    [labels.SCHEDULE, `${format.t(labels.EVERY, { weeks: plan.everyWeeks })} · ${weekday}`],
    [labels.WINDOW, `${clock(plan.fromMinutes)}–${clock(plan.untilMinutes)}`],
    [labels.STATUS, labels[plan.status]],
    [labels.CLEANER, plan.cleaner ?? labels.NONE],
    [labels.DISCOUNT, `${plan.discountPercent} %`],
    [labels.NEXT_VISIT, plan.nextVisit ? format.day(plan.nextVisit) : labels.NONE],
    [labels.RESUMES_ON, plan.resumesOn ? format.day(plan.resumesOn) : labels.NONE],
    [labels.STARTED, format.moment(plan.createdAt)],
  ];
  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {labels.PLAN}
        </Title>
        <Table>
          <Table.Tbody>
            {facts.map(([name, value]) => (
              <Table.Tr key={name}>
                <Table.Th scope="row">{name}</Table.Th>
                {/* A long e-mail address wraps instead of widening a phone's page. */}
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {labels.VISITS}
        </Title>
        <ScrollingTable label={labels.VISITS} minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{labels.DATE}</Table.Th>
                <Table.Th>{labels.BOOKING}</Table.Th>
                <Table.Th>{labels.STATUS}</Table.Th>
                <Table.Th>{labels.PRICE}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.visits.map((visit) => (
                <Table.Tr key={visit.bookingId}>
                  <Table.Td>{visit.date ? format.day(visit.date) : labels.NONE}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/bookings/${visit.bookingId}`}>
                      {visit.bookingNo}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {visit.status}
                    {visit.skipped ? ` (${labels.SKIPPED})` : ''}
                  </Table.Td>
                  <Table.Td>
                    {visit.totalCents === null ? labels.NONE : format.money(visit.totalCents / 100)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {labels.HISTORY}
        </Title>
        <ScrollingTable label={labels.HISTORY} minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{labels.WHEN}</Table.Th>
                <Table.Th>{labels.EVENT}</Table.Th>
                <Table.Th>{labels.BY}</Table.Th>
                <Table.Th>{labels.DETAILS}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.history.map((entry, index) => (
                <Table.Tr key={`${entry.at}-${index}`}>
                  <Table.Td>{format.moment(entry.at)}</Table.Td>
                  <Table.Td>{entry.event}</Table.Td>
                  <Table.Td>{entry.actor}</Table.Td>
                  <Table.Td>
                    <Text fz="xs" ff="monospace">
                      {JSON.stringify(entry.details)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
      </Paper>
    </Stack>
  );
}

function PauseDialog({ planId, onClose }: { planId: number; onClose: () => void }) {
  const client = useApiClient();
  const { adminPlanLabels: labels } = useTexts(adminPlanTexts);
  const [weeks, setWeeks] = useState<number>(2);
  const [reason, setReason] = useState('');
  const pause = useAdminAction(
    (input: { weeks: number; reason: string }) => pausePlan(client, { planId, ...input }),
    { onDone: onClose },
  );
  return (
    <Modal opened onClose={onClose} title={labels.PAUSE_TITLE} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          pause.mutate({ weeks, reason });
        }}
      >
        <Stack gap="md">
          <Text size="sm">{labels.PAUSE_TEXT}</Text>
          <NumberInput
            label={labels.WEEKS}
            min={1}
            max={26}
            value={weeks}
            onChange={(value) => setWeeks(typeof value === 'number' ? value : Number(value) || 1)}
            allowDecimal={false}
          />
          <TextInput
            label={labels.REASON}
            placeholder={labels.REASON_HINT}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            required
            maxLength={500}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {labels.CANCEL}
            </Button>
            <Button type="submit" loading={pause.isPending}>
              {labels.PAUSE}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
