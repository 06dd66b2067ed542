/*
 * The ledger (issue 43, decision 132): every money movement of a booking, written in the
 * transaction that records the movement itself, with an entry key stable per movement so a retried
 * request writes nothing twice. Each row splits what the customer paid (+) or got back (−) into
 * tax + cleaner + margin (the database checks it); a cleaner's share of a charge is also a payout
 * item, for the transfer job (decision 133).
 */
import type { Database } from '../db/database.ts';
import { heldOnPayment, insertLedgerRow, insertPayoutItem } from './ledger.queries.ts';

/** The cleaner's money must reach them within 48 hours of the charge (issue 43). */
export const PAYOUT_DUE_MS = 48 * 60 * 60 * 1000;

type Common = {
  bookingId: number;
  /** The booking's unique code: every entry key starts `booking-<code>-`. */
  bookingCode: string;
  /** When the money moved (the caller's clock). */
  at: Date;
};

/**
 * One money movement of a booking, as its money point knows it:
 * - `hold`: the amount held on the card under the gateway's payment `paymentId`;
 * - `holdRelease`: that payment's hold released (what the ledger holds on it);
 * - `capture`: the service charged at completion from the hold `paymentId` (its hold ends), the
 *   customer's `totalCents` split into `taxCents`, the cleaner's `cleanerCents` and the margin;
 * - `cancellationFee`: the fee as `booking_cancellation_fees` records it (tax inside, all of it
 *   the cleaner's), taken from the hold `paymentId` (then what is left of the hold is released)
 *   or charged to the saved card;
 * - `tip`: all of it the cleaner's, no tax;
 * - `refund`: an operator's refund (`amountCents` > 0, `taxCents` its credit note's tax): the
 *   customer, the tax and MapleShine's margin go down; the cleaner keeps their pay.
 */
export type Movement = Common &
  (
    | { kind: 'hold'; paymentId: string; amountCents: number }
    | { kind: 'holdRelease'; paymentId: string }
    | {
        kind: 'capture';
        paymentId: string;
        totalCents: number;
        taxCents: number;
        cleanerCents: number;
        contractorId: number | null;
      }
    | {
        kind: 'cancellationFee';
        paymentId: string;
        fromHold: boolean;
        amountCents: number;
        taxCents: number;
        cleanerCents: number;
        contractorId: number;
      }
    | { kind: 'tip'; paymentId: string; amountCents: number; contractorId: number }
    | { kind: 'refund'; refundId: string; number: number; amountCents: number; taxCents: number }
  );

/** A cleaner's share to transfer, from the charge `paymentId` taken at `at`. */
async function payable(
  tx: Database,
  movement: Common,
  kind: 'service' | 'cancellationFee' | 'tip',
  contractorId: number | null,
  amountCents: number,
  paymentId: string,
) {
  if (contractorId === null || amountCents <= 0) return;
  await insertPayoutItem(tx, {
    contractorId,
    bookingId: movement.bookingId,
    kind,
    amountCents,
    sourcePaymentId: paymentId,
    payableAt: movement.at,
    dueBy: new Date(movement.at.getTime() + PAYOUT_DUE_MS),
  });
}

/** The key of a movement: `booking-<code>-<what>`, the same for a retry of the same movement. */
export function entryKeyOf(movement: Movement): string {
  const base = `booking-${movement.bookingCode}`;
  switch (movement.kind) {
    case 'hold':
      return `${base}-hold-${movement.paymentId}`;
    case 'holdRelease':
      return `${base}-release-${movement.paymentId}`;
    case 'capture':
      return `${base}-capture`;
    case 'cancellationFee':
      return `${base}-cancellation-fee`;
    case 'tip':
      return `${base}-tip`;
    case 'refund':
      return `${base}-refund-${movement.number}`;
  }
}

/**
 * Records one money movement in the caller's transaction: its ledger row (nothing when its
 * entry key is already written) and, for the cleaner's share of a charge, its payout item.
 */
export async function recordMovement(tx: Database, movement: Movement): Promise<void> {
  const { bookingId, at } = movement;
  const entryKey = entryKeyOf(movement);
  const base = { bookingId, entryKey, occurredAt: at };
  switch (movement.kind) {
    case 'hold':
      await insertLedgerRow(tx, {
        ...base,
        kind: 'hold',
        heldCents: movement.amountCents,
        gatewayRef: movement.paymentId,
      });
      return;
    case 'holdRelease': {
      const held = await heldOnPayment(tx, bookingId, movement.paymentId);
      if (held === 0) return;
      await insertLedgerRow(tx, {
        ...base,
        kind: 'holdRelease',
        heldCents: -held,
        gatewayRef: movement.paymentId,
      });
      return;
    }
    case 'capture': {
      const held = await heldOnPayment(tx, bookingId, movement.paymentId);
      const written = await insertLedgerRow(tx, {
        ...base,
        kind: 'capture',
        contractorId: movement.contractorId,
        heldCents: -held,
        customerCents: movement.totalCents,
        taxCents: movement.taxCents,
        cleanerCents: movement.contractorId === null ? 0 : movement.cleanerCents,
        marginCents:
          movement.totalCents -
          movement.taxCents -
          (movement.contractorId === null ? 0 : movement.cleanerCents),
        gatewayRef: movement.paymentId,
      });
      if (!written) return;
      await payable(
        tx,
        movement,
        'service',
        movement.contractorId,
        movement.cleanerCents,
        movement.paymentId,
      );
      return;
    }
    case 'cancellationFee': {
      // Taken from the hold, the gateway releases the rest of it with the fee's capture.
      const held = movement.fromHold ? await heldOnPayment(tx, bookingId, movement.paymentId) : 0;
      const written = await insertLedgerRow(tx, {
        ...base,
        kind: 'cancellationFee',
        contractorId: movement.contractorId,
        heldCents: -held,
        customerCents: movement.amountCents,
        taxCents: movement.taxCents,
        cleanerCents: movement.cleanerCents,
        marginCents: movement.amountCents - movement.taxCents - movement.cleanerCents,
        gatewayRef: movement.paymentId,
      });
      if (!written) return;
      await payable(
        tx,
        movement,
        'cancellationFee',
        movement.contractorId,
        movement.cleanerCents,
        movement.paymentId,
      );
      return;
    }
    case 'tip': {
      const written = await insertLedgerRow(tx, {
        ...base,
        kind: 'tip',
        contractorId: movement.contractorId,
        customerCents: movement.amountCents,
        cleanerCents: movement.amountCents,
        gatewayRef: movement.paymentId,
      });
      if (!written) return;
      await payable(
        tx,
        movement,
        'tip',
        movement.contractorId,
        movement.amountCents,
        movement.paymentId,
      );
      return;
    }
    case 'refund':
      await insertLedgerRow(tx, {
        ...base,
        kind: 'refund',
        customerCents: -movement.amountCents,
        taxCents: -movement.taxCents,
        marginCents: -(movement.amountCents - movement.taxCents),
        gatewayRef: movement.refundId,
      });
      return;
  }
}

/** A payout item as the transfer job holds it when it has sent it. */
export type SentPayoutItem = {
  id: number;
  bookingId: number;
  contractorId: number;
  amountCents: number;
};

/**
 * Records a payout item's transfer to the cleaner (the transfer job of decision 133 calls it in
 * the transaction that marks the item sent): kind `transfer`, `paid_out_cents` the amount, the
 * cleaner, the gateway's transfer id; entry key `payout-<itemId>`, so a retry writes nothing.
 */
export async function recordTransfer(
  tx: Database,
  { item, transferId, at }: { item: SentPayoutItem; transferId: string; at: Date },
): Promise<void> {
  await insertLedgerRow(tx, {
    bookingId: item.bookingId,
    contractorId: item.contractorId,
    kind: 'transfer',
    entryKey: `payout-${item.id}`,
    paidOutCents: item.amountCents,
    gatewayRef: transferId,
    occurredAt: at,
  });
}
