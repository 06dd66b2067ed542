import { sql } from 'drizzle-orm';
import type { ChangeFeed } from '#server/db/change-feed.ts';
import type { Database } from '#server/db/database.ts';

const MARKER = 'test-delivered:';
const GIVE_UP_MS = 2000;

export type WatchedFeed = {
  /** The feed to hand the server: the same announcements, the test's own markers taken out. */
  feed: ChangeFeed;
  /**
   * Resolves once every announcement committed before the call has reached the server.
   * PostgreSQL delivers a channel's notifications in commit order, so a marker sent now and
   * received back means the earlier ones were handled. Gives up after two seconds, for a test
   * that has cut the listening connection on purpose.
   */
  delivered: () => Promise<void>;
};

/**
 * Tests write rows straight into the database and then ask the server, as another process would.
 * The server hears of such a write a moment after its commit (decision 064), so a test that asks
 * at once may be answered from what was kept before; waiting for delivery makes the order the
 * test means the order the server sees.
 */
export function watchedFeed(feed: ChangeFeed, db: Database): WatchedFeed {
  const channels = new Set<string>();
  const waiting = new Map<string, () => void>();
  let sent = 0;

  return {
    feed: {
      async listen(channel, handlers) {
        channels.add(channel);
        return feed.listen(channel, {
          ...handlers,
          changed: (payload) => {
            if (!payload.startsWith(MARKER)) return handlers.changed(payload);
            waiting.get(payload)?.();
            waiting.delete(payload);
          },
        });
      },
    },
    async delivered() {
      await Promise.all(
        [...channels].map((channel) => {
          sent += 1;
          const payload = `${MARKER}${sent}`;
          return new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              waiting.delete(payload);
              resolve();
            }, GIVE_UP_MS);
            waiting.set(payload, () => {
              clearTimeout(timer);
              resolve();
            });
            db.execute(sql`select pg_notify(${channel}, ${payload})`).catch(() => undefined);
          });
        }),
      );
    },
  };
}
