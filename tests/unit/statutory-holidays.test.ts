import { describe, expect, it } from 'vitest';
import {
  easterSunday,
  statutoryHolidayOn,
  statutoryHolidays,
} from '#server/regular-plans/statutory-holidays.ts';

const datesOf = (province: string, year: number) =>
  Object.fromEntries(
    statutoryHolidays(province, year).map((holiday) => [holiday.key, holiday.date]),
  );

describe('the statutory holidays of the provinces served', () => {
  it('computes Easter for known years', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('lists Ontario 2026 (ontario.ca public holidays)', () => {
    expect(datesOf('ON', 2026)).toEqual({
      newYear: '2026-01-01',
      familyDay: '2026-02-16',
      goodFriday: '2026-04-03',
      victoriaDay: '2026-05-18',
      canadaDay: '2026-07-01',
      labourDay: '2026-09-07',
      thanksgiving: '2026-10-12',
      christmas: '2026-12-25',
      boxingDay: '2026-12-26',
    });
  });

  it('lists British Columbia 2027 with B.C. Day and Truth and Reconciliation', () => {
    expect(datesOf('BC', 2027)).toEqual({
      newYear: '2027-01-01',
      familyDay: '2027-02-15',
      goodFriday: '2027-03-26',
      victoriaDay: '2027-05-24',
      canadaDay: '2027-07-01',
      bcDay: '2027-08-02',
      labourDay: '2027-09-06',
      truthAndReconciliation: '2027-09-30',
      thanksgiving: '2027-10-11',
      remembranceDay: '2027-11-11',
      christmas: '2027-12-25',
    });
  });

  it('lists Alberta with Family Day and Remembrance Day, without Boxing Day', () => {
    const alberta = datesOf('AB', 2026);
    expect(alberta.familyDay).toBe('2026-02-16');
    expect(alberta.remembranceDay).toBe('2026-11-11');
    expect(alberta.boxingDay).toBeUndefined();
    expect(alberta.truthAndReconciliation).toBeUndefined();
    expect(Object.keys(alberta)).toHaveLength(9);
  });

  it('lists Manitoba with Louis Riel Day and Truth and Reconciliation', () => {
    const manitoba = datesOf('MB', 2026);
    expect(manitoba.louisRielDay).toBe('2026-02-16');
    expect(manitoba.truthAndReconciliation).toBe('2026-09-30');
    expect(manitoba.remembranceDay).toBeUndefined();
    expect(Object.keys(manitoba)).toHaveLength(9);
    // Before 2023, Truth and Reconciliation was not a general holiday there.
    expect(datesOf('MB', 2022).truthAndReconciliation).toBeUndefined();
  });

  it('lists Quebec with the Patriots and the Fête nationale', () => {
    expect(datesOf('QC', 2026)).toEqual({
      newYear: '2026-01-01',
      goodFriday: '2026-04-03',
      patriotsDay: '2026-05-18',
      stJeanBaptiste: '2026-06-24',
      canadaDay: '2026-07-01',
      labourDay: '2026-09-07',
      thanksgiving: '2026-10-12',
      christmas: '2026-12-25',
    });
  });

  it('puts Victoria Day on the Monday before May 25, even when the 24th is a Monday', () => {
    // May 24, 2027 is a Monday; May 25, 2026 is a Monday, so Victoria Day is the 18th.
    expect(datesOf('ON', 2027).victoriaDay).toBe('2027-05-24');
    expect(datesOf('ON', 2026).victoriaDay).toBe('2026-05-18');
    expect(datesOf('ON', 2021).victoriaDay).toBe('2021-05-24');
  });

  it('finds the holiday of a date, and none elsewhere or in a province not served', () => {
    expect(statutoryHolidayOn('ON', '2026-12-26')).toEqual({
      key: 'boxingDay',
      date: '2026-12-26',
    });
    expect(statutoryHolidayOn('BC', '2026-12-26')).toBeNull();
    expect(statutoryHolidayOn('ON', '2026-12-27')).toBeNull();
    expect(statutoryHolidayOn('NS', '2026-12-25')).toBeNull();
  });
});
