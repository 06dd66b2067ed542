import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  offsetMinutes,
  staleTimeZoneDataWarning,
  timeZoneDataDir,
  timeZoneDataIsCurrent,
  timeZoneDataVariable,
} from '#server/platform/time-zone-data.ts';
import { projectRoot } from '#server/project-root.ts';
import { zonedInstant } from '#server/domain/local-time.ts';

/*
 * The rules of 2026 (decision 137): British Columbia (from 2026-03-09), Alberta (2026-06-18) and
 * Manitoba (2026-10-31) keep their summer offset all year; Ontario and Quebec still fall back.
 * Node's own ICU (tz 2025c) gets the first three wrong; the tests run on the committed data.
 */
describe("the tests' Node places Canadian times with the 2026 rules", () => {
  it('read the committed time-zone data, not the one Node was built with', () => {
    expect(process.versions.tz! >= '2026b').toBe(true);
    expect(timeZoneDataIsCurrent()).toBe(true);
    expect(staleTimeZoneDataWarning()).toBeUndefined();
  });

  it('Calgary stays on UTC−6 after 1 November 2026: noon on 15 November is 18:00Z', () => {
    expect(offsetMinutes('America/Edmonton', new Date('2026-11-15T18:00:00Z'))).toBe(-360);
    // How the server places a booking's start (Temporal, on the same data).
    expect(zonedInstant('2026-11-15', 12 * 60, 'America/Edmonton').toISOString()).toBe(
      '2026-11-15T18:00:00.000Z',
    );
    expect(offsetMinutes('America/Edmonton', new Date('2026-07-01T18:00:00Z'))).toBe(-360);
    // Before the change, Alberta still fell back in November 2025.
    expect(offsetMinutes('America/Edmonton', new Date('2025-12-01T18:00:00Z'))).toBe(-420);
  });

  it('Winnipeg is UTC−5 and Vancouver UTC−7 in December 2026', () => {
    expect(offsetMinutes('America/Winnipeg', new Date('2026-12-01T18:00:00Z'))).toBe(-300);
    expect(zonedInstant('2026-12-01', 9 * 60, 'America/Winnipeg').toISOString()).toBe(
      '2026-12-01T14:00:00.000Z',
    );
    expect(offsetMinutes('America/Vancouver', new Date('2026-12-01T18:00:00Z'))).toBe(-420);
    expect(offsetMinutes('America/Vancouver', new Date('2026-07-01T18:00:00Z'))).toBe(-420);
    expect(zonedInstant('2026-12-01', 9 * 60, 'America/Vancouver').toISOString()).toBe(
      '2026-12-01T16:00:00.000Z',
    );
  });

  it('Toronto, Montreal and Gatineau still change: UTC−5 in December, UTC−4 in July', () => {
    for (const zone of ['America/Toronto', 'America/Montreal']) {
      expect(offsetMinutes(zone, new Date('2026-12-01T18:00:00Z'))).toBe(-300);
      expect(offsetMinutes(zone, new Date('2026-07-01T18:00:00Z'))).toBe(-240);
    }
    expect(zonedInstant('2026-12-01', 9 * 60, 'America/Toronto').toISOString()).toBe(
      '2026-12-01T14:00:00.000Z',
    );
  });
});

describe('a Node started without the variable', () => {
  it('is told, in words, that its time-zone data is stale', () => {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => name !== timeZoneDataVariable),
    );
    const printed = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "const m = await import('#server/platform/time-zone-data.ts'); console.log(m.staleTimeZoneDataWarning());",
      ],
      { cwd: projectRoot, env, encoding: 'utf8' },
    );
    expect(printed).toContain('WARNING: this Node');
    expect(printed).toContain(`${timeZoneDataVariable}=${timeZoneDataDir}`);
  });
});
