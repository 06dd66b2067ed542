// What the rest of the server may import from server/vitals (its public entry; decision 090).
export { vitalsHandlers } from './vitals.handlers.ts';
export {
  DAY_MS,
  VITALS_KEPT_DAYS,
  describeDailyVitals,
  isVitalName,
  vitalRating,
} from './web-vitals.ts';
export type { VitalName, VitalRating } from './web-vitals.ts';
