import path from 'node:path';
import { projectRoot } from '../project-root.ts';

/**
 * The time-zone data Node must read (decision 137). Node 20's ICU carries tz 2025c, which does
 * not know that British Columbia, Alberta, the Northwest Territories and Manitoba stopped changing
 * their clocks in 2026; the browsers do. The folder holds ICU's four time-zone resources taken
 * from a newer ICU data file (its README.md says which, and how to refresh them); ICU reads them
 * only when ICU_TIMEZONE_FILES_DIR names the folder as the process starts, so every way of
 * starting Node here sets it (scripts/with-time-zone-data.sh, the test configs).
 */
export const timeZoneDataDir = path.join(projectRoot, 'server', 'time-zone-data');

/** The variable ICU reads, set to the committed folder, for a child process's environment. */
export const timeZoneDataVariable = 'ICU_TIMEZONE_FILES_DIR';

/** Minutes east of UTC of a zone at an instant, as this process's ICU reckons it. */
export function offsetMinutes(timeZone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-CA', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  // "GMT" alone is UTC itself.
  const match = /^GMT([+-])(\d\d):(\d\d)$/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * What the committed data says and stale data does not: in December 2026 Calgary stays on
 * UTC−6, Vancouver on UTC−7 and Winnipeg on UTC−5 (tz 2026b and later).
 */
const checks = [
  { timeZone: 'America/Edmonton', minutes: -360 },
  { timeZone: 'America/Vancouver', minutes: -420 },
  { timeZone: 'America/Winnipeg', minutes: -300 },
] as const;
const december2026 = new Date('2026-12-15T18:00:00Z');

/** Whether this process places Canadian times with data at least as new as the committed one. */
export function timeZoneDataIsCurrent(): boolean {
  return checks.every((check) => offsetMinutes(check.timeZone, december2026) === check.minutes);
}

/** A warning for the server's log when its time-zone data is stale, or undefined. */
export function staleTimeZoneDataWarning(): string | undefined {
  if (timeZoneDataIsCurrent()) return undefined;
  const set = process.env[timeZoneDataVariable];
  return [
    `WARNING: this Node's time-zone data (tz ${process.versions.tz ?? 'unknown'}) is older than the`,
    "project's: it still moves Alberta's, British Columbia's and Manitoba's clocks back in",
    'November 2026, so bookings there would start an hour late. Start Node with',
    `${timeZoneDataVariable}=${timeZoneDataDir} (npm start and scripts/with-time-zone-data.sh do)` +
      (set ? `; it is set to ${set}, which ICU did not read.` : '.'),
  ].join(' ');
}
