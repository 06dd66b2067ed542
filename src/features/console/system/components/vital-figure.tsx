import { Badge, Group, Text } from '@mantine/core';
import type { Translation } from '#shared/catalogue/translation.ts';
import type { siteSpeedLabels as englishLabels } from '#shared/catalogue/en-CA/admin-system.ts';
import { useFormat } from '../../../../i18n/use-format.ts';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminSystemTexts } from '../../components/console-texts.ts';
import type { SiteSpeedMetric, VitalRating } from '../queries.ts';
import classes from './vital-figure.module.css';

/** The rating in words first; the colour only repeats it (WCAG 1.4.1, use of colour). */
const RATINGS: Record<
  VitalRating,
  { text: keyof Translation<typeof englishLabels>; color: string }
> = {
  good: { text: 'GOOD', color: 'spruce' },
  'needs-improvement': { text: 'NEEDS_IMPROVEMENT', color: 'ember' },
  poor: { text: 'POOR', color: 'red' },
};

type Format = ReturnType<typeof useFormat>;

/** A 75th percentile as web-vitals reports it: milliseconds, or CLS's unitless score. */
export function vitalValue(
  metric: SiteSpeedMetric,
  labels: Translation<typeof englishLabels>,
  format: Format,
): string {
  if (metric.metric === 'CLS') {
    return format.locale === 'fr-CA'
      ? metric.p75.toFixed(3).replace('.', ',')
      : metric.p75.toFixed(3);
  }
  return format.t(labels.MILLISECONDS, { value: format.number(metric.p75, 0) });
}

/** One metric of a day and route: its value, its rating as a word, and how many samples. */
export function VitalFigure({ metric }: { metric: SiteSpeedMetric | undefined }) {
  const { siteSpeedLabels } = useTexts(adminSystemTexts);
  const format = useFormat();
  if (!metric) {
    return (
      <Text fz="sm" c="dimmed">
        {siteSpeedLabels.NOT_MEASURED}
      </Text>
    );
  }
  const rating = RATINGS[metric.rating];
  return (
    <Group gap={6} wrap="wrap" align="center" className={classes.figure}>
      <Text fz="sm" fw={600} className={classes.value}>
        {vitalValue(metric, siteSpeedLabels, format)}
      </Text>
      <Badge
        variant="outline"
        color={rating.color}
        c="dark"
        radius="sm"
        tt="none"
        className={classes.rating}
      >
        {siteSpeedLabels[rating.text]}
      </Badge>
      <Text fz="xs" c="dimmed" className={classes.value}>
        {format.t(siteSpeedLabels.SAMPLES, { count: metric.samples })}
      </Text>
    </Group>
  );
}
