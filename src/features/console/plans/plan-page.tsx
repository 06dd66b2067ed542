import { useState, type ReactNode } from 'react';
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
import { StatusBadge } from '../components/booking-status-badge.tsx';
import { ColumnsTable, type TableColumn } from '../components/columns-table.tsx';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { useAdminAction } from '../components/use-console-action.ts';
import { useConsoleFormat } from '../components/use-console-format.ts';
import { adminPlanQuery, adminPlanTexts, pausePlan, type AdminPlanPage } from './queries.ts';
import '@mantine/core/styles/Modal.css';

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

type Visit = AdminPlanPage['visits'][number];
type HistoryEntry = AdminPlanPage['history'][number];

function PlanDetails({ page }: { page: AdminPlanPage }) {
  const { adminPlanLabels: labels } = useTexts(adminPlanTexts);
  const format = useConsoleFormat();
  const visitColumns = useVisitColumns();
  const historyColumns = useHistoryColumns();
  const { plan } = page;
  const weekday = new Intl.DateTimeFormat(format.locale, {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2026, 10, 1 + plan.weekday)));
  const facts: [string, string][] = [
    [labels.CUSTOMER, `${plan.customer} (${plan.customerEmail})`],
    [labels.CITY, plan.city],
    [labels.SCHEDULE, `${format.t(labels.EVERY, { weeks: plan.everyWeeks })} · ${weekday}`],
    [labels.WINDOW, format.minutesWindow(plan.fromMinutes, plan.untilMinutes)],
    [labels.STATUS, labels[plan.status]],
    [labels.CLEANER, plan.cleaner ?? labels.NONE],
    [labels.DISCOUNT, format.percent(plan.discountPercent / 100)],
    [labels.NEXT_VISIT, plan.nextVisit ? format.day(plan.nextVisit) : labels.NONE],
    [labels.RESUMES_ON, plan.resumesOn ? format.day(plan.resumesOn) : labels.NONE],
    [labels.STARTED, format.moment(plan.createdAt)],
  ];
  return (
    <Stack gap="lg">
      <PlanSection title={labels.PLAN}>
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
      </PlanSection>
      <PlanTable title={labels.VISITS} columns={visitColumns} rows={page.visits} />
      <PlanTable title={labels.HISTORY} columns={historyColumns} rows={page.history} />
    </Stack>
  );
}

function PlanSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The visits' columns: the day, its booking (a link), its status and its price. */
function useVisitColumns(): TableColumn<Visit>[] {
  const { adminPlanLabels: labels } = useTexts(adminPlanTexts);
  const format = useConsoleFormat();
  return [
    { header: labels.DATE, cell: (visit) => (visit.date ? format.day(visit.date) : labels.NONE) },
    {
      header: labels.BOOKING,
      cell: (visit) => (
        <Anchor component={Link} to={`/admin/bookings/${visit.bookingId}`}>
          {visit.bookingNo}
        </Anchor>
      ),
    },
    {
      header: labels.STATUS,
      cell: (visit) => (
        <Group gap={6} wrap="nowrap">
          <StatusBadge status={visit.status} />
          {visit.skipped && <Text fz="sm">({labels.SKIPPED})</Text>}
        </Group>
      ),
    },
    {
      header: labels.PRICE,
      cell: (visit) =>
        visit.totalCents === null ? labels.NONE : format.money(visit.totalCents / 100),
    },
  ];
}

/** The history's columns: when, what (in words), by whom, and an operator's reason. */
function useHistoryColumns(): TableColumn<HistoryEntry>[] {
  const { adminPlanLabels: labels } = useTexts(adminPlanTexts);
  const format = useConsoleFormat();
  return [
    { header: labels.WHEN, cell: (entry) => format.moment(entry.at) },
    { header: labels.EVENT, cell: (entry) => entry.what },
    { header: labels.BY, cell: (entry) => labels[`ACTOR_${entry.actor}`] },
    {
      header: labels.DETAILS,
      cell: (entry) =>
        typeof entry.details.reason === 'string' ? entry.details.reason : labels.NONE,
    },
  ];
}

/** A section of the page holding one table; rows are told apart by their place (none moves). */
function PlanTable<Row>(props: { title: string; columns: TableColumn<Row>[]; rows: Row[] }) {
  return (
    <PlanSection title={props.title}>
      <ColumnsTable
        label={props.title}
        columns={props.columns}
        rows={props.rows}
        rowKey={(_, index) => index}
        minWidth={420}
      />
    </PlanSection>
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
