import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { envelopeOf } from '../../../api/envelope.ts';
import type { ContractorJob } from '../../../components/job-card.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { loadTexts, useTexts } from '../../../i18n/texts.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { planCleanerTexts } from '../plan-texts.ts';
import { contractorJobsQuery } from '../queries.ts';
import '@mantine/core/styles/Badge.css';
import { LazyModal } from '../../../components/lazy-modal.tsx';

type Plan = NonNullable<ContractorJob['plan']>;

/** How long the accept's toast stays, as the other answers' toasts. */
const TOAST_MS = 2000;

/** The parts' texts, loaded with their code for the job list (use-plan-visit-parts.ts). */
export const loadPlanVisitTexts = (locale: Locale) => loadTexts(planCleanerTexts, locale);

/** "Regular: every 2 weeks" on a regular cleaning's visit (decision 144); nothing for a one-time job. */
export function PlanVisitBadge({ job }: { job: ContractorJob }) {
  const { planCleanerTexts: texts } = useTexts(planCleanerTexts);
  const { t } = useFormat();
  if (!job.plan) return null;
  return (
    <Group gap="xs">
      <Badge variant="light" color="spruce" size="lg" tt="none">
        {t(texts.REGULAR, { everyWeeks: job.plan.iEveryWeeks })}
      </Badge>
      {job.plan.bYours ? (
        <Text size="sm" c="dimmed">
          {texts.YOUR_REGULAR}
        </Text>
      ) : null}
    </Group>
  );
}

/** The plan's weekday, window and frequency in the dialog's words. */
function planLine(plan: Plan, message: string, format: ReturnType<typeof useFormat>) {
  return format.t(message, {
    everyWeeks: plan.iEveryWeeks,
    weekday: String(plan.iWeekday),
    from: format.slot(plan.vFrom) || plan.vFrom,
    until: format.slot(plan.vUntill) || plan.vUntill,
  });
}

/**
 * "Accept every visit" beside the ordinary accept, for an open visit of a plan without a
 * cleaner: a dialog states the weekday, window and frequency before the call
 * (contractorAcceptPlan); the server's refusal (hours that do not cover it) shows as it says it.
 */
export function AcceptEveryVisit({ job }: { job: ContractorJob }) {
  const { planCleanerTexts: texts } = useTexts(planCleanerTexts);
  const format = useFormat();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const accept = useMutation({
    mutationFn: () =>
      envelopeOf(
        client.POST('/api/cleaning/accept_plan', { body: { iBookingId: job.iBookingId } }),
      ),
    // The visit leaves the board's list as the jobs are read again, and its card with it: the
    // answer is also a toast, which stays after the card is gone.
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message, autoClose: TOAST_MS });
    },
    onSettled: () => {
      setAsking(false);
      void queryClient.invalidateQueries({ refetchType: 'none' });
      void queryClient.invalidateQueries(contractorJobsQuery(client));
    },
  });
  const plan = job.plan;
  if (!plan || (plan.bHasCleaner && !accept.isSuccess)) return null;
  if (job.eStatus !== 'authorized' && !accept.isSuccess) return null;
  return (
    <Stack gap="xs">
      {accept.isSuccess ? (
        <Alert color="green" variant="light" role="status">
          {accept.data.message}
        </Alert>
      ) : (
        <Button
          variant="light"
          onClick={() => {
            accept.reset();
            setAsking(true);
          }}
          disabled={accept.isPending}
          leftSection={accept.isPending ? <Loader size={14} color="gray" /> : undefined}
        >
          {texts.ACCEPT_EVERY_VISIT}
        </Button>
      )}
      {accept.isError ? (
        <Alert color="red" variant="light" role="alert">
          {accept.error.message}
        </Alert>
      ) : null}
      <LazyModal
        opened={asking}
        onClose={() => {
          if (!accept.isPending) setAsking(false);
        }}
        title={texts.CONFIRM_TITLE}
        closeButtonProps={{ 'aria-label': texts.CLOSE }}
        centered
      >
        <Stack gap="md">
          <Text>{planLine(plan, texts.CONFIRM_LINE, format)}</Text>
          <Text size="sm">{texts.CONFIRM_NOTE}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)} disabled={accept.isPending}>
              {texts.CANCEL}
            </Button>
            <Button onClick={() => accept.mutate()} loading={accept.isPending}>
              {texts.CONFIRM}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </Stack>
  );
}
