import { createContext, useContext } from 'react';
import { TOAST_DELAY_MS } from '#shared/ui-delays.ts';

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
  /** When set, the form moves on after this long instead, while its toast still shows `toastMs`. */
  moveOnMs: number | null;
};

/**
 * The waits a development server asked for on the page's `<html>` (UI_WAITS_MS, docs/
 * operations.md): the end-to-end servers, so their runs do not sit through the spec's 2-second
 * pauses, which the UI and machine tests prove on fake clocks (decision 070). Never in production:
 * the server refuses UI_WAITS_MS without APP_ENV=development.
 */
export function serverUiWaitsMs(root: HTMLElement | undefined): number | null {
  const raw = root?.dataset.uiWaitsMs;
  return raw !== undefined && /^\d{1,4}$/.test(raw) ? Number(raw) : null;
}

const serverWaitsMs = serverUiWaitsMs(
  typeof document === 'undefined' ? undefined : document.documentElement,
);

export const defaultUiTimings: UiTimings = {
  // Kept whatever the server asks: the route sweep scans the skeletons while they show.
  skeletonHoldMs: 2000,
  thankYouRedirectMs: serverWaitsMs ?? 2000,
  sameDayLoaderMs: serverWaitsMs ?? 2000,
  now: () => new Date(),
  toastMs: TOAST_DELAY_MS,
  moveOnMs: serverWaitsMs,
};

export const UiTimingsContext = createContext<UiTimings>(defaultUiTimings);

export function useUiTimings(): UiTimings {
  return useContext(UiTimingsContext);
}
