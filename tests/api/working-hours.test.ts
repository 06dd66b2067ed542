import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, contractorDaysOff, contractors } from '#server/db/schema.ts';
import { call, DEMO_CUSTOMER_EMAIL, logIn, manualClock, type Answer } from '../support/accounts.ts';
import { cityNamed, createBooking, type BookingFixture } from '../support/bookings.ts';
import { newContractor, type TestContractor } from '../support/contractors.ts';
import { POSTAL_CODES } from '../support/postal-codes.ts';
import { bookingByCode, edmontonDeepClean, schedule, startBooking } from '../support/same-day.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import {
  CHECK_HOURS,
  clearCityWeeks,
  GET_HOURS,
  OFFICE_WEEK,
  UPDATE_HOURS,
  type ConflictData,
  type WorkingHoursData,
} from '../support/working-hours.ts';

const LOGIN_REQUIRED = 'Please log in to continue.';
const CONTRACTORS_ONLY = 'This is only for contractors.';

// 15:00 UTC on Sunday, 22 November 2026: 8:00AM in Calgary, 9:00AM in Winnipeg, 10:00AM in Ottawa.
const clock = manualClock(new Date('2026-11-22T15:00:00Z'));

let server: TestApp;
let customerCookie: string;
beforeAll(async () => {
  server = await startTestApp({ clock });
  customerCookie = (await logIn(server.app, DEMO_CUSTOMER_EMAIL)).cookie;
});
afterAll(() => server.close());

const db = () => server.database.db;

function post<Data>(
  url: string,
  body: unknown,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<Answer<Data>> {
  return call<Data>(server.app, url, body, { cookie, headers });
}

function contractor(options: Parameters<typeof newContractor>[2] = {}) {
  return newContractor(server.app, db(), options);
}

function booking(fixture: BookingFixture = {}) {
  return createBooking(db(), { now: clock(), ...fixture });
}

const hoursOf = async (cleaner: TestContractor) =>
  (await post<WorkingHoursData>(GET_HOURS, {}, cleaner.cookie)).body.data;

type UpdateData = { oHours: WorkingHoursData; aConflicts: ConflictData[] };

const saturdayAndMondays = {
  aWeek: [
    { iWeekday: 6, vFrom: '10:00', vUntil: '14:00' },
    { iWeekday: 1, vFrom: '13:00', vUntil: '17:00' },
    { iWeekday: 1, vFrom: '09:00', vUntil: '12:30' },
  ],
  aDaysOff: [{ dFrom: '2026-12-24', dUntil: '2026-12-26' }],
  iDailyJobCap: 3,
};

describe('/api/contractor/get_working_hours and update_working_hours', () => {
  it('saves the week sorted, the days off and the cap, marks them confirmed and reads them back', async () => {
    const cleaner = await contractor({ city: 'Ottawa' });
    expect((await hoursOf(cleaner))?.bConfirmed).toBe(false);

    const answer = await post<UpdateData>(UPDATE_HOURS, saturdayAndMondays, cleaner.cookie);

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Your working hours are saved.');
    const saved: WorkingHoursData = {
      aWeek: [
        { iWeekday: 1, vFrom: '09:00', vUntil: '12:30' },
        { iWeekday: 1, vFrom: '13:00', vUntil: '17:00' },
        { iWeekday: 6, vFrom: '10:00', vUntil: '14:00' },
      ],
      aDaysOff: [{ dFrom: '2026-12-24', dUntil: '2026-12-26' }],
      iDailyJobCap: 3,
      bConfirmed: true,
      vTimeZone: 'America/Toronto',
      vCityName: 'Ottawa',
    };
    expect(answer.body.data).toEqual({ oHours: saved, aConflicts: [] });
    expect(await hoursOf(cleaner)).toEqual(saved);
  });

  it('saves an empty week (works no day)', async () => {
    const cleaner = await contractor({ city: 'Ottawa' });
    const answer = await post<UpdateData>(
      UPDATE_HOURS,
      { aWeek: [], aDaysOff: [], iDailyJobCap: 1 },
      cleaner.cookie,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data?.oHours.aWeek).toEqual([]);
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    [
      'a start after the end',
      { aWeek: [{ iWeekday: 2, vFrom: '15:00', vUntil: '11:00' }] },
      'Please choose a start before the end.',
    ],
    [
      'overlapping ranges of one day',
      {
        aWeek: [
          { iWeekday: 6, vFrom: '09:00', vUntil: '13:00' },
          { iWeekday: 6, vFrom: '12:30', vUntil: '16:00' },
        ],
      },
      'Two ranges on Saturday overlap.',
    ],
    ['a cap of 7', { iDailyJobCap: 7 }, 'Please choose between 1 and 6 jobs a day.'],
    ['a cap of 0', { iDailyJobCap: 0 }, 'Please choose between 1 and 6 jobs a day.'],
    [
      'a day off ending before it starts',
      { aDaysOff: [{ dFrom: '2026-12-10', dUntil: '2026-12-09' }] },
      'A day off cannot end before it starts.',
    ],
    [
      'a day off on no real date',
      { aDaysOff: [{ dFrom: '2026-02-30', dUntil: '2026-03-02' }] },
      'Please choose the first day off.',
    ],
    [
      'a start before 6:00AM',
      { aWeek: [{ iWeekday: 3, vFrom: '05:30', vUntil: '11:00' }] },
      'Please choose a start at 6:00AM or later.',
    ],
    [
      'an end after 11:00PM',
      { aWeek: [{ iWeekday: 3, vFrom: '18:00', vUntil: '23:30' }] },
      'Please choose an end at 11:00PM or earlier.',
    ],
    [
      'a time off the half hour',
      { aWeek: [{ iWeekday: 3, vFrom: '09:15', vUntil: '11:00' }] },
      'Please choose a start time.',
    ],
    [
      'a weekday of 7',
      { aWeek: [{ iWeekday: 7, vFrom: '09:00', vUntil: '11:00' }] },
      'Please choose a day of the week.',
    ],
  ];

  it.each(refusals)(
    'refuses %s with a plain 400 and writes nothing',
    async (_, change, message) => {
      const cleaner = await contractor({ city: 'Ottawa' });
      const before = await hoursOf(cleaner);
      const body = { aWeek: OFFICE_WEEK, aDaysOff: [], iDailyJobCap: 2, ...change };

      for (const url of [UPDATE_HOURS, CHECK_HOURS]) {
        const answer = await post(url, body, cleaner.cookie);
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ code: 400, message });
      }
      expect(await hoursOf(cleaner)).toEqual(before);
    },
  );

  it('is only for contractors: 401 without a session, 403 for a customer', async () => {
    const body = { aWeek: OFFICE_WEEK, aDaysOff: [], iDailyJobCap: 2 };
    for (const [url, payload] of [
      [GET_HOURS, {}],
      [CHECK_HOURS, body],
      [UPDATE_HOURS, body],
    ] as const) {
      const anonymous = await post(url, payload);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe(LOGIN_REQUIRED);
      const customer = await post(url, payload, customerCookie);
      expect(customer.status).toBe(403);
      expect(customer.body.message).toBe(CONTRACTORS_ONLY);
    }
  });

  it('a cleaner changes only their own hours', async () => {
    const one = await contractor({ city: 'Ottawa' });
    const other = await contractor({ city: 'Ottawa' });
    const otherBefore = await hoursOf(other);
    await post(UPDATE_HOURS, saturdayAndMondays, one.cookie);
    expect(await hoursOf(other)).toEqual(otherBefore);
  });
});

describe('conflicts with accepted jobs', () => {
  it('check lists the accepted jobs new hours would not cover and writes nothing', async () => {
    const cleaner = await contractor({ city: 'Ottawa' });
    // Saturday 28 November, 10:00AM to 1:00PM in Ottawa.
    const job = await booking({
      status: 'assigned',
      city: 'Ottawa',
      contractorEmail: cleaner.email,
      startsInHours: 144,
    });
    const before = await hoursOf(cleaner);

    const weekdays = await post<{ aConflicts: ConflictData[] }>(
      CHECK_HOURS,
      { aWeek: OFFICE_WEEK, aDaysOff: [], iDailyJobCap: 2 },
      cleaner.cookie,
    );
    expect(weekdays.status).toBe(200);
    expect(weekdays.body.data).toEqual({
      aConflicts: [
        {
          iBookingId: job.id,
          vBookingNumber: job.bookingNo,
          dDate: '2026-11-28',
          vFrom: '10:00',
          vUntil: '13:00',
          vServiceName: 'Deep Cleaning',
          eReason: 'OutsideHours',
          vMessage:
            'Deep Cleaning on November 28, 2026 at 10:00AM is outside your working hours; it stays yours.',
        },
      ],
    });

    const saturdayOff = {
      aWeek: [{ iWeekday: 6, vFrom: '08:00', vUntil: '18:00' }],
      aDaysOff: [{ dFrom: '2026-11-27', dUntil: '2026-11-29' }],
      iDailyJobCap: 2,
    };
    const dayOff = await post<{ aConflicts: ConflictData[] }>(
      CHECK_HOURS,
      saturdayOff,
      cleaner.cookie,
    );
    expect(dayOff.body.data?.aConflicts.map((c) => [c.eReason, c.vMessage])).toEqual([
      [
        'DayOff',
        'Deep Cleaning on November 28, 2026 at 10:00AM falls on a day off; it stays yours.',
      ],
    ]);
    // A cleaner who reads French is told in French (decision 104), the service by its French
    // name (decision 116).
    const inFrench = await post<{ aConflicts: ConflictData[] }>(
      CHECK_HOURS,
      saturdayOff,
      cleaner.cookie,
      { 'x-mapleshine-locale': 'fr-CA' },
    );
    expect(inFrench.body.data?.aConflicts.map((c) => c.vServiceName)).toEqual(['Grand ménage']);
    expect(inFrench.body.data?.aConflicts.map((c) => c.vMessage)).toEqual([
      'Grand ménage du 28 novembre 2026 à 10\u00a0h\u00a0: ce jour est l’un de vos congés. La tâche reste la vôtre.',
    ]);
    const covered = await post<{ aConflicts: ConflictData[] }>(
      CHECK_HOURS,
      { aWeek: [{ iWeekday: 6, vFrom: '10:00', vUntil: '13:00' }], aDaysOff: [], iDailyJobCap: 1 },
      cleaner.cookie,
    );
    expect(covered.body.data?.aConflicts).toEqual([]);
    expect(await hoursOf(cleaner)).toEqual(before);
  });

  it('update saves, keeps every accepted job and reports the ones over the new cap', async () => {
    const cleaner = await contractor({ city: 'Ottawa' });
    const first = await booking({
      status: 'assigned',
      city: 'Ottawa',
      contractorEmail: cleaner.email,
      startsInHours: 144,
    });
    // The same Saturday, 2:00PM to 5:00PM.
    const second = await booking({
      status: 'assigned',
      city: 'Ottawa',
      contractorEmail: cleaner.email,
      startsInHours: 148,
    });

    const answer = await post<UpdateData>(
      UPDATE_HOURS,
      { aWeek: [{ iWeekday: 6, vFrom: '09:00', vUntil: '18:00' }], aDaysOff: [], iDailyJobCap: 1 },
      cleaner.cookie,
    );

    expect(answer.status).toBe(200);
    expect(answer.body.data?.aConflicts).toEqual([
      expect.objectContaining({
        iBookingId: second.id,
        eReason: 'OverDailyCap',
        vFrom: '14:00',
        vUntil: '17:00',
        vMessage:
          'Deep Cleaning on November 28, 2026 at 2:00PM is more than 1 job that day; it stays yours.',
      }),
    ]);
    expect(answer.body.data?.oHours.iDailyJobCap).toBe(1);
    for (const job of [first, second]) {
      const [row] = await db().select().from(bookings).where(eq(bookings.id, job.id));
      expect(row).toMatchObject({ status: 'assigned', contractorId: cleaner.id });
    }
  });
});

describe('the quote counts only cleaners who offered the window', () => {
  const calgaryClean = async (overrides: Record<string, unknown>) => {
    const calgary = await cityNamed(db(), 'Calgary');
    return edmontonDeepClean(db(), {
      iCityId: calgary.id,
      vPostalCode: POSTAL_CODES.Calgary,
      vAddress: '255 5 Ave SW, Calgary, AB T2P 0H5',
      ...overrides,
    });
  };

  /** Calgary's only cleaner with a week: every other cleaner of the city taken off. */
  async function soleCalgaryCleaner(options: Parameters<typeof newContractor>[2]) {
    await clearCityWeeks(db(), 'Calgary');
    return contractor({ city: 'Calgary', ...options });
  }

  it('refuses a Saturday outside a weekday week and names the next free day', async () => {
    await soleCalgaryCleaner({
      week: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '09:00', until: '17:00' })),
    });
    const code = await startBooking(server.app);

    const saturday = await schedule(
      server.app,
      code,
      await calgaryClean({ vDate: '2026-11-28', vFrom: '9:00AM', vUntill: '5:00PM' }),
    );

    expect(saturday.status).toBe(400);
    expect(saturday.body).toEqual({
      code: 400,
      message:
        'No cleaner is free in Calgary at that time. Please choose another day: the next free cleaner is on Monday, November 30, 2026 from 9:00AM.',
    });
    expect((await bookingByCode(db(), code)).status).toBe('draft');

    // A weekday inside the hours is quoted; one that runs past 5:00PM is not.
    const monday = await schedule(
      server.app,
      code,
      await calgaryClean({ vDate: '2026-11-23', vFrom: '9:00AM', vUntill: '5:00PM' }),
    );
    expect(monday.status).toBe(200);
    const evening = await schedule(
      server.app,
      await startBooking(server.app),
      await calgaryClean({ vDate: '2026-11-23', vFrom: '12:00PM', vUntill: '11:00PM' }),
    );
    expect(evening.body.message).toBe(
      'No cleaner is free in Calgary at that time. Please choose another day: the next free cleaner is on Tuesday, November 24, 2026 from 9:00AM.',
    );
  });

  it('refuses a day off the cleaner saved and names the day after it', async () => {
    const cleaner = await soleCalgaryCleaner({
      week: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '09:00', until: '17:00' })),
    });
    const saved = await post(
      UPDATE_HOURS,
      {
        aWeek: OFFICE_WEEK,
        aDaysOff: [{ dFrom: '2026-11-24', dUntil: '2026-11-25' }],
        iDailyJobCap: 2,
      },
      cleaner.cookie,
    );
    expect(saved.status).toBe(200);

    const answer = await schedule(
      server.app,
      await startBooking(server.app),
      await calgaryClean({ vDate: '2026-11-24', vFrom: '9:00AM', vUntill: '5:00PM' }),
    );

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'No cleaner is free in Calgary at that time. Please choose another day: the next free cleaner is on Thursday, November 26, 2026 from 9:00AM.',
    );
    expect(
      await db()
        .select({ first: contractorDaysOff.firstDay })
        .from(contractorDaysOff)
        .where(eq(contractorDaysOff.contractorId, cleaner.id)),
    ).toEqual([{ first: '2026-11-24' }]);
  });

  it('refuses a cleaner at their daily cap, even at a free hour of that day', async () => {
    const cleaner = await soleCalgaryCleaner({
      dailyJobCap: 1,
      week: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '06:00', until: '23:00' })),
    });
    // Thursday 26 November, 8:00AM to 11:00AM in Calgary.
    await booking({
      status: 'assigned',
      city: 'Calgary',
      contractorEmail: cleaner.email,
      startsInHours: 96,
    });

    const answer = await schedule(
      server.app,
      await startBooking(server.app),
      await calgaryClean({ vDate: '2026-11-26', vFrom: '2:00PM', vUntill: '11:00PM' }),
    );

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'No cleaner is free in Calgary at that time. Please choose another day: the next free cleaner is on Friday, November 27, 2026 from 6:00AM.',
    );
    await db().update(contractors).set({ dailyJobCap: 2 }).where(eq(contractors.id, cleaner.id));
    const raised = await schedule(
      server.app,
      await startBooking(server.app),
      await calgaryClean({ vDate: '2026-11-26', vFrom: '2:00PM', vUntill: '11:00PM' }),
    );
    expect(raised.status).toBe(200);
  });
});

describe('the job board and accept obey the hours', () => {
  type Job = { iBookingId: number };
  const ACCEPT = '/api/cleaning/accept_job';

  async function openIds(cleaner: TestContractor) {
    const answer = await post<Job[]>(
      '/api/contractor/get_contractor_Job',
      { eStatus: 'Open' },
      cleaner.cookie,
    );
    expect(answer.status).toBe(200);
    return (answer.body.data ?? []).map((job) => job.iBookingId);
  }

  it('lists and lets a cleaner take only jobs inside their hours, off their days off, under their cap', async () => {
    const cleaner = await contractor({
      city: 'Winnipeg',
      week: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '09:00', until: '17:00' })),
      dailyJobCap: 1,
    });
    await post(
      UPDATE_HOURS,
      {
        aWeek: OFFICE_WEEK,
        aDaysOff: [{ dFrom: '2026-11-24', dUntil: '2026-11-24' }],
        iDailyJobCap: 1,
      },
      cleaner.cookie,
    );
    // In Winnipeg: Saturday 10:00AM, Monday 10:00AM and 2:00PM, Tuesday (a day off) 10:00AM.
    const saturday = await booking({ city: 'Winnipeg', startsInHours: 145 });
    const monday = await booking({ city: 'Winnipeg', startsInHours: 25 });
    const mondayLater = await booking({
      city: 'Winnipeg',
      startsInHours: 29,
      estimatedMinutes: 120,
    });
    const tuesday = await booking({ city: 'Winnipeg', startsInHours: 49 });
    const mine = [saturday.id, monday.id, mondayLater.id, tuesday.id];

    expect((await openIds(cleaner)).filter((id) => mine.includes(id))).toEqual([
      monday.id,
      mondayLater.id,
    ]);

    const outside = await post(ACCEPT, { iBookingId: saturday.id }, cleaner.cookie);
    expect(outside.status).toBe(409);
    expect(outside.body.message).toBe(
      'This job is outside your working hours. Change your hours to take it.',
    );
    const dayOff = await post(ACCEPT, { iBookingId: tuesday.id }, cleaner.cookie);
    expect(dayOff.status).toBe(409);
    expect(dayOff.body.message).toBe(
      'This job falls on one of your days off. Change your days off to take it.',
    );

    const accepted = await post(ACCEPT, { iBookingId: monday.id }, cleaner.cookie);
    expect(accepted.status).toBe(200);
    // One job a day: the Monday afternoon is off the board and refused.
    expect((await openIds(cleaner)).filter((id) => mine.includes(id))).toEqual([]);
    const overCap = await post(ACCEPT, { iBookingId: mondayLater.id }, cleaner.cookie);
    expect(overCap.status).toBe(409);
    expect(overCap.body.message).toBe(
      'You already have as many jobs that day as your daily limit. Change your limit to take it.',
    );

    for (const job of [saturday, tuesday, mondayLater]) {
      const [row] = await db().select().from(bookings).where(eq(bookings.id, job.id));
      expect(row).toMatchObject({ status: 'authorized', contractorId: null });
    }
  });
});
