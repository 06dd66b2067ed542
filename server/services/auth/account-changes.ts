import type { ChangeFeed } from '../../db/change-feed.ts';

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
   * as long as it has not moved.
   */
  generation: () => number | null;
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
  let stopListening: (() => Promise<void>) | undefined;
  const sessionDroppers: ((idHash: string) => void)[] = [];
  const allDroppers: (() => void)[] = [];
  const dropAll = () => {
    changes += 1;
    for (const drop of allDroppers) drop();
  };

  return {
    generation: () => (live ? changes : null),
    onSessionEnded: (drop) => void sessionDroppers.push(drop),
    onAnyChange: (drop) => void allDroppers.push(drop),
    changedHere: dropAll,
    async start() {
      if (!feed || stopListening) return;
      stopListening = await feed.listen(ACCOUNTS_CHANNEL, {
        changed: (payload) => {
          if (!payload.startsWith(SESSION_ENDED)) return dropAll();
          // Reads in flight may have seen the session still live: the generation moves for them.
          changes += 1;
          const idHash = payload.slice(SESSION_ENDED.length);
          for (const drop of sessionDroppers) drop(idHash);
        },
        lost: () => {
          live = false;
          dropAll();
        },
        resumed: () => {
          dropAll();
          live = true;
        },
      });
      live = true;
    },
    async stop() {
      live = false;
      dropAll();
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
