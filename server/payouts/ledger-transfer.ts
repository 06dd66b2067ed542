import type { Database } from '../db/database.ts';
import { insertTransferEntry } from './payouts.queries.ts';

/**
 * The ledger's row for a transfer to a cleaner (DESIGN.md "Money events"): kind `transfer`,
 * `paid_out_cents` the amount, keyed `payout-<item id>` so writing it twice is a no-op. Written in
 * the transaction that marks the item sent. The one place the transfer job writes the ledger, so
 * the ledger's own writer (issue 43's ledger work) can take its place here alone.
 */
export async function recordTransfer(
  tx: Database,
  transfer: {
    itemId: number;
    bookingId: number;
    contractorId: number;
    amountCents: number;
    transferId: string;
    at: Date;
  },
): Promise<void> {
  await insertTransferEntry(tx, transfer);
}
