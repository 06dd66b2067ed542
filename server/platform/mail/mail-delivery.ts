import type { Database } from '../../db/database.ts';
import { withoutLinkTokens } from '../../domain/secret-links.ts';
import {
  claimMailAttempt,
  markMailAttemptFailed,
  markMailQueued,
  markMailSent,
  unqueuedMailIds,
} from '../../db/shared-queries/outbox.ts';
import type { Clock } from '../clock.ts';
import type { Mailer } from './mailer.ts';

/** What a delivery job carries: the outbox row, never the message (it stays in one place). */
export type DeliverMailJob = { outboxId: number };

const SWEEP_BATCH = 100;

/**
 * Queues a delivery job for each pending e-mail that has none yet. `queue` answers null when
 * that e-mail's job already waits (another server swept it first), which is just as good.
 */
export async function sweepOutbox(
  db: Database,
  clock: Clock,
  queue: (job: DeliverMailJob) => Promise<unknown>,
): Promise<number> {
  const ids = await unqueuedMailIds(db, SWEEP_BATCH);
  for (const outboxId of ids) {
    await queue({ outboxId });
    await markMailQueued(db, outboxId, clock());
  }
  return ids.length;
}

/**
 * One delivery attempt. A failure is recorded on the row and thrown again so the queue retries
 * with backoff; on the last attempt (`final`) the row is marked failed for an operator to see.
 */
export async function deliverMail(
  db: Database,
  clock: Clock,
  transport: Mailer,
  job: DeliverMailJob,
  final: boolean,
): Promise<'sent' | 'skipped'> {
  const row = await claimMailAttempt(db, job.outboxId);
  if (!row) return 'skipped';
  try {
    await transport.send({
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      attachments: row.attachments,
      headers: row.headers,
    });
  } catch (error) {
    await markMailAttemptFailed(db, row.id, errorText(error), final);
    throw error;
  }
  // The copy kept once sent holds no live account link (issue 38): the person has it now, and
  // a row read later (a leak, a backup, an operator) must not sign anyone in. Unsent e-mails
  // keep theirs: they still have to go, and without SMTP the outbox is the development mailbox.
  await markMailSent(db, row.id, clock(), withoutLinkTokens(row.textBody));
  return 'sent';
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
