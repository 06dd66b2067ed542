import type { ChangeFeed } from '../db/change-feed.ts';

/**
 * The channel the triggers of the catalog and site-content tables (migrations 0006 and 0010) NOTIFY
 * on, with the table's name as payload.
 */
export const CATALOG_CHANNEL = 'catalog_changed';

export type ReadMostlyCache = {
  /**
   * The table's cached value, loading it on a miss (concurrent misses share one load). Without a
   * working change feed nothing is cached: every read goes to the database.
   */
  read: <T>(table: string, load: () => Promise<T>) => Promise<T>;
  /**
   * The table's cached value if it is loaded and current, else undefined; never loads. For a
   * reader inside a transaction, which must not wait for the pool: on undefined it reads the
   * table through its transaction instead.
   */
  peek: <T>(table: string) => T | undefined;
  /**
   * Moves on with every change announced on the channel, whatever the table, and whenever the
   * feed is lost or resumes; null while nothing may be cached. Whatever was built from these
   * tables at one generation is current for as long as it has not moved.
   */
  generation: () => number | null;
  /** Starts listening for changes; reads are cached from then on. */
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Whole tables that rarely change, held in memory and dropped when the database announces a
 * change to them. The announcement comes from a trigger after the commit, from whichever process
 * wrote (this server, another instance, the seed or an admin command), so no write path has to
 * remember to invalidate. A read that was loading when a change arrived is dropped too.
 */
export function readMostlyCache(feed: ChangeFeed | undefined): ReadMostlyCache {
  const entries = new Map<string, Promise<unknown>>();
  /** The values of the entries that have loaded (an entry still loading has none). */
  const loaded = new WeakMap<Promise<unknown>, unknown>();
  let live = false;
  let changes = 0;
  let stopListening: (() => Promise<void>) | undefined;

  return {
    read<T>(table: string, load: () => Promise<T>): Promise<T> {
      if (!live) return load();
      const cached = entries.get(table);
      if (cached) return cached as Promise<T>;
      const loading = Promise.resolve(load());
      entries.set(table, loading);
      loading.then(
        (value) => {
          if (entries.get(table) === loading) loaded.set(loading, value);
        },
        () => {
          if (entries.get(table) === loading) entries.delete(table);
        },
      );
      return loading;
    },
    peek<T>(table: string): T | undefined {
      if (!live) return undefined;
      const cached = entries.get(table);
      return cached && loaded.has(cached) ? (loaded.get(cached) as T) : undefined;
    },
    generation: () => (live ? changes : null),
    async start() {
      if (!feed || stopListening) return;
      stopListening = await feed.listen(CATALOG_CHANNEL, {
        changed: (table) => {
          changes += 1;
          entries.delete(table);
        },
        lost: () => {
          changes += 1;
          live = false;
          entries.clear();
        },
        resumed: () => {
          changes += 1;
          entries.clear();
          live = true;
        },
      });
      live = true;
    },
    async stop() {
      changes += 1;
      live = false;
      entries.clear();
      const stop = stopListening;
      stopListening = undefined;
      await stop?.();
    },
  };
}
