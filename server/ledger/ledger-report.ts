/*
 * What operators read of the ledger (issue 43, decision 132): its totals per local day and city
 * for a range of days, and one booking's movements with whether they reconcile.
 */
import type { Database } from '../db/database.ts';
import { InvalidError, NotFoundError } from '../domain/errors.ts';
import {
  bookingNoOf,
  bookingRecordsOf,
  ledgerRowsOf,
  ledgerTotals,
  type LedgerRow,
} from './ledger.queries.ts';
import { ledgerRefusals } from './texts.ts';

/** The longest range one report covers, in days (about a year). */
export const MAX_REPORT_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The money columns of the report, in cents. */
export type LedgerSums = {
  /** Charged to customers (captures, fees, tips). */
  chargedCents: number;
  /** Given back to customers (refunds), as a positive amount. */
  refundedCents: number;
  /** Charged less refunded. */
  customerCents: number;
  taxCents: number;
  /** Earned by the cleaners. */
  cleanerCents: number;
  marginCents: number;
  /** Sent to the cleaners' payout accounts. */
  paidOutCents: number;
  /** Earned less paid out: still owed to the cleaners. */
  owedCents: number;
};

export type LedgerReportRow = LedgerSums & { day: string; city: string };

export type LedgerReport = {
  from: string;
  to: string;
  rows: LedgerReportRow[];
  totals: LedgerSums;
};

/** A `YYYY-MM-DD` day as midnight UTC, or a clear 400 when it is no day of the calendar. */
function dayOf(text: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const at = match ? new Date(`${text}T00:00:00Z`) : null;
  if (!at || Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== text) {
    throw new InvalidError(ledgerRefusals.badDate.with({ date: text }));
  }
  return at;
}

const noSums = (): LedgerSums => ({
  chargedCents: 0,
  refundedCents: 0,
  customerCents: 0,
  taxCents: 0,
  cleanerCents: 0,
  marginCents: 0,
  paidOutCents: 0,
  owedCents: 0,
});

function addTo(sums: LedgerSums, row: LedgerSums) {
  for (const key of Object.keys(sums) as (keyof LedgerSums)[]) sums[key] += row[key];
}

/** The checked range: its first and last day (inclusive). */
export function reportRange(input: { from: string; to: string }) {
  const from = dayOf(input.from);
  const to = dayOf(input.to);
  if (from > to) {
    throw new InvalidError(ledgerRefusals.fromAfterTo.with({ from: input.from, to: input.to }));
  }
  const days = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  if (days > MAX_REPORT_DAYS) {
    throw new InvalidError(ledgerRefusals.rangeTooLong.with({ days: MAX_REPORT_DAYS }));
  }
  return { from, to };
}

/**
 * The ledger's totals per day (on the clock of the booking's city) and city, from `from` to `to`
 * inclusive, with their sum.
 */
export async function ledgerReport(
  db: Database,
  input: { from: string; to: string },
): Promise<LedgerReport> {
  const { from, to } = reportRange(input);
  // Every zone is within a day of UTC: the local days are cut from a window a day wider each side.
  const rows = await ledgerTotals(
    db,
    new Date(from.getTime() - DAY_MS),
    new Date(to.getTime() + 2 * DAY_MS),
  );
  const totals = noSums();
  const report: LedgerReportRow[] = [];
  for (const row of rows) {
    if (row.day < input.from || row.day > input.to) continue;
    const cleanerCents = Number(row.cleanerCents);
    const paidOutCents = Number(row.paidOutCents);
    const sums: LedgerSums = {
      chargedCents: Number(row.chargedCents),
      refundedCents: -Number(row.refundedCents),
      customerCents: Number(row.customerCents),
      taxCents: Number(row.taxCents),
      cleanerCents,
      marginCents: Number(row.marginCents),
      paidOutCents,
      owedCents: cleanerCents - paidOutCents,
    };
    addTo(totals, sums);
    report.push({ day: row.day, city: row.cityName ?? '', ...sums });
  }
  return { from: input.from, to: input.to, rows: report, totals };
}

export type BookingLedgerEntry = {
  kind: LedgerRow['kind'];
  at: string;
  entryKey: string;
  gatewayRef: string | null;
  heldCents: number;
  customerCents: number;
  taxCents: number;
  cleanerCents: number;
  marginCents: number;
  paidOutCents: number;
};

export type BookingLedger = {
  bookingNo: string;
  entries: BookingLedgerEntry[];
  totals: Omit<BookingLedgerEntry, 'kind' | 'at' | 'entryKey' | 'gatewayRef'> & {
    owedCents: number;
  };
  /**
   * The rows split (customer = tax + cleaner + margin) and agree with the booking's own records:
   * the customer's charges less refunds, the cleaner's pay, fee and tip, and the transfers sent.
   */
  balanced: boolean;
};

/** One booking's movements, oldest first, with their sums and whether they reconcile. */
export async function bookingLedger(db: Database, bookingId: number): Promise<BookingLedger> {
  const bookingNo = await bookingNoOf(db, bookingId);
  if (bookingNo === null) {
    throw new NotFoundError(ledgerRefusals.bookingNotFound.with({ bookingId }));
  }
  const rows = await ledgerRowsOf(db, bookingId);
  const entries = rows.map((row) => ({
    kind: row.kind,
    at: row.occurredAt.toISOString(),
    entryKey: row.entryKey,
    gatewayRef: row.gatewayRef,
    heldCents: row.heldCents,
    customerCents: row.customerCents,
    taxCents: row.taxCents,
    cleanerCents: row.cleanerCents,
    marginCents: row.marginCents,
    paidOutCents: row.paidOutCents,
  }));
  const sumOf = (key: keyof BookingLedger['totals'] & keyof BookingLedgerEntry) =>
    entries.reduce((total, entry) => total + entry[key], 0);
  const totals = {
    heldCents: sumOf('heldCents'),
    customerCents: sumOf('customerCents'),
    taxCents: sumOf('taxCents'),
    cleanerCents: sumOf('cleanerCents'),
    marginCents: sumOf('marginCents'),
    paidOutCents: sumOf('paidOutCents'),
    owedCents: sumOf('cleanerCents') - sumOf('paidOutCents'),
  };
  const records = await bookingRecordsOf(db, bookingId);
  const balanced =
    records !== null &&
    totals.customerCents === totals.taxCents + totals.cleanerCents + totals.marginCents &&
    totals.customerCents === records.customerCents &&
    totals.cleanerCents === records.cleanerCents &&
    totals.paidOutCents === records.paidOutCents;
  return { bookingNo, entries, totals, balanced };
}
