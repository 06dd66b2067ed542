import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type ChangeHandlers = {
  /** A NOTIFY arrived on the channel; the payload names what changed. */
  changed: (payload: string) => void;
  /** The listening connection was lost: changes may go unseen until `resumed`. */
  lost: () => void;
  /** Listening again; whatever changed while away was not seen. */
  resumed: () => void;
};

/**
 * PostgreSQL's LISTEN/NOTIFY: a change committed by any process that uses the database (another
 * server instance, `npm run db:seed`, `npm run ops`) reaches every listener after its commit.
 */
export type ChangeFeed = {
  /** Resolves once listening; the returned function stops it. */
  listen: (channel: string, handlers: ChangeHandlers) => Promise<() => Promise<void>>;
};

const RECONNECT_MS = 1000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

function checkedChannel(channel: string): string {
  // LISTEN takes an identifier, not a parameter.
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

/** One connection of its own (not the pool's: LISTEN belongs to a session), reopened if lost. */
export function postgresChangeFeed(url: string): ChangeFeed {
  return {
    async listen(channel, handlers) {
      const name = checkedChannel(channel);
      let client: pg.Client | null = null;
      let stopped = false;
      let retry: ReturnType<typeof setTimeout> | undefined;

      const connect = async () => {
        const next = new pg.Client({ connectionString: url });
        next.on('notification', (message) => {
          if (message.channel === name) handlers.changed(message.payload ?? '');
        });
        // A lost connection also ends; 'end' is where it is handled.
        next.on('error', () => undefined);
        next.on('end', () => {
          if (stopped || client !== next) return;
          client = null;
          handlers.lost();
          retry = setTimeout(reconnect, RECONNECT_MS);
        });
        try {
          await next.connect();
          await next.query(`LISTEN ${name}`);
        } catch (error) {
          await next.end().catch(() => undefined);
          throw error;
        }
        client = next;
      };
      const reconnect = () => {
        if (stopped) return;
        connect().then(
          () => handlers.resumed(),
          () => {
            if (!stopped) retry = setTimeout(reconnect, RECONNECT_MS);
          },
        );
      };

      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        const open = client;
        client = null;
        await open?.end();
      };
    },
  };
}

/** PGlite is one in-process connection: its notifications cannot be lost. */
export function pgliteChangeFeed(client: PGlite): ChangeFeed {
  return {
    async listen(channel, handlers) {
      const stop = await client.listen(checkedChannel(channel), handlers.changed);
      // A closed database listens no more, and an UNLISTEN sent to it would never answer.
      return () => (client.closed ? Promise.resolve() : stop());
    },
  };
}
