import { desc } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { outbox } from '../schema.ts';

export async function addToOutbox(
  db: Database,
  message: {
    to: string;
    subject: string;
    text: string;
    attachments?: { filename: string; contentType: string; content: string }[];
  },
) {
  await db.insert(outbox).values({
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    attachments: message.attachments ?? [],
  });
}

export function listOutbox(db: Database, limit = 100) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
