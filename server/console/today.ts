import { HEAD_OFFICE_ZONE } from '#shared/head-office.ts';
import type { AppContext } from '../context.ts';
import {
  countBookingsByDay,
  failedHoldsFrom,
  listCityZones,
  moneySince,
  openJobsAtRisk,
} from './today.queries.ts';
import { localNow, zonedInstant } from '../domain/local-time.ts';
import { unacceptedDeadlineHours } from '../db/shared-queries/booking-rules.ts';
import { centsToDollars } from '../domain/money.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const STATUS_ORDER = ['authorized', 'assigned', 'inProgress', 'completed', 'cancelled'];

function dayAfter(date: string, days = 1): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday 00:00 of this week at head office, as an instant: the Today screen's money counts from it. */
export function weekStart(now: Date): Date {
  const today = localNow(HEAD_OFFICE_ZONE, now).date;
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return zonedInstant(dayAfter(today, -((weekday + 6) % 7)), 0, HEAD_OFFICE_ZONE);
}

type TodayRow = Awaited<ReturnType<typeof failedHoldsFrom>>[number];

const booking = (row: TodayRow) => ({
  bookingNo: row.bookingNo,
  city: row.city,
  timeZone: row.timeZone,
  service: row.service,
  startsAt: row.startsAt?.toISOString() ?? '',
  status: row.status,
  paymentStatus: row.paymentStatus,
  total: centsToDollars(row.totalCents ?? 0),
});

/**
 * The Today screen: bookings by city and status for each city's own today and tomorrow, paid
 * jobs nobody has accepted that start within 24 hours or that no cleaner can take, failed
 * holds, and this week's money.
 */
export async function todaySummary(context: Pick<AppContext, 'db' | 'clock'>) {
  const now = context.clock();
  const zones = await listCityZones(context.db);
  const daysOf = new Map(
    zones.map((city) => {
      const today = localNow(city.timeZone, now).date;
      return [city.id, { name: city.name, today, tomorrow: dayAfter(today) }] as const;
    }),
  );
  const allDays = [...new Set([...daysOf.values()].flatMap((days) => [days.today, days.tomorrow]))];
  const counts = await countBookingsByDay(context.db, allDays);
  const days = (['today', 'tomorrow'] as const).map((day) => ({
    day,
    counts: counts
      .flatMap((row) => {
        const city = row.cityId === null ? undefined : daysOf.get(row.cityId);
        if (!city || row.localDate !== city[day]) return [];
        return [{ city: city.name, status: row.status, count: row.n }];
      })
      .sort(
        (a, b) =>
          a.city.localeCompare(b.city) ||
          STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status),
      ),
  }));
  const since = weekStart(now);
  const deadlineHours = await unacceptedDeadlineHours(context.db);
  const [atRisk, failedHolds, money] = [
    // At least the day ahead; further when the deadline to accept is (decision 098).
    await openJobsAtRisk(
      context.db,
      now,
      new Date(now.getTime() + Math.max(DAY_MS, deadlineHours * HOUR_MS)),
    ),
    await failedHoldsFrom(context.db, now),
    await moneySince(context.db, since),
  ];
  return {
    days,
    atRisk: atRisk.map((row) => ({
      ...booking(row),
      noCleaner: row.noCleaner,
      customerToldAt: row.customerToldAt?.toISOString() ?? null,
    })),
    failedHolds: failedHolds.map(booking),
    money: {
      weekStart: since.toISOString(),
      held: centsToDollars(money.held),
      captured: centsToDollars(money.captured),
      released: centsToDollars(money.released),
    },
  };
}
