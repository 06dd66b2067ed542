import type { AppContext } from '../context.ts';
import { failedMailPage, findMailForUpdate, retryFailedMail } from '../db/shared-queries/outbox.ts';
import { ConflictError, NotFoundError } from '../domain/errors.ts';
import { failedJobs, queueStats } from '../platform/queue/queue-reports.ts';
import { inTransaction } from '../platform/transaction.ts';
import { recordOperatorAction } from './audit-log.ts';
import { pageAnswer, pageOf, type PageRequest } from './paging.ts';
import type { Said } from '../domain/said.ts';
import { consoleAnswers, consoleRefusals } from './texts.ts';

type Db = AppContext['db'];

export const mailNotFound = (id: number) => consoleRefusals.mailNotFound.with({ id: String(id) });

/** pg-boss keeps a job's error as JSON (usually `{ message, stack }`); the console shows words. */
function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string') return message;
  }
  return error === null || error === undefined ? '' : JSON.stringify(error);
}

/** `npm run ops -- queue` and the jobs half of `failed-mail`, for the System screen. */
export async function systemStatus(db: Db) {
  const stats = await queueStats(db);
  const jobs = await failedJobs(db);
  return {
    queues: Object.entries(stats.queues).map(([queue, counts]) => ({ queue, ...counts })),
    mail: stats.mail,
    failedJobs: jobs.map((job) => ({
      id: job.id,
      queue: job.queue,
      at: job.at.toISOString(),
      error: errorText(job.error),
    })),
  };
}

/** The e-mails half of `failed-mail`, paged: newest first, with the last error. */
export async function failedMailList(db: Db, query: PageRequest) {
  const page = pageOf(query);
  const { rows, total } = await failedMailPage(db, page);
  const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return pageAnswer(items, total, page);
}

/**
 * `retry-mail <id>` from the console: the e-mail goes back to pending with its attempts reset,
 * and the sweep after this request (or the minute's cron) queues it on a running server.
 */
export async function retryMailAsOperator(
  context: Pick<AppContext, 'db'>,
  operatorId: number,
  id: number,
): Promise<Said> {
  return inTransaction(context.db, async (tx) => {
    const mail = await findMailForUpdate(tx, id);
    if (!mail) throw new NotFoundError(mailNotFound(id));
    if (mail.status !== 'failed') {
      throw new ConflictError(
        (mail.status === 'sent' ? consoleRefusals.mailWasSent : consoleRefusals.mailWaiting).with({
          id: String(id),
        }),
      );
    }
    await retryFailedMail(tx, id);
    await recordOperatorAction(tx, {
      operatorId,
      action: 'mail.retry',
      subjectType: 'email',
      subjectId: String(id),
      before: { status: 'failed', attempts: mail.attempts, lastError: mail.lastError },
      after: { status: 'pending', attempts: 0 },
    });
    return consoleAnswers.mailRetried.with({ id: String(id), address: mail.toAddress });
  });
}
