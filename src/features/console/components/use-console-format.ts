import { useMemo } from 'react';
import { useFormat } from '../../../i18n/use-format.ts';
import { readerZone } from '../../../components/reader-zone.ts';

/**
 * useFormat() with the console's two readings of a moment (decision 109): `moment(at)` writes a
 * logged moment (a refund, an e-mail, a sign-in) on the operator's own clock with its zone named,
 * `November 24, 2026 at 3:05PM EST` / `24 novembre 2026 à 15 h 05 HNE`; `dayOf(at)` the day of a
 * moment there, both on the operator's own device's clock: the console's logs are read where the
 * operator is. A booking's start is written in its city's zone with `momentIn` instead.
 */
export function useConsoleFormat() {
  const format = useFormat();
  return useMemo(() => {
    return {
      ...format,
      moment: (at: string) => format.momentIn(at, readerZone()),
      dayOf: (at: string) => format.dayOfInstant(at, readerZone()),
      /** A whole number of things, grouped as the language groups them: `1,234` / `1 234`. */
      count: (value: number) => format.number(value, 0),
      /** The API's window of a booking (`9:00AM–12:00PM`) in the page's language (`9 h – 12 h`). */
      window: (text: string) => {
        const [from, until] = text.split('–');
        return (from && until && format.window(from, until)) || text;
      },
    };
  }, [format]);
}
