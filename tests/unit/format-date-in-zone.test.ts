import { describe, expect, it } from 'vitest';
import { formatDateTimeIn } from '#src/components/format-date.ts';

describe('formatDateTimeIn', () => {
  it("writes a moment at the city's wall clock with its zone, whatever the reader's zone", () => {
    // 17:00 UTC on November 26, 2026.
    expect(formatDateTimeIn('2026-11-26T17:00:00.000Z', 'America/Vancouver')).toBe(
      'November 26, 2026 at 9:00 a.m. PST',
    );
    expect(formatDateTimeIn('2026-11-26T17:00:00.000Z', 'America/Toronto')).toBe(
      'November 26, 2026 at 12:00 p.m. EST',
    );
  });

  it('writes nothing for a moment it cannot read', () => {
    expect(formatDateTimeIn('not a date', 'America/Toronto')).toBe('');
  });
});
