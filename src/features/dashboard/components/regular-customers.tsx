import { useId, useState } from 'react';
import { Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '../../../api/client.ts';
import { dataOf } from '../../../api/client.ts';
import { envelopeOf } from '../../../api/envelope.ts';
import type { components } from '#shared/api-schema.d.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { planCleanerTexts } from '../plan-texts.ts';
import '@mantine/core/styles/Modal.css';

type CleanerPlan = components['schemas']['CleanerPlan'];
type Format = ReturnType<typeof useFormat>;

export const cleanerPlansQuery = (client: ApiClient) => ({
  queryKey: ['contractor-plans'],
  queryFn: () => dataOf(client.POST('/api/contractor/plans', { body: {} })),
});

function whenOf(plan: CleanerPlan, message: string, format: Format) {
  return format.t(message, {
    everyWeeks: plan.iEveryWeeks,
    weekday: String(plan.iWeekday),
    from: format.slot(plan.vFrom) || plan.vFrom,
    until: format.slot(plan.vUntill) || plan.vUntill,
  });
}

/** One regular customer: who, where, when, the next visits, and "Stop cleaning this plan". */
function PlanCard({ plan, onStop }: { plan: CleanerPlan; onStop: () => void }) {
  const { planCleanerTexts: texts } = useTexts(planCleanerTexts);
  const format = useFormat();
  const headingId = useId();
  const dates = plan.visits.map((visit) => format.day(visit.vDate)).join(' · ');
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={3} fz="h4" id={headingId}>
          {plan.vFirstName} · {plan.vCity}
        </Title>
        <Text fw={500}>{whenOf(plan, texts.PLAN_WHEN, format)}</Text>
        <Text size="sm">
          {dates ? format.t(texts.NEXT_VISITS, { dates }) : texts.NO_NEXT_VISITS}
        </Text>
        <Group mt="xs">
          <Button
            variant="outline"
            color="red.9"
            onClick={onStop}
            aria-label={format.t(texts.STOP_NAMED, { name: plan.vFirstName, city: plan.vCity })}
          >
            {texts.STOP}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The cleaner's "Regular customers" (decision 144): each plan they clean, from contractorPlans,
 * with "Stop cleaning this plan" behind a dialog (contractorLeavePlan). Only the customer's
 * first name and city: contact details stay with each visit's job.
 */
export function RegularCustomers() {
  const { planCleanerTexts: texts } = useTexts(planCleanerTexts);
  const format = useFormat();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const headingId = useId();
  const plans = useQuery(cleanerPlansQuery(client));
  const [stopping, setStopping] = useState<CleanerPlan | null>(null);
  const leave = useMutation({
    mutationFn: (plan: CleanerPlan) =>
      envelopeOf(client.POST('/api/contractor/leave_plan', { body: { iPlanId: plan.iPlanId } })),
    onSettled: () => {
      setStopping(null);
      void queryClient.invalidateQueries({ refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['contractor-plans'] });
    },
  });

  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {texts.SECTION_TITLE}
      </Title>
      {leave.isSuccess ? (
        <Alert color="green" variant="light" role="status">
          {leave.data.message}
        </Alert>
      ) : null}
      {leave.isError ? (
        <Alert color="red" variant="light" role="alert">
          {leave.error.message}
        </Alert>
      ) : null}
      {plans.isError ? <Alert color="red">{texts.LOAD_ERROR}</Alert> : null}
      {plans.data?.length === 0 ? <Text c="dimmed">{texts.SECTION_EMPTY}</Text> : null}
      {plans.data?.map((plan) => (
        <PlanCard
          key={plan.iPlanId}
          plan={plan}
          onStop={() => {
            leave.reset();
            setStopping(plan);
          }}
        />
      ))}
      <Modal
        opened={stopping !== null}
        onClose={() => {
          if (!leave.isPending) setStopping(null);
        }}
        title={texts.STOP_TITLE}
        closeButtonProps={{ 'aria-label': texts.CLOSE }}
        centered
      >
        {stopping ? (
          <Stack gap="md">
            <Text>{whenOf(stopping, texts.PLAN_WHEN, format)}</Text>
            <Text>{format.t(texts.STOP_LINE, { name: stopping.vFirstName })}</Text>
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => setStopping(null)}
                disabled={leave.isPending}
              >
                {texts.CANCEL}
              </Button>
              <Button
                color="red.9"
                loading={leave.isPending}
                onClick={() => leave.mutate(stopping)}
              >
                {texts.STOP_CONFIRM}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
