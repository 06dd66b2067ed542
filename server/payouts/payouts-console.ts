import type { AppContext } from '../context.ts';
import { ConflictError, NotFoundError } from '../domain/errors.ts';
import { inTransaction } from '../platform/transaction.ts';
import { recordOperatorAction } from '../console/index.ts';
import { accountState } from './payout-accounts.ts';
import {
  contractorExists,
  countPayoutItemsByState,
  failedItemCount,
  findPayoutAccount,
  waitingEarnings,
  findPayoutItemForUpdate,
  listPayoutItems,
  resetFailedItem,
  type PayoutItemState,
} from './payouts.queries.ts';
import { payoutRefusals } from './texts.ts';

const DEFAULT_PER_PAGE = 20;

export type PayoutPageQuery = {
  state?: PayoutItemState | undefined;
  contractorId?: number | undefined;
  page?: number | undefined;
  perPage?: number | undefined;
};

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * The console's payouts (decision 133): items of a state, the failed first, with their cleaner,
 * booking, amount, deadline, attempts and last error, the cleaner's payout account, and how many
 * items each state holds.
 */
export async function payoutPage(context: Pick<AppContext, 'db'>, query: PayoutPageQuery) {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? DEFAULT_PER_PAGE;
  const [{ rows, total }, counts] = await Promise.all([
    listPayoutItems(
      context.db,
      { state: query.state, contractorId: query.contractorId },
      { limit: perPage, offset: (page - 1) * perPage },
    ),
    countPayoutItemsByState(context.db),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    state: row.state,
    kind: row.kind,
    amount: row.amountCents / 100,
    payableAt: row.payableAt.toISOString(),
    dueBy: row.dueBy.toISOString(),
    attempts: row.attempts,
    nextAttemptAt: iso(row.nextAttemptAt),
    lastError: row.lastError,
    transferId: row.gatewayTransferId,
    sentAt: iso(row.sentAt),
    contractorId: row.contractorId,
    cleanerName: row.cleanerName,
    bookingId: row.bookingId,
    bookingNo: row.bookingNo,
    account:
      row.payoutsEnabled === null
        ? ('none' as const)
        : row.payoutsEnabled
          ? ('enabled' as const)
          : ('incomplete' as const),
    bankLast4: row.bankLast4,
  }));
  const counted = (state: PayoutItemState) =>
    counts.find((entry) => entry.state === state)?.items ?? 0;
  return {
    items,
    total,
    page,
    perPage,
    counts: {
      pending: counted('pending'),
      sending: counted('sending'),
      sent: counted('sent'),
      failed: counted('failed'),
    },
  };
}

/** One cleaner's payout account, for their page in the console. */
export async function cleanerPayoutAccount(context: Pick<AppContext, 'db'>, contractorId: number) {
  if (!(await contractorExists(context.db, contractorId))) {
    throw new NotFoundError(payoutRefusals.cleanerNotFound);
  }
  const [account, waiting, failed] = await Promise.all([
    findPayoutAccount(context.db, contractorId),
    waitingEarnings(context.db, contractorId),
    failedItemCount(context.db, contractorId),
  ]);
  return {
    state: accountState(account),
    bankLast4: account?.bankLast4 ?? null,
    waiting: waiting.cents / 100,
    waitingItems: waiting.items,
    failedItems: failed,
  };
}

/**
 * An operator's Retry of a failed payout: the item is pending again with its attempts counted
 * from zero, and the audit log keeps who and why. The transfer job sends it on its next run; the
 * same idempotency key means a transfer the gateway did make is not made twice.
 */
export async function retryPayout(
  context: Pick<AppContext, 'db'>,
  operatorId: number,
  id: number,
  reason: string,
): Promise<void> {
  await inTransaction(context.db, async (tx) => {
    const item = await findPayoutItemForUpdate(tx, id);
    if (!item) throw new NotFoundError(payoutRefusals.itemNotFound);
    if (item.state !== 'failed') {
      throw new ConflictError(payoutRefusals.notFailed);
    }
    await resetFailedItem(tx, id);
    await recordOperatorAction(tx, {
      operatorId,
      action: 'payout.retry',
      subjectType: 'payout',
      subjectId: String(id),
      before: { state: 'failed', attempts: item.attempts, lastError: item.lastError },
      after: { state: 'pending', attempts: 0, reason },
    });
  });
}
