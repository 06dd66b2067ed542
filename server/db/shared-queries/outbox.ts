import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locale.ts';
import type { Database } from '../database.ts';
import { outbox, users } from '../schema.ts';

export type OutboxMessage = {
  to: string;
  subject: string;
  text: string;
  /** The language it is written in: its recipient's (decision 105); English when not said. */
  locale?: Locale;
  /** `encoding: 'base64'`: `content` is a binary file's bytes in base64 (a receipt's PDF). */
  attachments?: { filename: string; contentType: string; content: string; encoding?: 'base64' }[];
  /** Promotional mail goes only with consent and carries its unsubscribe headers (issue 44). */
  category?: 'transactional' | 'promotional';
  headers?: Record<string, string>;
};

/**
 * Writes an e-mail to the outbox. Call it with the transaction of the change the e-mail reports
 * (decision 051): the e-mail then exists exactly when the change does.
 */
export async function addToOutbox(db: Database, message: OutboxMessage) {
  await db.insert(outbox).values({
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    locale: message.locale ?? DEFAULT_LOCALE,
    attachments: message.attachments ?? [],
    // The account the address belongs to, if any: its owner's export lists the mail, closing it
    // deletes the mail (issue 44). Addresses are stored lower-cased, as users.email is.
    userId: sql`(select ${users.id} from ${users} where ${users.email} = ${message.to.trim().toLowerCase()})`,
    category: message.category ?? 'transactional',
    headers: message.headers ?? {},
  });
}

/** One e-mail of the outbox (development: its attachments at /dev/outbox). */
export async function outboxMessage(db: Database, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row ?? null;
}

export function listOutbox(db: Database, limit = 100) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}

/** Pending e-mails no delivery job was queued for yet (the sweep queues them), oldest first. */
export async function unqueuedMailIds(db: Database, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), isNull(outbox.queuedAt)))
    .orderBy(asc(outbox.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function markMailQueued(db: Database, id: number, now: Date) {
  await db.update(outbox).set({ queuedAt: now }).where(eq(outbox.id, id));
}

/**
 * Takes a pending e-mail for one delivery attempt and counts it; none when it was sent or gave
 * up meanwhile, so a repeated job never sends twice what was sent once.
 */
export async function claimMailAttempt(db: Database, id: number) {
  const rows = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1` })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')))
    .returning();
  return rows[0] ?? null;
}

/** `keptText`, when given, replaces the body kept of the sent e-mail (its links masked). */
export async function markMailSent(db: Database, id: number, now: Date, keptText?: string) {
  await db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: now,
      lastError: null,
      ...(keptText === undefined ? {} : { textBody: keptText }),
    })
    .where(eq(outbox.id, id));
}

/** Keeps the attempt's error; `final` when no retry is left, which marks the e-mail failed. */
export async function markMailAttemptFailed(
  db: Database,
  id: number,
  error: string,
  final: boolean,
) {
  await db
    .update(outbox)
    .set({ lastError: error, ...(final ? { status: 'failed' as const } : {}) })
    .where(eq(outbox.id, id));
}

/** E-mails that gave up, newest first: what an operator must look at (npm run ops -- failed-mail). */
export function failedMail(db: Database, limit = 100) {
  return db
    .select({
      id: outbox.id,
      toAddress: outbox.toAddress,
      subject: outbox.subject,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.status, 'failed'))
    .orderBy(desc(outbox.id))
    .limit(limit);
}

/** The console's page of failed e-mails, newest first, and how many there are in all. */
export async function failedMailPage(db: Database, page: { limit: number; offset: number }) {
  const rows = await db
    .select({
      id: outbox.id,
      toAddress: outbox.toAddress,
      subject: outbox.subject,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.status, 'failed'))
    .orderBy(desc(outbox.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'failed'));
  return { rows, total: total?.n ?? 0 };
}

/** One e-mail's delivery state, locked for the change that follows (the console's retry). */
export async function findMailForUpdate(db: Database, id: number) {
  const rows = await db
    .select({
      id: outbox.id,
      toAddress: outbox.toAddress,
      subject: outbox.subject,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
    })
    .from(outbox)
    .where(eq(outbox.id, id))
    .for('update');
  return rows[0] ?? null;
}

/** Sends a failed e-mail again from the start (npm run ops -- retry-mail <id>). */
export async function retryFailedMail(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', queuedAt: null, attempts: 0 })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/**
 * Development only (/dev/outbox/fail): the newest e-mail to `to` as if its retries were spent,
 * so the console's failed-mail screen can be tried without a mail server that is down.
 */
export async function failNewestMailTo(db: Database, to: string, error: string) {
  const [newest] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.toAddress, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!newest) return null;
  await db
    .update(outbox)
    .set({ status: 'failed', attempts: 9, lastError: error })
    .where(eq(outbox.id, newest.id));
  return newest.id;
}

/** E-mails by delivery status, for metrics. */
export async function outboxCounts(
  db: Database,
): Promise<Record<'pending' | 'sent' | 'failed', number>> {
  const rows = await db
    .select({ status: outbox.status, n: count() })
    .from(outbox)
    .groupBy(outbox.status);
  const counts = { pending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}
