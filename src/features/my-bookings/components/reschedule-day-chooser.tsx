import { Button, SimpleGrid } from '@mantine/core';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import type { OfferedDay } from '../queries.ts';
import { rescheduleDaysCatalogue } from '../reschedule-days-texts.ts';
import { formatShortDay } from '#shared/i18n/short-days.ts';
import '@mantine/core/styles/SimpleGrid.css';

type Props = {
  /** Today and the two weeks after it, each saying whether it has a free time. */
  days: OfferedDay[];
  /** The day whose times are shown. */
  chosen: string;
  onChoose: (day: string) => void;
};

/**
 * The reschedule's day chooser (decision 126): one button per day of the offer window, named by
 * its weekday and month ("Tue, Dec 8" / « mar. 8 déc. »), the chosen one pressed; a day without a
 * free time is disabled and says so to a screen reader. Three a row on a phone, five from 576 px:
 * big enough to touch, every day in sight without scrolling sideways.
 */
export function RescheduleDayChooser({ days, chosen, onChoose }: Props) {
  const { rescheduleDayTexts: texts } = useTexts(rescheduleDaysCatalogue);
  const { locale, t } = useFormat();
  return (
    <SimpleGrid cols={{ base: 3, xs: 5 }} spacing={6} role="group" aria-label={texts.daysLabel}>
      {days.map((day) => {
        const name = formatShortDay(day.sDay, locale);
        const pressed = day.sDay === chosen;
        return (
          <Button
            key={day.sDay}
            size="sm"
            px={4}
            variant={pressed ? 'filled' : 'light'}
            color={pressed ? undefined : 'gray'}
            disabled={!day.bFree}
            aria-pressed={pressed}
            aria-label={day.bFree ? undefined : t(texts.noFreeTime, { day: name })}
            styles={{ label: { whiteSpace: 'nowrap' } }}
            onClick={() => onChoose(day.sDay)}
          >
            {name}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
