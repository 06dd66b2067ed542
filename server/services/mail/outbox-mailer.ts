import type { Database } from '../../db/database.ts';
import { addToOutbox } from '../../db/queries/outbox.ts';
import type { Mailer } from './mailer.ts';

/**
 * Offline mail: each message is stored in the outbox (listed at /dev/outbox) and announced in
 * the log by recipient and subject only, since bodies carry single-use links.
 */
export function outboxMailer(db: Database, log: (line: string) => void): Mailer {
  return {
    async send(message) {
      await addToOutbox(db, message);
      log(`mail to ${message.to} kept in the outbox: ${message.subject}`);
    },
  };
}
