import { describe, expect, it } from 'vitest';
import { formatClockOfInstant, plainSpaces } from '#shared/i18n/format.ts';

describe('a moment’s time of day on a city’s clock (decision 108)', () => {
  it('reads the instant in the zone, in either language', () => {
    const instant = '2026-11-28T15:30:00Z';
    // Alberta keeps UTC−6 all year since 2026 (decision 137).
    expect(formatClockOfInstant(instant, 'America/Edmonton', 'en-CA')).toBe('9:30AM');
    expect(plainSpaces(formatClockOfInstant(instant, 'America/Edmonton', 'fr-CA'))).toBe('9 h 30');
    expect(plainSpaces(formatClockOfInstant(instant, 'America/Toronto', 'fr-CA'))).toBe('10 h 30');
    expect(formatClockOfInstant('2026-11-28T17:00:00Z', 'America/Toronto', 'en-CA')).toBe(
      '12:00PM',
    );
  });

  it('gives nothing for an instant or a zone that is not one', () => {
    expect(formatClockOfInstant('not a date', 'America/Toronto', 'en-CA')).toBe('');
    expect(formatClockOfInstant('2026-11-28T15:30:00Z', 'Mars/Olympus', 'fr-CA')).toBe('');
  });
});
