import { createContext, useContext } from 'react';

/** Waits the spec asks for (§9), injectable so tests need not sit through them. */
export type UiTimings = {
  /** How long a listing's skeleton stays after its data has arrived. */
  skeletonHoldMs: number;
  /**
   * How long a form submit's toast shows before the form moves on (`use-form-submit.ts`).
   * Optional so older literal timings stay valid; missing means the spec's 2000 ms.
   */
  toastMs?: number;
};

export const defaultUiTimings: UiTimings = { skeletonHoldMs: 2000, toastMs: 2000 };

export const UiTimingsContext = createContext<UiTimings>(defaultUiTimings);

export function useUiTimings(): UiTimings {
  return useContext(UiTimingsContext);
}
