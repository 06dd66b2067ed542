import { expect, test } from '@playwright/test';
import { offsetMinutes, timeZoneDataIsCurrent } from '#server/platform/time-zone-data.ts';
import { citySeed } from '#server/db/seed/catalog.ts';

/*
 * The browser and the server read every service-area zone alike (decision 137): the booking
 * wizard offers hours and the job page writes "contact details from" and "start from", and the
 * console writes a booking's start (`momentIn`), in the browser, from instants the server placed.
 * Node (this worker, started as the server is) reads the committed time-zone data; Chromium its
 * own. When Chromium gets newer rules than the committed files, this fails: refresh them
 * (server/time-zone-data/README.md).
 */

/** Noon UTC on the 15th of every month of 2025 to 2027, and the days around each change. */
const instants = [
  ...[2025, 2026, 2027].flatMap((year) =>
    Array.from({ length: 12 }, (_, month) => Date.UTC(year, month, 15, 12)),
  ),
  ...['2026-03-08', '2026-03-09', '2026-06-18', '2026-10-31', '2026-11-01', '2026-11-02'].map(
    (day) => Date.parse(`${day}T12:00:00Z`),
  ),
];

// On the blank page Playwright opens: only the browser's Intl is asked, at either width.
test('the browser and the server place every city’s times with the same rules', async ({
  page,
}) => {
  expect(timeZoneDataIsCurrent()).toBe(true);
  const zones = [...new Set(citySeed.map((city) => city.timeZone))];
  const inBrowser = await page.evaluate(
    ({ zones, instants }) =>
      zones.map((timeZone) =>
        instants.map((at) => {
          const name = new Intl.DateTimeFormat('en-CA', { timeZone, timeZoneName: 'longOffset' })
            .formatToParts(new Date(at))
            .find((part) => part.type === 'timeZoneName')?.value;
          const match = /^GMT([+-])(\d\d):(\d\d)$/.exec(name ?? '');
          return match
            ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
            : 0;
        }),
      ),
    { zones, instants },
  );
  const onServer = zones.map((zone) => instants.map((at) => offsetMinutes(zone, new Date(at))));
  expect(Object.fromEntries(zones.map((zone, i) => [zone, inBrowser[i]]))).toEqual(
    Object.fromEntries(zones.map((zone, i) => [zone, onServer[i]])),
  );
  // What the two agree on: Calgary on UTC−6 in December 2026.
  expect(offsetMinutes('America/Edmonton', new Date('2026-12-15T12:00:00Z'))).toBe(-360);
});
