import type { ReactNode } from 'react';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminCoreTexts } from '../../components/console-home-texts.ts';
import classes from './today-frame.module.css';

/*
 * Decision 160: the Today screen's frame, the same while the day loads and once it has come (and
 * mirrored by the server's shell, server/http/today-shell.ts): each section's heading and hint are
 * static texts, so only the places of the figures and rows change when the data arrives.
 */

/** The day's four sections, a gap apart. */
export function TodayStack({ children }: { children: ReactNode }) {
  return <Stack gap="xl">{children}</Stack>;
}

export type MoneyFigure = 'HELD' | 'CAPTURED' | 'RELEASED';
const MONEY_FIGURES: MoneyFigure[] = ['HELD', 'CAPTURED', 'RELEASED'];

/** This week's money: its heading, the week's first day beside it, and a card per sum. */
export function MoneySection(props: {
  weekFrom?: ReactNode;
  amount: (figure: MoneyFigure) => ReactNode;
}) {
  const { todayLabels } = useTexts(adminCoreTexts);
  return (
    <section aria-labelledby="today-money">
      <div className={classes.moneyHead}>
        <Title order={2} fz="lg" id="today-money">
          {todayLabels.MONEY_HEADING}
        </Title>
        {props.weekFrom}
      </div>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {MONEY_FIGURES.map((figure) => (
          <Card key={figure} withBorder radius="md" padding="md">
            <Text fz="sm" c="dimmed">
              {todayLabels[figure]}
            </Text>
            {props.amount(figure)}
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}

/** A list of bookings: its heading, the line saying which bookings it holds, then its rows. */
export function ListSection(props: {
  id: string;
  heading: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id}>
      <Title order={2} fz="lg" id={props.id}>
        {props.heading}
      </Title>
      <Text fz="sm" c="dimmed" mb="xs">
        {props.hint}
      </Text>
      {props.children}
    </section>
  );
}

export type DayName = 'today' | 'tomorrow';
const DAYS: DayName[] = ['today', 'tomorrow'];

/** Bookings by city: a card for today and one for tomorrow. */
export function DaysSection({ counts }: { counts: (day: DayName, title: string) => ReactNode }) {
  const { todayLabels } = useTexts(adminCoreTexts);
  return (
    <section aria-labelledby="today-bookings">
      <Title order={2} fz="lg" id="today-bookings" mb="xs">
        {todayLabels.BOOKINGS_HEADING}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {DAYS.map((day) => {
          const title = day === 'today' ? todayLabels.TODAY : todayLabels.TOMORROW;
          return (
            <Card key={day} withBorder radius="md" padding="md">
              <Title order={3} fz="md" mb="xs">
                {title}
              </Title>
              {counts(day, title)}
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
