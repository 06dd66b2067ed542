import { useMemo } from 'react';
import * as format from '#shared/i18n/format.ts';
import { formatMessage, type MessageValues } from '#shared/i18n/message.ts';
import { useLocale } from './locale-context.tsx';

/**
 * The page's language bound to the formatting module and to ICU messages: `t(message, values)`
 * completes a catalogue text, `money(12.5)` writes `$12.50` or `12,50 $` (decision 102).
 */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      t: (message: string, values?: MessageValues) => formatMessage(locale, message, values),
      money: (amount: number | string) => format.formatMoney(amount, locale),
      day: (day: string) => format.formatDay(day, locale),
      weekdayDay: (day: string) => format.formatWeekdayDay(day, locale),
      calendarDayName: (day: string, withWeekday?: boolean) =>
        format.formatCalendarDayName(day, locale, withWeekday),
      dayOfInstant: (instant: Date | string, timeZone: string) =>
        format.formatDayOfInstant(instant, timeZone, locale),
      momentIn: (instant: Date | string, timeZone: string) =>
        format.formatMomentIn(instant, timeZone, locale),
      clockOfInstant: (instant: Date | string, timeZone: string) =>
        format.formatClockOfInstant(instant, timeZone, locale),
      slot: (slot: string) => format.formatSlot(slot, locale),
      window: (from: string, until: string) => format.formatWindow(from, until, locale),
      minutesWindow: (from: number, until: number) =>
        format.formatMinutesWindow(from, until, locale),
      percent: (rate: number) => format.formatPercent(rate, locale),
      number: (value: number, fractionDigits?: number) =>
        format.formatNumber(value, locale, fractionDigits),
    }),
    [locale],
  );
}
