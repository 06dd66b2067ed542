import type { ChangeFeed } from '../../db/change-feed.ts';

/** The channel the catalog tables' triggers NOTIFY on, with the table's name as payload. */
export const CATALOG_CHANNEL = 'catalog_changed';

export type ReadMostlyCache = {
  /**
   * The table's cached value, loading it on a miss (concurrent misses share one load). Without a
   * working change feed nothing is cached: every read goes to the database.
   */
  read: <T>(table: string, load: () => Promise<T>) => Promise<T>;
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
  let live = false;
  let stopListening: (() => Promise<void>) | undefined;

  return {
    read<T>(table: string, load: () => Promise<T>): Promise<T> {
      if (!live) return load();
      const cached = entries.get(table);
      if (cached) return cached as Promise<T>;
      const loading = Promise.resolve(load());
      entries.set(table, loading);
      loading.catch(() => {
        if (entries.get(table) === loading) entries.delete(table);
      });
      return loading;
    },
    async start() {
      if (!feed || stopListening) return;
      stopListening = await feed.listen(CATALOG_CHANNEL, {
        changed: (table) => entries.delete(table),
        lost: () => {
          live = false;
          entries.clear();
        },
        resumed: () => {
          entries.clear();
          live = true;
        },
      });
      live = true;
    },
    async stop() {
      live = false;
      entries.clear();
      const stop = stopListening;
      stopListening = undefined;
      await stop?.();
    },
  };
}
