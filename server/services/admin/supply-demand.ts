import type { AppContext } from '../../context.ts';
import { supplyAndDemand } from '../../db/queries/admin-cleaners.ts';

/** Demand is counted over the four weeks from each city's today: four of each weekday. */
export const DEMAND_DAYS = 28;

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * Supply per city and weekday against demand. Until cleaners' working hours exist (issue 25),
 * every approved cleaner who is not paused counts as supply on every weekday; demand is the paid
 * bookings falling on that weekday in the coming four weeks.
 */
export async function supplyAgainstDemand(context: AppContext, cityId: number | undefined) {
  const { supply, demand } = await supplyAndDemand(
    context.db,
    context.clock(),
    DEMAND_DAYS,
    cityId,
  );
  return {
    days: DEMAND_DAYS,
    cities: supply.map((city) => ({
      cityId: city.cityId,
      cityName: city.cityName,
      weekdays: WEEKDAYS.map((name, index) => ({
        weekday: name,
        cleaners: city.cleaners,
        bookings:
          demand.find((row) => row.cityId === city.cityId && row.weekday === index + 1)?.bookings ??
          0,
      })),
    })),
  };
}
