import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { planTexts } from '../plan-texts.ts';
import type { PlanPage } from '../queries.ts';
import type { PlanDialogKind } from './plan-change-dialog.tsx';

const STATUS_COLOUR = { active: 'green', paused: 'yellow', ended: 'gray' } as const;

/** The plan at a glance, with the changes its machine offers now (Pause, Resume, Change, End). */
export function PlanSummaryCard({
  plan,
  onAsk,
}: {
  plan: PlanPage;
  onAsk: (kind: PlanDialogKind) => void;
}) {
  const { planPageTexts: texts } = useTexts(planTexts);
  const format = useFormat();
  const offered = new Set(plan.aOffered);
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700} size="lg">
            {plan.vSchedule}
          </Text>
          <Badge color={STATUS_COLOUR[plan.eStatus]}>{texts[`STATUS_${plan.eStatus}`]}</Badge>
        </Group>
        <Text>
          {plan.vWindow} · {plan.vCity}
        </Text>
        <Text size="sm">
          {plan.vCleaner ? format.t(texts.CLEANER, { name: plan.vCleaner }) : texts.NO_CLEANER}
        </Text>
        {plan.iDiscountPercent > 0 && (
          <Text size="sm">{format.t(texts.DISCOUNT, { percent: plan.iDiscountPercent })}</Text>
        )}
        {plan.vResumesOn && (
          <Text size="sm" fw={600}>
            {format.t(texts.PAUSED_UNTIL, { date: plan.vResumesOn })}
          </Text>
        )}
        {plan.aOffered.length > 0 && (
          <Group gap="xs" mt="xs">
            {offered.has('pause') && (
              <Button variant="light" onClick={() => onAsk('pause')}>
                {texts.PAUSE}
              </Button>
            )}
            {offered.has('resume') && (
              <Button variant="light" onClick={() => onAsk('resume')}>
                {texts.RESUME}
              </Button>
            )}
            {offered.has('change') && (
              <Button variant="light" onClick={() => onAsk('change')}>
                {texts.CHANGE}
              </Button>
            )}
            {offered.has('end') && (
              <Button variant="light" color="red" onClick={() => onAsk('end')}>
                {texts.END}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
