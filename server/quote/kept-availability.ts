import type { Clock } from '../platform/clock.ts';
import { boundedSet, type AccountChanges } from '../auth/index.ts';
import type { Window } from './availability.ts';

/** How long a window found free is trusted at most, announced changes aside. */
export const AVAILABILITY_KEPT_MS = 1000;
/** Windows kept per process; past this the oldest is asked again when next quoted. */
export const WINDOWS_KEPT = 1_000;
/**
 * How long before a kept answer lapses one quote asks again for everyone. Without it every quote
 * started after the answer lapsed asked too, until the first of them came back: on the bench's
 * 50 connections 35-40 checked writes a second, each 3 to 5 times the unchecked one's PostgreSQL
 * work, and 170-365 a second once the machine slowed (more quotes start while one is asked),
 * which slowed it further (bench/README.md). Half the answer's life leaves a loaded database
 * time to answer before it lapses.
 */
export const AVAILABILITY_RENEWED_MS = 500;

/**
 * The tables the free-cleaner rule reads (availability.ts). Of bookings it reads only paid and
 * held jobs, which the database announces; a draft or a quote it neither reads nor announces.
 */
const RULE_TABLES = ['contractors', 'contractor_weekly_hours', 'contractor_days_off', 'bookings'];

/** `renewing`: a quote is asking again in the answer's last moments (AVAILABILITY_RENEWED_MS). */
type Kept = { generation: number; until: number; renewing: boolean };

export type KeptAvailability = {
  /**
   * Whether a cleaner was found free in this window within the last second, and nothing that
   * decides it (a cleaner's week, days off or pause, a paid or held job) changed since. In the
   * answer's last AVAILABILITY_RENEWED_MS the first caller is told no, asks, and its answer is kept
   * anew; the others meanwhile keep the answer, which is never older than a second.
   */
  knownFree: (window: Window) => boolean;
  /**
   * Starts asking the database about the window; the function it returns records that the
   * answer was "free". An answer read while a change was announced is not kept: it may show the
   * world before the change.
   */
  asking: (window: Window) => () => void;
};

const keyOf = (window: Window) =>
  [
    window.cityId,
    window.startsAt.getTime(),
    window.blockedUntil.getTime(),
    window.localDate,
    window.fromMinutes,
    window.untilMinutes,
  ].join('|');

/**
 * Windows a quote found a cleaner free in (decision 065). The quote's booking, a draft or a
 * quote, is never one of the open jobs the rule counts, so the answer is the same for every
 * booking quoted in the window. Everything the rule reads is announced on the accounts channel
 * (migration 0024), so a kept answer is as current as a fresh read. It is still advice: the
 * payment asks again under the city's lock.
 */
export function keptAvailability(changes: AccountChanges, clock: Clock): KeptAvailability {
  // Not cleared on every change: a new customer's account, say, decides no window. An entry
  // whose tables changed is simply not served, and the oldest make way past WINDOWS_KEPT.
  const kept = new Map<string, Kept>();
  const generation = () => changes.generation(RULE_TABLES);

  return {
    knownFree(window) {
      const current = generation();
      if (current === null) return false;
      const found = kept.get(keyOf(window));
      const now = clock().getTime();
      const valid =
        found !== undefined &&
        found.generation === current &&
        now < found.until &&
        // A clock moved back (tests set it) must not stretch an answer's life.
        now >= found.until - AVAILABILITY_KEPT_MS;
      if (!valid) return false;
      if (!found.renewing && now >= found.until - AVAILABILITY_RENEWED_MS) {
        // Only this caller asks; an answer it does not bring back lapses as before.
        found.renewing = true;
        return false;
      }
      return true;
    },
    asking(window) {
      const asked = generation();
      const key = keyOf(window);
      const askedAt = clock().getTime();
      return () => {
        if (asked === null || generation() !== asked) return;
        boundedSet(kept, WINDOWS_KEPT, key, {
          generation: asked,
          until: askedAt + AVAILABILITY_KEPT_MS,
          renewing: false,
        });
      };
    },
  };
}
