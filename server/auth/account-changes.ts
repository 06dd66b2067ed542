import type { ChangeFeed } from '../db/change-feed.ts';

/**
 * The channel the triggers of migration 0024 NOTIFY on: the table's name, or `sessions:<hash>`
 * for an ended session.
 */
export const ACCOUNTS_CHANNEL = 'accounts_changed';
const SESSION_ENDED = 'sessions:';

export type AccountChanges = {
  /**
   * Moves on with every announced change, with every change this process answered
   * (`changedHere`), and whenever the feed is lost or resumes; null while nothing may be kept
   * (no feed, or the listening connection lost). What was read at one generation is current for
   * as long as it has not moved. Given `tables`, it moves only with the changes announced for
   * those tables, and with every change that names none (this process's, a lost feed).
   */
  generation: (tables?: readonly string[]) => number | null;
  /** Called with the hash of a session another process (or this one) ended. */
  onSessionEnded: (drop: (idHash: string) => void) => void;
  /** Called when anything but one ended session changed: whatever was kept is dropped. */
  onAnyChange: (dropAll: () => void) => void;
  /**
   * A change this process made and is about to answer: dropped here before the answer leaves,
   * not when its NOTIFY comes back a moment later.
   */
  changedHere: () => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Who is signed in and what their lists show, announced by the database after each commit from
 * whichever process wrote (decision 064). The caches built on it keep nothing while the feed is
 * down, so a change made then can never be missed.
 */
export function accountChanges(feed: ChangeFeed | undefined): AccountChanges {
  let live = false;
  let changes = 0;
  // Changes that name no table (this process's, a lost or resumed feed), and those that do.
  let unnamed = 0;
  const byTable = new Map<string, number>();
  let stopListening: (() => Promise<void>) | undefined;
  const sessionDroppers: ((idHash: string) => void)[] = [];
  const allDroppers: (() => void)[] = [];
  const dropAll = () => {
    changes += 1;
    for (const drop of allDroppers) drop();
  };
  const changedUnnamed = () => {
    unnamed += 1;
    dropAll();
  };
  const generationOf = (tables: readonly string[]) =>
    tables.reduce((sum, table) => sum + (byTable.get(table) ?? 0), unnamed);

  return {
    generation: (tables) => {
      if (!live) return null;
      return tables ? generationOf(tables) : changes;
    },
    onSessionEnded: (drop) => void sessionDroppers.push(drop),
    onAnyChange: (drop) => void allDroppers.push(drop),
    changedHere: changedUnnamed,
    async start() {
      if (!feed || stopListening) return;
      stopListening = await feed.listen(ACCOUNTS_CHANNEL, {
        changed: (payload) => {
          if (!payload.startsWith(SESSION_ENDED)) {
            byTable.set(payload, (byTable.get(payload) ?? 0) + 1);
            return dropAll();
          }
          // Reads in flight may have seen the session still live: the generation moves for them.
          changes += 1;
          const idHash = payload.slice(SESSION_ENDED.length);
          for (const drop of sessionDroppers) drop(idHash);
        },
        lost: () => {
          live = false;
          changedUnnamed();
        },
        resumed: () => {
          changedUnnamed();
          live = true;
        },
      });
      live = true;
    },
    async stop() {
      live = false;
      changedUnnamed();
      const stop = stopListening;
      stopListening = undefined;
      await stop?.();
    },
  };
}

/** A Map that forgets its oldest entry once it holds `limit`. */
export function boundedSet<K, V>(map: Map<K, V>, limit: number, key: K, value: V) {
  map.delete(key);
  if (map.size >= limit) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}
