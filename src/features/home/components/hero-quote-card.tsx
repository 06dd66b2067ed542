import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock, IconSparkles } from '@tabler/icons-react';
import { formatDollars } from '../../../components/format-money.ts';
import type { PricedService } from '../../../components/from-price.ts';
import type { HomeLabels } from '#shared/catalogue/en-CA/home.ts';
import classes from './hero.module.css';
import '@mantine/core/styles/ThemeIcon.css';

/** A morning start, as most bookings are: the card shows a window, not an offer of that time. */
const SAMPLE_START_MINUTES = 9 * 60;

function clock(minutes: number): string {
  const hours24 = Math.floor(minutes / 60) % 24;
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const rest = String(minutes % 60).padStart(2, '0');
  return `${hours12}:${rest}${hours24 < 12 ? 'AM' : 'PM'}`;
}

/** "9:00AM - 11:30AM": the cleaning window the quote would show for these hours. */
export function sampleWindow(hours: number): string {
  return `${clock(SAMPLE_START_MINUTES)} - ${clock(SAMPLE_START_MINUTES + hours * 60)}`;
}

type Props = {
  service: PricedService;
  labels: Pick<
    HomeLabels,
    | 'QUOTE_CARD_TITLE'
    | 'QUOTE_CARD_HOME'
    | 'QUOTE_CARD_WINDOW'
    | 'QUOTE_CARD_HOURS'
    | 'QUOTE_CARD_PRICE'
    | 'HERO_CARD_HELD'
  >;
};

/**
 * The hero's picture is the product itself: the quote a customer gets for the smallest home, with
 * the server's own figures for the cheapest service, instead of a stock photo.
 */
export function HeroQuoteCard({ service, labels }: Props) {
  const rows: [string, string][] = [
    [labels.QUOTE_CARD_WINDOW, sampleWindow(service.fFromHours)],
    [labels.QUOTE_CARD_HOURS, String(service.fFromHours)],
    [labels.QUOTE_CARD_PRICE, formatDollars(service.fFromPrice)],
  ];
  return (
    <Paper
      component="figure"
      aria-label={`${labels.QUOTE_CARD_TITLE}: ${service.vServiceName}`}
      className={classes.quoteCard}
      radius="lg"
      p={{ base: 'lg', md: 'xl' }}
      m={0}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" variant="light" color="spruce" aria-hidden="true">
              <IconSparkles size={22} stroke={1.75} />
            </ThemeIcon>
            <Stack gap={0}>
              <Text fw={700}>{labels.QUOTE_CARD_TITLE}</Text>
              <Text fz="sm" c="dimmed">
                {labels.QUOTE_CARD_HOME}
              </Text>
            </Stack>
          </Group>
          <Text component="span" fz="sm" fw={700} className={classes.badge}>
            {service.vServiceName}
          </Text>
        </Group>
        <Stack gap="xs" component="dl" m={0} pt="md" className={classes.figures}>
          {rows.map(([term, value]) => (
            <Group key={term} justify="space-between" wrap="nowrap">
              <Text component="dt" c="dimmed">
                {term}
              </Text>
              <Text
                component="dd"
                m={0}
                fw={700}
                fz={term === labels.QUOTE_CARD_PRICE ? 'xl' : 'md'}
              >
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
        <Group gap="xs" wrap="nowrap" className={classes.held}>
          <IconLock size={20} stroke={1.75} aria-hidden="true" />
          <Text fz="sm" fw={600}>
            {labels.HERO_CARD_HELD}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
