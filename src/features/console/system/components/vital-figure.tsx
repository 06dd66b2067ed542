import { Badge, Group, Text } from '@mantine/core';
import { siteSpeedLabels } from '#shared/catalogue/en-CA/admin-system.ts';
import type { SiteSpeedMetric, VitalRating } from '../queries.ts';
import classes from './vital-figure.module.css';

/** The rating in words first; the colour only repeats it (WCAG 1.4.1, use of colour). */
const RATINGS: Record<VitalRating, { text: string; color: string }> = {
  good: { text: siteSpeedLabels.GOOD, color: 'spruce' },
  'needs-improvement': { text: siteSpeedLabels.NEEDS_IMPROVEMENT, color: 'ember' },
  poor: { text: siteSpeedLabels.POOR, color: 'red' },
};

const milliseconds = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 });

/** A 75th percentile as web-vitals reports it: milliseconds, or CLS's unitless score. */
export function vitalValue(metric: SiteSpeedMetric): string {
  return metric.metric === 'CLS' ? metric.p75.toFixed(3) : `${milliseconds.format(metric.p75)} ms`;
}

/** One metric of a day and route: its value, its rating as a word, and how many samples. */
export function VitalFigure({ metric }: { metric: SiteSpeedMetric | undefined }) {
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
        {vitalValue(metric)}
      </Text>
      <Badge
        variant="outline"
        color={rating.color}
        c="dark"
        radius="sm"
        tt="none"
        className={classes.rating}
      >
        {rating.text}
      </Badge>
      <Text fz="xs" c="dimmed" className={classes.value}>
        {metric.samples === 1
          ? siteSpeedLabels.ONE_SAMPLE
          : siteSpeedLabels.SAMPLES.replace('{count}', String(metric.samples))}
      </Text>
    </Group>
  );
}
