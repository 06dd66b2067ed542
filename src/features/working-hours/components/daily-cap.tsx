import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { WorkingHoursLabels } from '#shared/catalogue/en-CA/working-hours.ts';
import { DAILY_CAPS } from '../hours-draft.ts';
import '@mantine/core/styles/SegmentedControl.css';

type Props = { cap: number; labels: WorkingHoursLabels; onChange: (cap: number) => void };

/** At most how many jobs a day: six large segments, one tap each. */
export function DailyCap({ cap, labels, onChange }: Props) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="cap-heading">
      <Title order={2} size="h3" id="cap-heading">
        {labels.DAILY_CAP_HEADING}
      </Title>
      <Text id="cap-label">{labels.DAILY_CAP_LABEL}</Text>
      <SegmentedControl
        aria-labelledby="cap-label"
        size="lg"
        fullWidth
        value={String(cap)}
        data={DAILY_CAPS.map(String)}
        onChange={(value) => onChange(Number(value))}
      />
    </Stack>
  );
}
