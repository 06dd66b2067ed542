import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isCalendarDate,
  localNow,
  minutesToClock,
  slotToMinutes,
  zonedInstant,
} from '#server/domain/local-time.ts';

describe('hourly slots', () => {
  it.each([
    ['12:00AM', 0],
    ['1:00AM', 60],
    ['9:00AM', 540],
    ['12:00PM', 720],
    ['1:00PM', 780],
    ['11:00PM', 1380],
  ])('reads %s as %i minutes after midnight', (slot, minutes) => {
    expect(slotToMinutes(slot)).toBe(minutes);
  });

  it.each(['9:30AM', '13:00PM', '0:00AM', '09:00AM', '9:00 AM', '9:00am', ''])(
    'refuses %j',
    (slot) => {
      expect(slotToMinutes(slot)).toBeNull();
    },
  );

  it.each([
    [0, '12:00AM'],
    [540, '9:00AM'],
    [720, '12:00PM'],
    [810, '1:30PM'],
    [1380, '11:00PM'],
  ])('writes %i minutes as %s', (minutes, clock) => {
    expect(minutesToClock(minutes)).toBe(clock);
  });
});

describe('zonedInstant', () => {
  it.each([
    // America/Edmonton: MST is UTC−7, MDT UTC−6; clocks went forward 2026-03-08 and, since
    // Alberta keeps UTC−6 from 2026-06-18 (tz 2026b, decision 137), did not go back 2026-11-01.
    ['2026-03-07', 540, 'America/Edmonton', '2026-03-07T16:00:00Z'],
    ['2026-03-08', 60, 'America/Edmonton', '2026-03-08T08:00:00Z'],
    ['2026-03-08', 180, 'America/Edmonton', '2026-03-08T09:00:00Z'],
    ['2026-03-08', 540, 'America/Edmonton', '2026-03-08T15:00:00Z'],
    ['2026-10-31', 540, 'America/Edmonton', '2026-10-31T15:00:00Z'],
    ['2026-11-01', 540, 'America/Edmonton', '2026-11-01T15:00:00Z'],
    ['2026-11-24', 540, 'America/Edmonton', '2026-11-24T15:00:00Z'],
    // Its last fall back, 2025-11-02.
    ['2025-11-01', 540, 'America/Edmonton', '2025-11-01T15:00:00Z'],
    ['2025-11-02', 540, 'America/Edmonton', '2025-11-02T16:00:00Z'],
    // America/Toronto: EST is UTC−5, EDT UTC−4, the same dates.
    ['2026-03-07', 540, 'America/Toronto', '2026-03-07T14:00:00Z'],
    ['2026-03-08', 540, 'America/Toronto', '2026-03-08T13:00:00Z'],
    ['2026-10-31', 1380, 'America/Toronto', '2026-11-01T03:00:00Z'],
    ['2026-11-01', 0, 'America/Toronto', '2026-11-01T04:00:00Z'],
    ['2026-11-01', 540, 'America/Toronto', '2026-11-01T14:00:00Z'],
    ['2026-11-01', 180, 'America/Toronto', '2026-11-01T08:00:00Z'],
  ])('puts %s at %i minutes in %s at %s', (date, minutes, zone, iso) => {
    expect(zonedInstant(date, minutes, zone).toISOString()).toBe(new Date(iso).toISOString());
  });

  it('turns a wall-clock time and back again in both zones on every hour of a DST day', () => {
    for (const zone of ['America/Edmonton', 'America/Toronto']) {
      // Alberta's last fall back was 2025-11-02 (decision 137).
      for (const date of ['2026-03-08', '2026-11-01', '2025-11-02']) {
        // 1AM–3AM are skipped or repeated on these days.
        for (let minutes = 180; minutes <= 1380; minutes += 60) {
          expect(localNow(zone, zonedInstant(date, minutes, zone))).toEqual({ date, minutes });
        }
      }
    }
  });

  it('moves 2:00AM, which does not exist on the spring-forward day, to 3:00AM', () => {
    expect(zonedInstant('2026-03-08', 120, 'America/Edmonton').toISOString()).toBe(
      '2026-03-08T09:00:00.000Z',
    );
    expect(
      localNow('America/Edmonton', zonedInstant('2026-03-08', 120, 'America/Edmonton')),
    ).toEqual({ date: '2026-03-08', minutes: 180 });
  });

  it('takes the later 1:00AM on the fall-back day, when that hour happens twice', () => {
    // Alberta's last fall back (it keeps UTC−6 from 2026: decision 137).
    expect(zonedInstant('2025-11-02', 60, 'America/Edmonton').toISOString()).toBe(
      '2025-11-02T08:00:00.000Z',
    );
    expect(zonedInstant('2026-11-01', 60, 'America/Toronto').toISOString()).toBe(
      '2026-11-01T06:00:00.000Z',
    );
  });

  it('makes a 9:00AM–12:00PM cleaning last 3 hours on the day clocks change', () => {
    const start = zonedInstant('2026-03-08', 540, 'America/Edmonton');
    const end = zonedInstant('2026-03-08', 720, 'America/Edmonton');
    expect(end.getTime() - start.getTime()).toBe(3 * 60 * 60 * 1000);
  });
});

describe('zonedInstant on the other service-area zones and edges (decision 092)', () => {
  it.each([
    // America/Vancouver: PST is UTC−8, PDT UTC−7; clocks went forward 2025-03-09, back 2025-11-02.
    ['2025-03-09', 120, 'America/Vancouver', '2025-03-09T10:00:00Z'],
    ['2025-03-09', 150, 'America/Vancouver', '2025-03-09T10:30:00Z'],
    ['2025-03-09', 540, 'America/Vancouver', '2025-03-09T16:00:00Z'],
    ['2025-11-02', 60, 'America/Vancouver', '2025-11-02T09:00:00Z'],
    ['2025-11-02', 90, 'America/Vancouver', '2025-11-02T09:30:00Z'],
    ['2025-11-02', 540, 'America/Vancouver', '2025-11-02T17:00:00Z'],
    // America/Winnipeg: CST is UTC−6, CDT UTC−5; clocks went forward 2026-03-08 and back for the
    // last time 2025-11-02: Manitoba keeps UTC−5 from 2026-10-31 (tz 2026b, decision 137).
    ['2026-03-08', 120, 'America/Winnipeg', '2026-03-08T08:00:00Z'],
    ['2026-03-08', 540, 'America/Winnipeg', '2026-03-08T14:00:00Z'],
    ['2025-11-02', 60, 'America/Winnipeg', '2025-11-02T07:00:00Z'],
    ['2025-11-02', 540, 'America/Winnipeg', '2025-11-02T15:00:00Z'],
    ['2026-11-01', 60, 'America/Winnipeg', '2026-11-01T06:00:00Z'],
    ['2026-11-01', 540, 'America/Winnipeg', '2026-11-01T14:00:00Z'],
    // America/Vancouver keeps UTC−7 from 2026-03-09 (decision 137).
    ['2026-11-24', 540, 'America/Vancouver', '2026-11-24T16:00:00Z'],
    // A half hour inside the spring gap moves past it by the gap's length too.
    ['2026-03-08', 150, 'America/Toronto', '2026-03-08T07:30:00Z'],
  ])('puts %s at %i minutes in %s at %s', (date, minutes, zone, iso) => {
    expect(zonedInstant(date, minutes, zone).toISOString()).toBe(new Date(iso).toISOString());
  });

  it('reads both 1:30AMs of the fall-back day as 1:30AM', () => {
    for (const iso of ['2025-11-02T08:30:00Z', '2025-11-02T09:30:00Z']) {
      expect(localNow('America/Vancouver', new Date(iso))).toEqual({
        date: '2025-11-02',
        minutes: 90,
      });
    }
  });

  it('runs minutes past midnight into the next day, as before', () => {
    expect(zonedInstant('2026-10-31', 1440, 'America/Toronto').toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
    expect(zonedInstant('2026-11-24', 24 * 60 + 540, 'America/Edmonton').toISOString()).toBe(
      '2026-11-25T15:00:00.000Z',
    );
  });

  it('refuses a date that is not on the calendar instead of rolling it into the next month', () => {
    expect(() => zonedInstant('2026-02-30', 540, 'America/Toronto')).toThrow(RangeError);
    expect(() => zonedInstant('not a date', 540, 'America/Toronto')).toThrow(RangeError);
  });

  it('refuses a zone that does not exist', () => {
    expect(() => zonedInstant('2026-11-24', 540, 'America/Atlantis')).toThrow(RangeError);
    expect(() => localNow('America/Atlantis', new Date('2026-11-24T12:00:00Z'))).toThrow(
      RangeError,
    );
  });

  describe('whatever the season the server runs in', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    // Libraries that guess the offset from the zone's offset now (dayjs.tz, luxon) take the
    // earlier of a repeated hour when the server runs in summer.
    it.each([
      // Manitoba's last fall back was 2025-11-02 (decision 137).
      ['2025-07-15T12:00:00Z', 'America/Winnipeg', '2025-11-02', '2025-11-02T07:30:00Z'],
      ['2026-01-15T12:00:00Z', 'America/Toronto', '2026-11-01', '2026-11-01T06:30:00Z'],
    ])('on %s takes the later 1:30AM in %s of %s', (now, zone, date, iso) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(now));
      expect(zonedInstant(date, 90, zone).toISOString()).toBe(new Date(iso).toISOString());
    });
  });
});

describe('localNow', () => {
  it("answers the city's date and minutes, not the server's", () => {
    const instant = new Date('2026-11-24T05:30:00Z');
    expect(localNow('America/Toronto', instant)).toEqual({ date: '2026-11-24', minutes: 30 });
    // Alberta on UTC−6 and British Columbia on UTC−7 all year since 2026 (decision 137).
    expect(localNow('America/Edmonton', instant)).toEqual({ date: '2026-11-23', minutes: 1410 });
    expect(localNow('America/Vancouver', instant)).toEqual({ date: '2026-11-23', minutes: 1350 });
  });

  it('follows summer time', () => {
    const instant = new Date('2026-07-01T15:00:00Z');
    expect(localNow('America/Edmonton', instant)).toEqual({ date: '2026-07-01', minutes: 540 });
    expect(localNow('America/Winnipeg', instant)).toEqual({ date: '2026-07-01', minutes: 600 });
  });

  it('reads midnight as minute 0', () => {
    expect(localNow('America/Toronto', new Date('2026-11-24T05:00:00Z'))).toEqual({
      date: '2026-11-24',
      minutes: 0,
    });
  });
});

describe('isCalendarDate', () => {
  it.each(['2026-11-24', '2028-02-29', '2026-12-31'])('accepts %s', (date) => {
    expect(isCalendarDate(date)).toBe(true);
  });

  it.each(['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-11-31', '26-11-24'])(
    'refuses %s',
    (date) => {
      expect(isCalendarDate(date)).toBe(false);
    },
  );
});
