import { createContext, useContext } from 'react';
import { TOAST_DELAY_MS } from '#machines/ui-delays.ts';

/** Waits the spec asks for (§9), injectable so tests need not sit through them. */
export type UiTimings = {
  /** How long a listing's skeleton stays after its data has arrived. */
  skeletonHoldMs: number;
  /** How long the thank-you page waits after Continue before it returns to the home page. */
  thankYouRedirectMs: number;
  /** The same-day wizard's loader between stages (spec §9: 2 seconds). */
  sameDayLoaderMs: number;
  /** The clock the same-day wizard reads for "today" and the times still open today. */
  now: () => Date;
  /** How long a form submit's toast shows before the form moves on (`use-form-submit.ts`). */
  toastMs: number;
};

export const defaultUiTimings: UiTimings = {
  skeletonHoldMs: 2000,
  thankYouRedirectMs: 2000,
  sameDayLoaderMs: 2000,
  now: () => new Date(),
  toastMs: TOAST_DELAY_MS,
};

export const UiTimingsContext = createContext<UiTimings>(defaultUiTimings);

export function useUiTimings(): UiTimings {
  return useContext(UiTimingsContext);
}
