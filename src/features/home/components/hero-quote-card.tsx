import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock, IconSparkles } from '@tabler/icons-react';
import { frenchClock } from '../../../components/format-clock.ts';
import { formatDollars } from '../../../components/format-money.ts';
import { hoursOf } from '../../../components/hours-of.ts';
import { useLocale } from '../../../i18n/locale-context.tsx';
import type { Locale } from '#shared/i18n/locale.ts';
import type { PricedService } from '../../../components/from-price.ts';
import type { HomeLabels } from '#shared/catalogue/en-CA/home.ts';
import classes from './hero.module.css';
import '@mantine/core/styles/ThemeIcon.css';

/** A morning start, as most bookings are: the card shows a window, not an offer of that time. */
const SAMPLE_START_MINUTES = 9 * 60;

function clock(minutes: number, locale: Locale): string {
  const hours24 = Math.floor(minutes / 60) % 24;
  const rest = minutes % 60;
  if (locale === 'fr-CA') return frenchClock(hours24, rest);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(rest).padStart(2, '0')}${hours24 < 12 ? 'AM' : 'PM'}`;
}

/**
 * "9:00AM - 11:30AM" / "9 h – 11 h 30": the cleaning window the quote would show for these
 * hours (the French as shared/i18n/format.ts writes a window, with U+00A0 around the dash).
 */
export function sampleWindow(hours: number, locale: Locale): string {
  const start = clock(SAMPLE_START_MINUTES, locale);
  const end = clock(SAMPLE_START_MINUTES + hours * 60, locale);
  return locale === 'fr-CA' ? `${start}\u00a0–\u00a0${end}` : `${start} - ${end}`;
}

type Props = {
  service: PricedService;
  labels: Pick<
    HomeLabels,
    | 'QUOTE_CARD_TITLE'
    | 'QUOTE_CARD_LABEL'
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
  const locale = useLocale();
  const rows: [string, string][] = [
    [labels.QUOTE_CARD_WINDOW, sampleWindow(service.fFromHours, locale)],
    [labels.QUOTE_CARD_HOURS, hoursOf(service.fFromHours, locale)],
    [labels.QUOTE_CARD_PRICE, formatDollars(service.fFromPrice, locale)],
  ];
  return (
    <Paper
      component="figure"
      aria-label={labels.QUOTE_CARD_LABEL.replace('{service}', service.vServiceName)}
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
