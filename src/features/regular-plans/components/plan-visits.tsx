import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { planTexts } from '../plan-texts.ts';
import type { PlanVisit } from '../queries.ts';

type Props = {
  heading: string;
  visits: PlanVisit[];
  empty?: string;
  /** Upcoming visits: Skip (a dialog with its cost) and Move (the booking's own page). */
  onSkip?: (visit: PlanVisit) => void;
};

/** A plan's visits: date, window, price and state; each upcoming one with Skip and Move. */
export function PlanVisits({ heading, visits, empty, onSkip }: Props) {
  const { planPageTexts: texts } = useTexts(planTexts);
  const format = useFormat();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {heading}
      </Title>
      {visits.length === 0 && empty ? <Text c="dimmed">{empty}</Text> : null}
      {visits.map((visit) => (
        <Card key={visit.iBookingId} withBorder padding="sm" radius="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Text fw={600}>{visit.vDate}</Text>
              <Text size="sm">
                {visit.vWindow} · {visit.vPrice}
              </Text>
              {visit.vHoliday ? (
                <Text size="sm" c="orange.9">
                  {format.t(texts.HOLIDAY, { name: visit.vHoliday })}
                </Text>
              ) : null}
            </Stack>
            <Group gap="xs">
              <Badge variant="light" color={visit.eState === 'skipped' ? 'gray' : 'blue'}>
                {visit.vState}
              </Badge>
              {onSkip && visit.bSkippable ? (
                <>
                  <Anchor
                    component={Link}
                    to={`/booking/${visit.vBookingNo}`}
                    aria-label={format.t(texts.MOVE_VISIT, { date: visit.vDate })}
                    size="sm"
                  >
                    {texts.MOVE}
                  </Anchor>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={format.t(texts.SKIP_VISIT, { date: visit.vDate })}
                    onClick={() => onSkip(visit)}
                  >
                    {texts.SKIP}
                  </Button>
                </>
              ) : null}
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
