/*
 * What the same-day wizard's machine reaches besides the screen: its three server calls and the
 * clock its loaders wait on. The app never fills this context, so the wizard calls the booking
 * API and waits on the real clock. The model-based UI test (tests/ui/same-day-wizard-paths)
 * fills it with the machine model's fakes, which answer by what the screens send, and with a
 * clock it moves by hand, so it can hold each call and each loader open while it reads the screen.
 */
import { createContext, useContext } from 'react';
import type { ActorOptions, AnyActorLogic, PromiseActorLogic } from 'xstate';
import type {
  BookNowInput,
  CheckAvailabilityInput,
  SameDayQuote,
  StartBookingInput,
  StartBookingOutput,
} from '#machines/same-day-booking.machine.ts';

/** The machine's actor slots (machines/same-day-booking.machine.ts). */
export type SameDayActors = {
  startBooking: PromiseActorLogic<StartBookingOutput, StartBookingInput>;
  checkAvailability: PromiseActorLogic<SameDayQuote, CheckAvailabilityInput>;
  bookNow: PromiseActorLogic<unknown, BookNowInput>;
};

/** XState's timer source for `after` delays (its `Clock`, which xstate does not export). */
export type MachineClock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

export type SameDayStandIns = {
  /** Instead of the booking API. */
  actors?: SameDayActors;
  /** Instead of the real clock, for the loaders' delays. */
  clock?: MachineClock;
};

export const SameDayStandInsContext = createContext<SameDayStandIns>({});

export function useSameDayStandIns(): SameDayStandIns {
  return useContext(SameDayStandInsContext);
}
