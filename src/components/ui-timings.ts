import { createContext, useContext } from 'react';

/** Waits the spec asks for (§9), injectable so tests need not sit through them. */
export type UiTimings = {
  /** How long a listing's skeleton stays after its data has arrived. */
  skeletonHoldMs: number;
};

export const defaultUiTimings: UiTimings = { skeletonHoldMs: 2000 };

export const UiTimingsContext = createContext<UiTimings>(defaultUiTimings);

export function useUiTimings(): UiTimings {
  return useContext(UiTimingsContext);
}
