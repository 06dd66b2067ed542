import { describe, expect, it } from 'vitest';
import { addDays, isEveryWeeks, visitDatesBetween } from '../../shared/regular-plans.ts';

describe("a regular plan's rhythm", () => {
  it('repeats the anchor every two weeks, on its weekday, across a month end', () => {
    expect(visitDatesBetween('2026-01-30', 2, '2026-01-01', '2026-03-31')).toEqual([
      '2026-01-30',
      '2026-02-13',
      '2026-02-27',
      '2026-03-13',
      '2026-03-27',
    ]);
  });

  it('keeps the weekday across the spring daylight-saving change (calendar days, not hours)', () => {
    // 2027-03-14 is the night clocks go forward in Canada.
    expect(visitDatesBetween('2027-03-07', 1, '2027-03-08', '2027-03-21')).toEqual([
      '2027-03-14',
      '2027-03-21',
    ]);
  });

  it('starts from the first due date on or after `from`, never before the anchor', () => {
    expect(visitDatesBetween('2026-12-04', 4, '2026-12-05', '2027-02-01')).toEqual([
      '2027-01-01',
      '2027-01-29',
    ]);
    expect(visitDatesBetween('2026-12-04', 1, '2026-11-01', '2026-12-11')).toEqual([
      '2026-12-04',
      '2026-12-11',
    ]);
    expect(visitDatesBetween('2026-12-04', 1, '2026-12-12', '2026-12-17')).toEqual([]);
  });

  it('counts days over a leap day and a year end', () => {
    expect(addDays('2028-02-27', 7)).toBe('2028-03-05');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  });

  it('knows the three frequencies only', () => {
    expect([1, 2, 4].every(isEveryWeeks)).toBe(true);
    expect([0, 3, '2', 8, null].some(isEveryWeeks)).toBe(false);
  });
});
