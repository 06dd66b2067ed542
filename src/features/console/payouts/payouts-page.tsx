import { useState } from 'react';
import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import tableBadge from '../components/table-badge.module.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { adminPayoutsTexts } from '../components/console-texts.ts';
import { useConsoleFormat } from '../components/use-console-format.ts';
import { PagedList, type PagedListColumn } from '../components/paged-list.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { adminPayoutsQuery, retryPayout, type AdminPayout, type PayoutState } from './queries.ts';

const STATES: PayoutState[] = ['failed', 'pending', 'sending', 'sent'];
const STATE_COLOR: Record<PayoutState, string> = {
  failed: 'red',
  pending: 'yellow',
  sending: 'blue',
  sent: 'spruce',
};

function useStateNames(): Record<PayoutState, string> {
  const { adminPayoutsLabels: labels } = useTexts(adminPayoutsTexts);
  return {
    pending: labels.PENDING,
    sending: labels.SENDING,
    sent: labels.SENT,
    failed: labels.FAILED,
  };
}

function useColumns(): PagedListColumn<AdminPayout>[] {
  const { adminPayoutsLabels: labels } = useTexts(adminPayoutsTexts);
  const { t, money, moment, count } = useConsoleFormat();
  const names = useStateNames();
  const kinds: Record<AdminPayout['kind'], string> = {
    service: labels.KIND_SERVICE,
    cancellationFee: labels.KIND_CANCELLATION_FEE,
    tip: labels.KIND_TIP,
  };
  const account = (item: AdminPayout) => {
    if (item.account === 'none') return labels.ACCOUNT_NONE;
    if (item.account === 'incomplete') return labels.ACCOUNT_INCOMPLETE;
    return item.bankLast4
      ? t(labels.ACCOUNT_ENABLED, { last4: item.bankLast4 })
      : labels.ACCOUNT_ENABLED_NO_DIGITS;
  };
  return [
    {
      header: labels.CLEANER,
      cell: (item) => (
        <>
          <Anchor component={Link} to={`/admin/cleaners/${item.contractorId}`} fz="sm" fw={600}>
            {item.cleanerName}
          </Anchor>
          <Text fz="xs" c="dimmed">
            {account(item)}
          </Text>
        </>
      ),
    },
    {
      header: labels.BOOKING,
      cell: (item) => (
        <>
          <Anchor component={Link} to={`/admin/bookings/${item.bookingId}`} fz="sm">
            {item.bookingNo}
          </Anchor>
          <Text fz="xs" c="dimmed">
            {kinds[item.kind]}
          </Text>
        </>
      ),
    },
    { header: labels.AMOUNT, cell: (item) => money(item.amount) },
    {
      header: labels.STATE,
      cell: (item) => (
        <>
          <Badge color={STATE_COLOR[item.state]} variant="light" c="dark.8" classNames={tableBadge}>
            {names[item.state]}
          </Badge>
          {item.sentAt && (
            <Text fz="xs" c="dimmed">
              {t(labels.SENT_ON, { moment: moment(item.sentAt) })}
            </Text>
          )}
          {item.state === 'pending' && item.nextAttemptAt && (
            <Text fz="xs" c="dimmed">
              {t(labels.NEXT_ATTEMPT, { moment: moment(item.nextAttemptAt) })}
            </Text>
          )}
        </>
      ),
    },
    { header: labels.DUE_BY, cell: (item) => moment(item.dueBy) },
    { header: labels.ATTEMPTS, cell: (item) => count(item.attempts) },
    {
      header: labels.LAST_ERROR,
      cell: (item) => (
        <Text fz="sm" maw={280}>
          {item.lastError ?? '—'}
        </Text>
      ),
    },
  ];
}

function stateOf(value: string): PayoutState | undefined {
  return STATES.find((state) => state === value);
}

/**
 * /admin/payouts (decision 133): the cleaners' payout items by state, the failed first, with
 * Retry on a failed one (a reason, kept in the audit log).
 */
export function PayoutsPage() {
  const client = useApiClient();
  const { adminPayoutsLabels: labels } = useTexts(adminPayoutsTexts);
  const { t } = useConsoleFormat();
  const names = useStateNames();
  const columns = useColumns();
  const list = useListParams(['state', 'contractorId'] as const);
  const state = stateOf(list.filters.state);
  const contractorId = Number(list.filters.contractorId) || undefined;
  const query = useQuery(
    adminPayoutsQuery(client, {
      page: list.page,
      perPage: 20,
      ...(state ? { state } : {}),
      ...(contractorId ? { contractorId } : {}),
    }),
  );
  const counts = query.data?.counts;
  const [asked, setAsked] = useState<AdminPayout | null>(null);
  const [open, setOpen] = useState(false);

  return (
    <>
      <AdminPageHeader title={labels.HEADING} />
      <Text mb="md" maw={720}>
        {labels.INTRO}
      </Text>
      <Group gap="xs" mb="md" role="group" aria-label={labels.STATE}>
        {[undefined, ...STATES].map((each) => (
          <Button
            key={each ?? 'all'}
            size="xs"
            variant={state === each ? 'filled' : 'default'}
            aria-pressed={state === each}
            onClick={() =>
              list.setFilters({ state: each ?? '', contractorId: list.filters.contractorId })
            }
          >
            {each === undefined
              ? labels.ALL
              : counts
                ? t(labels.STATE_COUNT, { label: names[each], count: counts[each] })
                : names[each]}
          </Button>
        ))}
      </Group>
      <PagedList
        label={labels.HEADING}
        columns={columns}
        data={query.data}
        isPending={query.isPending}
        error={query.error}
        rowKey={(item) => item.id}
        onPageChange={list.setPage}
        emptyText={labels.NONE_FOUND}
        actions={(item) =>
          item.state === 'failed' ? (
            <Button
              size="xs"
              variant="default"
              aria-label={t(labels.RETRY_NAMED, {
                name: item.cleanerName,
                bookingNo: item.bookingNo,
              })}
              onClick={() => {
                setAsked(item);
                setOpen(true);
              }}
            >
              {labels.RETRY}
            </Button>
          ) : null
        }
      />
      <ReasonDialog
        opened={open}
        title={labels.RETRY_TITLE}
        text={labels.RETRY_TEXT}
        confirmLabel={labels.RETRY}
        onConfirm={(reason) =>
          asked ? retryPayout(client, asked.id, reason) : Promise.resolve('')
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}
