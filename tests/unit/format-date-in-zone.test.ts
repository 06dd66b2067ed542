import { describe, expect, it } from 'vitest';
import { formatDateTimeIn } from '#src/components/format-date.ts';

describe('formatDateTimeIn', () => {
  it("writes a moment at the city's wall clock with its zone, whatever the reader's zone", () => {
    // 17:00 UTC on November 26, 2026: British Columbia keeps UTC−7 all year since 2026-03-09
    // (decision 137), which ICU names PDT; Ontario still falls back to EST.
    expect(formatDateTimeIn('2026-11-26T17:00:00.000Z', 'America/Vancouver')).toBe(
      'November 26, 2026 at 10:00 a.m. PDT',
    );
    expect(formatDateTimeIn('2026-11-26T17:00:00.000Z', 'America/Toronto')).toBe(
      'November 26, 2026 at 12:00 p.m. EST',
    );
  });

  it('writes nothing for a moment it cannot read', () => {
    expect(formatDateTimeIn('not a date', 'America/Toronto')).toBe('');
  });
});
