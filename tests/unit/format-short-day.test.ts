import { describe, expect, it } from 'vitest';
import { formatShortDay } from '#shared/i18n/short-days.ts';

// The reschedule's day chooser names each day short, its month named (decision 126).
describe('a short day', () => {
  it('names the weekday and the month, in English and Canadian French', () => {
    expect(formatShortDay('2026-12-08', 'en-CA')).toBe('Tue, Dec 8');
    expect(formatShortDay('2026-12-08', 'fr-CA')).toBe('mar. 8 déc.');
  });

  it('writes the first of a month « 1er » in French', () => {
    expect(formatShortDay('2026-12-01', 'en-CA')).toBe('Tue, Dec 1');
    expect(formatShortDay('2026-12-01', 'fr-CA')).toBe('mar. 1er déc.');
  });

  it('gives nothing for what is not a day', () => {
    expect(formatShortDay('2026-02-30', 'en-CA')).toBe('');
    expect(formatShortDay('tomorrow', 'fr-CA')).toBe('');
  });
});
