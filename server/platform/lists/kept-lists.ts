import type { Clock } from '../clock.ts';
import { boundedSet, type AccountChanges } from '../../auth/index.ts';

/**
 * How long a kept list may be served at most. What a list shows also changes with time alone
 * (an open job leaves the list once it can no longer be taken, an upcoming job becomes past);
 * rather than compute the next such instant for every list, no answer outlives a second.
 */
export const LIST_KEPT_MS = 1000;
/** Lists kept per process; past this the oldest kept is read again when next asked. */
export const LISTS_KEPT = 1_000;

type Kept = { answer: Promise<unknown>; generation: number; catalog: number; until: number };

export type KeptLists = {
  /**
   * The answer to `key` (which names the operation, the account and everything asked) while
   * neither an account change nor a catalog change was announced since it was read, and for at
   * most LIST_KEPT_MS; else `read()`, kept for the next caller. A failed read is not kept.
   */
  answer: <T>(key: string, read: () => Promise<T>) => Promise<T>;
};

export function keptLists(
  changes: AccountChanges,
  catalogGeneration: () => number | null,
  clock: Clock,
): KeptLists {
  const kept = new Map<string, Kept>();
  changes.onAnyChange(() => kept.clear());

  return {
    answer<T>(key: string, read: () => Promise<T>): Promise<T> {
      const generation = changes.generation();
      const catalog = catalogGeneration();
      if (generation === null || catalog === null) return read();
      const now = clock().getTime();
      const found = kept.get(key);
      if (
        found &&
        found.generation === generation &&
        found.catalog === catalog &&
        now < found.until &&
        // A clock moved back (tests set it) must not stretch an answer's life.
        now >= found.until - LIST_KEPT_MS
      ) {
        return found.answer as Promise<T>;
      }
      const reading = read();
      const entry = { answer: reading, generation, catalog, until: now + LIST_KEPT_MS };
      boundedSet(kept, LISTS_KEPT, key, entry);
      reading.then(
        () => {
          // Read while something changed: it may show the world before the change.
          if (changes.generation() !== generation && kept.get(key) === entry) kept.delete(key);
        },
        () => {
          if (kept.get(key) === entry) kept.delete(key);
        },
      );
      return reading;
    },
  };
}
