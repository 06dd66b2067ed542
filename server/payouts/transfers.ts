import type { AppContext } from '../context.ts';
import { inTransaction } from '../platform/transaction.ts';
import { tellOperatorsOfFailedPayout } from './failed-payout-alert.ts';
import { recordTransfer } from '../ledger/index.ts';
import {
  claimDueItems,
  markItemAttemptFailed,
  markItemSent,
  type ClaimedItem,
} from './payouts.queries.ts';

/** Attempts of one transfer before it is failed and the operators are told. */
export const MAX_TRANSFER_ATTEMPTS = 5;
/**
 * How long a worker holds the items it claimed: far longer than a transfer takes, far shorter
 * than Stripe keeps an idempotency key (24 hours), so a crashed worker's item is sent again under
 * the same key and found already made.
 */
export const CLAIM_MS = 10 * 60 * 1000;
/** Items one run takes; the next run (every few minutes) takes the rest. */
const BATCH = 50;
const MINUTE_MS = 60 * 1000;

/**
 * The wait before attempt `attempts + 1`: 5, 10, 20, 40 minutes, so the five attempts end within
 * about 75 minutes, well inside the 48 hours a payout is due by.
 */
export function retryDelayMs(attempts: number): number {
  return 5 * MINUTE_MS * 2 ** Math.max(0, attempts - 1);
}

export type PayoutRunReport = {
  sent: number[];
  /** Attempts that failed and will be tried again. */
  retrying: number[];
  /** Items that failed their last attempt: the operators were told. */
  failed: number[];
};

export type PayoutRunOptions = {
  /**
   * Runs after the gateway made a transfer and before it is written down: a test throws here to
   * be the worker that dies at the worst moment.
   */
  afterTransfer?: (itemId: number) => void;
};

function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

/**
 * The transfer job (decision 133): sends every payable item of a cleaner whose payout account is
 * enabled. Each item is claimed (`sending`, `claimed_until`) so no other server sends it, sent
 * with the idempotency key `payout-<id>`, then marked `sent` with the ledger's transfer row in one
 * transaction. A refusal counts an attempt and waits (retryDelayMs); the last one fails the item
 * and tells the operators. A worker that dies between the transfer and its record leaves the item
 * `sending`: once its claim lapses the next run sends it again, and the gateway answers the
 * transfer it already made.
 */
export async function sendDuePayouts(
  context: Pick<AppContext, 'db' | 'clock' | 'payouts' | 'publicUrl'>,
  options: PayoutRunOptions = {},
): Promise<PayoutRunReport> {
  const report: PayoutRunReport = { sent: [], retrying: [], failed: [] };
  const now = context.clock();
  const items = await claimDueItems(context.db, now, new Date(now.getTime() + CLAIM_MS), BATCH);
  for (const item of items) {
    const transfer = await attempt(context, item);
    if (transfer instanceof Error) {
      const outcome = await recordFailure(context, item, transfer);
      report[outcome].push(item.id);
      continue;
    }
    options.afterTransfer?.(item.id);
    const marked = await inTransaction(context.db, async (tx) => {
      const sentAt = context.clock();
      // Not ours to mark when another worker finished it after our claim lapsed: its record
      // (the same transfer, the same key) stands.
      if (!(await markItemSent(tx, item.id, { transferId: transfer.transferId, sentAt }))) {
        return false;
      }
      await recordTransfer(tx, {
        item: {
          id: item.id,
          bookingId: item.bookingId,
          contractorId: item.contractorId,
          amountCents: item.amountCents,
        },
        transferId: transfer.transferId,
        at: sentAt,
      });
      return true;
    });
    if (marked) report.sent.push(item.id);
  }
  return report;
}

async function attempt(
  context: Pick<AppContext, 'payouts'>,
  item: ClaimedItem,
): Promise<{ transferId: string } | Error> {
  try {
    return await context.payouts.transfer({
      accountId: item.accountId,
      amountCents: item.amountCents,
      idempotencyKey: `payout-${item.id}`,
      sourcePaymentId: item.sourcePaymentId,
      transferGroup: item.bookingNo,
      description: `MapleShine ${item.bookingNo} ${item.kind}`,
    });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

async function recordFailure(
  context: Pick<AppContext, 'db' | 'clock' | 'publicUrl'>,
  item: ClaimedItem,
  error: Error,
): Promise<'retrying' | 'failed'> {
  const attempts = item.attempts + 1;
  const final = attempts >= MAX_TRANSFER_ATTEMPTS;
  const lastError = reasonOf(error);
  await inTransaction(context.db, async (tx) => {
    const counted = await markItemAttemptFailed(tx, item.id, {
      attempts,
      lastError,
      nextAttemptAt: final ? null : new Date(context.clock().getTime() + retryDelayMs(attempts)),
      final,
    });
    if (counted && final) {
      await tellOperatorsOfFailedPayout(context, tx, {
        id: item.id,
        amountCents: item.amountCents,
        attempts,
        dueBy: item.dueBy,
        lastError,
      });
    }
  });
  return final ? 'failed' : 'retrying';
}
