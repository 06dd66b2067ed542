import type { AppContext } from '../context.ts';
import { supplyAndDemand } from './cleaners.queries.ts';

/** Demand is counted over the four weeks from each city's today: four of each weekday. */
export const DEMAND_DAYS = 28;

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * Supply per city and weekday against demand: supply is the approved, unpaused cleaners who offer
 * hours on that weekday (issue 25); demand is the paid bookings falling on that weekday in the
 * coming four weeks.
 */
export async function supplyAgainstDemand(context: AppContext, cityId: number | undefined) {
  const { cities, supply, demand } = await supplyAndDemand(
    context.db,
    context.clock(),
    DEMAND_DAYS,
    cityId,
  );
  return {
    days: DEMAND_DAYS,
    cities: cities.map((city) => ({
      cityId: city.cityId,
      cityName: city.cityName,
      weekdays: WEEKDAYS.map((name, index) => ({
        weekday: name,
        // WEEKDAYS starts on Monday (ISO 1); the stored hours count from Sunday (0).
        cleaners:
          supply.find((row) => row.cityId === city.cityId && row.weekday === (index + 1) % 7)
            ?.cleaners ?? 0,
        bookings:
          demand.find((row) => row.cityId === city.cityId && row.weekday === index + 1)?.bookings ??
          0,
      })),
    })),
  };
}
