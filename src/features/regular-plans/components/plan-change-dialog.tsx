import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, useApiClient } from '../../../api/client.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { planTexts } from '../plan-texts.ts';
import {
  makePlanChange,
  ownPlanQuery,
  planChangeQuoteQuery,
  type PlanChangeAsk,
  type PlanPage,
  type PlanVisit,
} from '../queries.ts';
import '@mantine/core/styles/Modal.css';

export type PlanDialogKind = 'skip' | 'pause' | 'change' | 'end' | 'resume';

type Props = {
  plan: PlanPage;
  kind: PlanDialogKind;
  /** The visit a Skip asks about. */
  visit?: PlanVisit | undefined;
  onClose: () => void;
  /** Told once the change is made (the page shows the plan as it is now). */
  onDone: () => void;
};

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/**
 * One change of the plan (decision 145): the server's cost first (the visits it cancels, each
 * with its fee, and the total), then the confirm carries that total; a total that changed
 * meanwhile is refused (409) and the question shows the new one.
 */
export function PlanChangeDialog({ plan, kind, visit, onClose, onDone }: Props) {
  const { planPageTexts: texts } = useTexts(planTexts);
  const format = useFormat();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [weeks, setWeeks] = useState(Math.min(2, plan.iMaxPauseWeeks));
  const [everyWeeks, setEveryWeeks] = useState<1 | 2 | 4>(plan.iEveryWeeks);
  const [weekday, setWeekday] = useState(plan.iWeekday);
  const code = plan.vUniqueCode;

  const ask: PlanChangeAsk | null =
    kind === 'skip' && visit
      ? { eChange: 'skip', iBookingId: visit.iBookingId }
      : kind === 'pause'
        ? { eChange: 'pause', iWeeks: weeks }
        : kind === 'change'
          ? everyWeeks === plan.iEveryWeeks && weekday === plan.iWeekday
            ? null
            : {
                eChange: 'change',
                ...(everyWeeks === plan.iEveryWeeks ? {} : { iEveryWeeks: everyWeeks }),
                ...(weekday === plan.iWeekday ? {} : { iWeekday: weekday }),
              }
          : kind === 'end'
            ? { eChange: 'end' }
            : null;

  const quote = useQuery({
    ...planChangeQuoteQuery(client, code, ask ?? { eChange: 'end' }),
    enabled: ask !== null,
  });

  const change = useMutation({
    mutationFn: () =>
      makePlanChange(
        client,
        code,
        kind === 'resume' || ask === null ? { eChange: 'resume' } : ask,
        quote.data?.iTotalFeeCents ?? 0,
      ),
    onSuccess: async (page) => {
      queryClient.setQueryData(ownPlanQuery(client, code).queryKey, page);
      await queryClient.invalidateQueries({ refetchType: 'none' });
      onDone();
    },
    onError: async (error) => {
      // The fee moved on: the question asks the server again and shows the new total.
      if (error instanceof ApiError && error.status === 409) await quote.refetch();
    },
  });

  const title = {
    skip: texts.DIALOG_SKIP,
    pause: texts.DIALOG_PAUSE,
    change: texts.DIALOG_CHANGE,
    end: texts.DIALOG_END,
    resume: texts.DIALOG_RESUME,
  }[kind];
  const action = {
    skip: texts.CONFIRM_SKIP,
    pause: texts.CONFIRM_PAUSE,
    change: texts.CONFIRM_CHANGE,
    end: texts.CONFIRM_END,
    resume: texts.CONFIRM_RESUME,
  }[kind];
  const fee = quote.data?.iTotalFeeCents ?? 0;
  const confirmLabel =
    fee > 0 && quote.data
      ? format.t(texts.CONFIRM_WITH_FEE, { action, fee: quote.data.vTotalFee })
      : action;
  const ready = kind === 'resume' || (ask !== null && quote.isSuccess && !quote.isFetching);

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="md">
        {kind === 'pause' && (
          <Select
            label={texts.WEEKS}
            value={String(weeks)}
            onChange={(value) => value && setWeeks(Number(value))}
            allowDeselect={false}
            data={Array.from({ length: plan.iMaxPauseWeeks }, (_, index) => ({
              value: String(index + 1),
              label: format.t(texts.WEEKS_OPTION, { weeks: index + 1 }),
            }))}
          />
        )}
        {kind === 'change' && (
          <>
            <Select
              label={texts.FREQUENCY}
              value={String(everyWeeks)}
              onChange={(value) => value && setEveryWeeks(Number(value) as 1 | 2 | 4)}
              allowDeselect={false}
              data={[
                { value: '1', label: texts.EVERY_1 },
                { value: '2', label: texts.EVERY_2 },
                { value: '4', label: texts.EVERY_4 },
              ]}
            />
            <Select
              label={texts.WEEKDAY}
              value={String(weekday)}
              onChange={(value) => value && setWeekday(Number(value))}
              allowDeselect={false}
              data={WEEKDAYS.map((day) => ({
                value: String(day),
                label: weekdayName(day, format.locale),
              }))}
            />
            {ask === null && <Text size="sm">{texts.CHOOSE_CHANGE}</Text>}
          </>
        )}
        {kind === 'resume' && <Text>{texts.RESUME_TEXT}</Text>}
        {ask !== null && quote.isPending && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{texts.CHECKING}</Text>
          </Group>
        )}
        {quote.isError && <Alert color="red">{quote.error.message}</Alert>}
        {ask !== null && quote.data && (
          <Stack gap="xs">
            <Text>{quote.data.vWhat}</Text>
            {quote.data.aCancels.length > 0 && (
              <Table aria-label={texts.CANCELS}>
                <Table.Tbody>
                  {quote.data.aCancels.map((line) => (
                    <Table.Tr key={line.iBookingId}>
                      <Table.Td>{line.vDate}</Table.Td>
                      <Table.Td ta="right">{line.iFeeCents > 0 ? line.vFee : texts.FREE}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <Text fw={700}>
              {fee > 0 ? format.t(texts.TOTAL_FEE, { fee: quote.data.vTotalFee }) : texts.NO_FEE}
            </Text>
          </Stack>
        )}
        {change.isError && <Alert color="red">{change.error.message}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {texts.KEEP}
          </Button>
          <Button
            color={kind === 'end' ? 'red' : 'ember'}
            disabled={!ready}
            loading={change.isPending}
            onClick={() => change.mutate()}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function weekdayName(day: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 1 + day)),
  );
}
